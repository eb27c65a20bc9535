/** The synonym table (db/searchSchema.ts): read by the search index, replaced by the import. */
import type { Db } from '../db/handle';
import type { SynonymGroup } from '../domain/search/searchPlan';
import { synonymPhrasesOf } from '../domain/search/synonymGroup';

/** The table's groups, in the order they were added. */
export async function synonymGroups(db: Db): Promise<SynonymGroup[]> {
  const rows = await db.selectFrom('search_synonyms').select('phrases').orderBy('id').execute();
  return rows.map((r) => synonymPhrasesOf(r.phrases));
}

/** Makes the table these groups (each as the table keeps it); answers how many rows changed. */
export async function replaceSynonyms(trx: Db, groups: readonly string[]): Promise<number> {
  const kept = new Set(
    (await trx.selectFrom('search_synonyms').select('phrases').execute()).map((r) => r.phrases),
  );
  const wanted = new Set(groups);
  const gone = [...kept].filter((g) => !wanted.has(g));
  const added = [...wanted].filter((g) => !kept.has(g));
  if (gone.length > 0) await trx.deleteFrom('search_synonyms').where('phrases', 'in', gone).execute();
  if (added.length > 0)
    await trx
      .insertInto('search_synonyms')
      .values(added.map((phrases) => ({ phrases })))
      .execute();
  return gone.length + added.length;
}
