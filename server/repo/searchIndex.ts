/**
 * The search index of a store, built in memory from its products and synonym table and kept while
 * meta.search_version stays (db/searchSchema.ts): one small read per search, a rebuild only after the
 * searched text changed (an import, a renamed brand, an edited synonym), never after a stock or price
 * change. Each instance keeps its own; the version tells each when to build again. Requests that
 * arrive during a build wait for that one build.
 */
import { sql } from 'kysely';
import type { Db } from '../db/handle';
import { allRows } from '../db/query';
import { SearchIndex, type IndexedProduct } from '../domain/search/searchIndex';
import { synonymPhrases } from '../domain/search/searchPlan';
import { synonymGroups } from './searchSynonyms';
import { equivalentCodes } from '../../src/domain/catalog/equivalentCodes';

export interface StoreSearch {
  index: SearchIndex;
  synonyms: ReturnType<typeof synonymPhrases>;
  version: number;
}

interface Kept {
  version: number;
  search: Promise<StoreSearch>;
}

const byDatabase = new WeakMap<Db, Kept>();

/** The store's search version (db/searchSchema.ts): what the in-memory tables are kept by. */
export async function searchVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('meta')
    .select('value')
    .where('key', '=', 'search_version')
    .executeTakeFirst();
  return Number(row?.value ?? 0);
}

/** In name order: what the index finds comes in that order, the suggestions' tie-break. */
async function build(db: Db, version: number): Promise<StoreSearch> {
  const rows = await allRows(
    db,
    sql<{
      id: number;
      name: string;
      name_en: string | null;
      code: string;
      barcode: string;
      equivalent_code: string;
      brand: string;
      brand_en: string | null;
      model: string | null;
    }>`SELECT p.id, p.name, p.name_en, p.code, p.barcode, p.equivalent_code, b.name AS brand,
        b.name_en AS brand_en, m.name AS model
      FROM products p JOIN brands b ON b.id = p.brand_id LEFT JOIN models m ON m.id = p.model_id
      WHERE p.parent_id IS NULL ORDER BY p.name_rank, p.id`,
  );
  const variants = await variantsByParent(db);
  const products: IndexedProduct[] = rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    nameEn: r.name_en ?? '',
    brand: [r.brand, r.brand_en ?? ''].join(' '),
    model: r.model ?? '',
    variants: variants.get(Number(r.id))?.names ?? [],
    codes: [r.code, r.barcode].filter((c) => c.trim() !== ''),
    equivalents: [...equivalentCodes(r.equivalent_code), ...(variants.get(Number(r.id))?.codes ?? [])],
  }));
  return { index: new SearchIndex(products), synonyms: synonymPhrases(await synonymGroups(db)), version };
}

/**
 * The variants' names and codes per product: the list shows a product with variants once, so a
 * search finds it by what only a variant says ('Sarı-Yeşil', '2,5 mm²') or by a variant's code.
 */
async function variantsByParent(db: Db): Promise<Map<number, { names: string[]; codes: string[] }>> {
  const rows = await allRows(
    db,
    sql<{ parent_id: number; name: string; name_en: string | null; code: string; barcode: string }>`
      SELECT parent_id, name, name_en, code, barcode FROM products WHERE parent_id IS NOT NULL
      ORDER BY parent_id, id`,
  );
  const byParent = new Map<number, { names: string[]; codes: string[] }>();
  for (const r of rows) {
    const parent = Number(r.parent_id);
    let entry = byParent.get(parent);
    if (!entry) byParent.set(parent, (entry = { names: [], codes: [] }));
    entry.names.push(r.name, r.name_en ?? '');
    entry.codes.push(...[r.code, r.barcode].filter((c) => c.trim() !== ''));
  }
  return byParent;
}

/** The store's search index as of its current search version. */
export async function storeSearch(db: Db): Promise<StoreSearch> {
  const version = await searchVersion(db);
  const kept = byDatabase.get(db);
  if (kept && kept.version === version) return kept.search;
  const search = build(db, version);
  byDatabase.set(db, { version, search });
  // A failed build is not kept: the next search tries again.
  search.catch(() => {
    if (byDatabase.get(db)?.search === search) byDatabase.delete(db);
  });
  return search;
}
