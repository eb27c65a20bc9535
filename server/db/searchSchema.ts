/**
 * What the host's search index (domain/search/searchIndex.ts, held by each instance) is rebuilt from
 * and when: the synonym table the distributor edits, and meta.search_version, which the engines'
 * triggers bump whenever a product's searched text, a brand's or series' name, or a synonym changes
 * (and only then: stock and prices move the catalogue version many times a day, not this one).
 */
import { sql } from 'kysely';
import { isSqlite } from './dialect';
import type { Db } from './handle';

/** The synonym groups a new store starts with: phrases a buyer types for the same thing. */
export const DEFAULT_SYNONYMS = [
  '3 faz|3P|trifaze',
  'kaçak akım|RCD|RCCB',
  'otomat|otomatik sigorta|MCB',
  'ampul|LEDbulb|lamba',
  'komütatör|komitatör',
  'buat|bağlantı kutusu',
  'topraklı|toprak hatlı',
];

export const SEARCH_TABLE_SQL = `
CREATE TABLE search_synonyms (id INTEGER PRIMARY KEY, phrases TEXT NOT NULL UNIQUE);
`;

/** Product columns whose change changes what a search finds, or the list's filters offer. */
const SEARCHED_COLUMNS = 'name, name_en, code, barcode, equivalent_code, brand_id, model_id, category_id, parent_id';

const SQLITE_TRIGGERS = [
  ['search_version_products_insert', 'AFTER INSERT ON products'],
  ['search_version_products_update', `AFTER UPDATE OF ${SEARCHED_COLUMNS} ON products`],
  ['search_version_products_delete', 'AFTER DELETE ON products'],
  ['search_version_brands', 'AFTER UPDATE OF name, name_en ON brands'],
  ['search_version_models', 'AFTER UPDATE OF name ON models'],
  ['search_version_categories', 'AFTER UPDATE OF name, name_en ON categories'],
  ['search_version_synonyms_insert', 'AFTER INSERT ON search_synonyms'],
  ['search_version_synonyms_update', 'AFTER UPDATE ON search_synonyms'],
  ['search_version_synonyms_delete', 'AFTER DELETE ON search_synonyms'],
];

const POSTGRES_TRIGGERS = [
  ['search_version_products', `AFTER INSERT OR DELETE OR UPDATE OF ${SEARCHED_COLUMNS} ON products`],
  ['search_version_brands', 'AFTER UPDATE OF name, name_en ON brands'],
  ['search_version_models', 'AFTER UPDATE OF name ON models'],
  ['search_version_categories', 'AFTER UPDATE OF name, name_en ON categories'],
  ['search_version_synonyms', 'AFTER INSERT OR UPDATE OR DELETE ON search_synonyms'],
];

const BUMP = `UPDATE meta SET value = CAST(CAST(value AS BIGINT) + 1 AS TEXT) WHERE key = 'search_version'`;

/**
 * The version row, the default synonyms (into an empty table: a copied store keeps its own) and the
 * triggers, in the caller's transaction; the triggers last, so making the store does not count as a change.
 */
export async function createSearchDerived(trx: Db): Promise<void> {
  await sql`INSERT INTO meta (key, value) VALUES ('search_version', '1') ON CONFLICT (key) DO NOTHING`.execute(
    trx,
  );
  const kept = await trx.selectFrom('search_synonyms').select('id').limit(1).executeTakeFirst();
  if (!kept)
    await trx
      .insertInto('search_synonyms')
      .values(DEFAULT_SYNONYMS.map((phrases) => ({ phrases })))
      .execute();
  if (isSqlite(trx))
    for (const [name, when] of SQLITE_TRIGGERS)
      await sql.raw(`CREATE TRIGGER IF NOT EXISTS ${name} ${when} BEGIN ${BUMP}; END`).execute(trx);
  else {
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION search_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN ${BUMP}; RETURN NULL; END $$`,
      )
      .execute(trx);
    for (const [name, when] of POSTGRES_TRIGGERS)
      await sql
        .raw(
          `CREATE OR REPLACE TRIGGER ${name} ${when} FOR EACH STATEMENT EXECUTE FUNCTION search_version_bump()`,
        )
        .execute(trx);
  }
}

/** The trigram indexes the search used before (SQLite's FTS5 table, PostgreSQL's pg_trgm index). */
export async function dropTrigramSearch(trx: Db): Promise<void> {
  const statements = isSqlite(trx)
    ? [
        'DROP TRIGGER IF EXISTS product_search_insert',
        'DROP TRIGGER IF EXISTS product_search_update',
        'DROP TRIGGER IF EXISTS product_search_delete',
        'DROP TABLE IF EXISTS product_search',
      ]
    : ['DROP INDEX IF EXISTS products_search'];
  for (const statement of statements) await sql.raw(statement).execute(trx);
}

/** A store made before the search index: the same, done by its migration. */
export async function existingStore(trx: Db): Promise<boolean> {
  const row = await trx
    .selectFrom('meta')
    .select('key')
    .where('key', '=', 'catalog_version')
    .executeTakeFirst();
  return row !== undefined;
}
