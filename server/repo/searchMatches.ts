/**
 * What a search query finds in the store's search index (searchIndex.ts), grouped by tier for the
 * list's ORDER BY: found once per query and search version, then kept for the next pages of the same
 * list and the suggestions typed after it.
 */
import type { Db } from '../db/handle';
import { planSearch } from '../domain/search/searchPlan';
import { storeSearch } from './searchIndex';

export interface SearchMatches {
  /** Every id found, in name order. */
  ids: number[];
  /** The ids found at each tier (TIER: code, name, word, corrected), each in name order. */
  byTier: [number[], number[], number[], number[]];
  /** The query as the index read it, with the search version: the same key is the same answer. */
  key: string;
}

const KEPT_MAX = 200;
const kept = new WeakMap<Db, Map<string, SearchMatches>>();

export async function searchMatches(db: Db, query: string): Promise<SearchMatches> {
  const search = await storeSearch(db);
  const plan = planSearch(query, search.synonyms);
  const key = `${search.version} ${plan.key}`;
  let store = kept.get(db);
  if (!store) kept.set(db, (store = new Map()));
  const hit = store.get(key);
  if (hit) return hit;
  const result = search.index.search(plan);
  const byTier: SearchMatches['byTier'] = [[], [], [], []];
  result.ids.forEach((id, i) => byTier[result.tiers[i]!]!.push(id));
  const matches = { ids: result.ids, byTier, key };
  if (store.size >= KEPT_MAX) store.delete(store.keys().next().value!);
  store.set(key, matches);
  return matches;
}
