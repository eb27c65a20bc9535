/**
 * What the host's search index (domain/search/searchIndex.ts) and the list's facet table
 * (repo/facetTable.ts), held by each instance, are rebuilt from and when: the synonym table the
 * distributor edits, each product's stored attributes, and meta.search_version, which the engines'
 * triggers bump whenever a product's searched text, a brand's or series' name, a synonym or a
 * product's attributes change (and only then: stock and prices move the catalogue version many
 * times a day, not this one).
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

/**
 * The attributes the list's filters offer, a row per product and attribute (src/domain/catalog/
 * productAttributes: the key, and its value as a name's rules write it, '16A'); by attribute and
 * value for a store's own queries.
 */
export const PRODUCT_ATTRIBUTES_TABLE_SQL = `
CREATE TABLE product_attributes (product_id INTEGER NOT NULL REFERENCES products(id),
  attribute TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (product_id, attribute));
CREATE INDEX product_attributes_by_value ON product_attributes(attribute, value);
`;

/** Product columns whose change changes what a search finds, or the list's filters offer. */
const SEARCHED_COLUMNS =
  'name, name_en, code, barcode, equivalent_code, brand_id, model_id, category_id, parent_id';

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

const SQLITE_ATTRIBUTE_TRIGGERS = [
  ['search_version_attributes_insert', 'AFTER INSERT ON product_attributes'],
  ['search_version_attributes_update', 'AFTER UPDATE ON product_attributes'],
  ['search_version_attributes_delete', 'AFTER DELETE ON product_attributes'],
];

const POSTGRES_ATTRIBUTE_TRIGGERS = [
  ['search_version_attributes', 'AFTER INSERT OR UPDATE OR DELETE ON product_attributes'],
];

const BUMP = `UPDATE meta SET value = CAST(CAST(value AS BIGINT) + 1 AS TEXT) WHERE key = 'search_version'`;

async function createTriggers(trx: Db, sqlite: string[][], postgres: string[][]): Promise<void> {
  if (isSqlite(trx))
    for (const [name, when] of sqlite)
      await sql.raw(`CREATE TRIGGER IF NOT EXISTS ${name} ${when} BEGIN ${BUMP}; END`).execute(trx);
  else {
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION search_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN ${BUMP}; RETURN NULL; END $$`,
      )
      .execute(trx);
    for (const [name, when] of postgres)
      await sql
        .raw(
          `CREATE OR REPLACE TRIGGER ${name} ${when} FOR EACH STATEMENT EXECUTE FUNCTION search_version_bump()`,
        )
        .execute(trx);
  }
}

/**
 * The version row, the default synonyms (into an empty table: a copied store keeps its own) and the
 * triggers of the searched columns and the synonyms: what the search index's migration made.
 */
export async function createSearchVersion(trx: Db): Promise<void> {
  await sql`INSERT INTO meta (key, value) VALUES ('search_version', '1') ON CONFLICT (key) DO NOTHING`.execute(
    trx,
  );
  const kept = await trx.selectFrom('search_synonyms').select('id').limit(1).executeTakeFirst();
  if (!kept)
    await trx
      .insertInto('search_synonyms')
      .values(DEFAULT_SYNONYMS.map((phrases) => ({ phrases })))
      .execute();
  await createTriggers(trx, SQLITE_TRIGGERS, POSTGRES_TRIGGERS);
}

/** The triggers that move the search version when a product's stored attributes change. */
export const createAttributeTriggers = (trx: Db): Promise<void> =>
  createTriggers(trx, SQLITE_ATTRIBUTE_TRIGGERS, POSTGRES_ATTRIBUTE_TRIGGERS);

/**
 * All of it for a new store, in the caller's transaction; the triggers last, so making the store does
 * not count as a change.
 */
export async function createSearchDerived(trx: Db): Promise<void> {
  await createSearchVersion(trx);
  await createAttributeTriggers(trx);
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
