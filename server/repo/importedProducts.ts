/**
 * Reads and writes of the ERP import's products, in batches: a 50,000-row file is a few hundred
 * statements, not a hundred thousand. Which rows change is decided by the import (server/import);
 * these only read the stored state and write what they are given.
 */
import type { Insertable } from 'kysely';
import { bulkUpdate, type BulkType } from '../db/bulkUpdate';
import type { Db } from '../db/handle';
import type { ProductsTable } from '../db/tables';

/** Codes or ids per IN list. */
const LOOKUP_BATCH = 500;
/** Rows per multi-row INSERT (a product has about 40 columns: 20,000 parameters). */
const INSERT_BATCH = 500;

export function inBatches<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The columns an import owns (sets from its file), with their types for a bulk update. */
export const IMPORTED_PRODUCT_COLUMNS = {
  barcode: 'TEXT',
  name: 'TEXT',
  name_en: 'TEXT',
  seo: 'TEXT',
  image: 'TEXT',
  brand_id: 'BIGINT',
  model_id: 'BIGINT',
  category_id: 'BIGINT',
  meta_title: 'TEXT',
  tax_rate: 'DOUBLE PRECISION',
  currency: 'TEXT',
  sale_price: 'DOUBLE PRECISION',
  list_price: 'DOUBLE PRECISION',
  adv1: 'DOUBLE PRECISION',
  adv2: 'DOUBLE PRECISION',
  adv3: 'DOUBLE PRECISION',
  adv4: 'DOUBLE PRECISION',
  adv5: 'DOUBLE PRECISION',
  search_text: 'TEXT',
} as const satisfies Partial<Record<keyof ProductsTable, BulkType>>;

export type ImportedColumn = keyof typeof IMPORTED_PRODUCT_COLUMNS;
export type ImportedProductValues = Pick<ProductsTable, ImportedColumn>;

export interface StoredProduct extends ImportedProductValues {
  id: number;
  code: string;
  equivalent_code: string;
  /** The model's name (for the search text), null without a model. */
  model_name: string | null;
}

const COLUMNS = Object.keys(IMPORTED_PRODUCT_COLUMNS) as ImportedColumn[];

const asNumbers = (row: Record<string, unknown>, columns: readonly string[]) => {
  for (const c of columns) if (row[c] !== null && row[c] !== undefined) row[c] = Number(row[c]);
};
const NUMERIC = COLUMNS.filter((c) => IMPORTED_PRODUCT_COLUMNS[c] !== 'TEXT');

export async function productsByCode(db: Db, codes: string[]): Promise<Map<string, StoredProduct>> {
  const out = new Map<string, StoredProduct>();
  for (const batch of inBatches(codes, LOOKUP_BATCH)) {
    const rows = await db
      .selectFrom('products as p')
      .leftJoin('models as m', 'm.id', 'p.model_id')
      .select([
        'p.id',
        'p.code',
        'p.equivalent_code',
        'm.name as model_name',
        ...COLUMNS.map((c) => `p.${c}` as const),
      ])
      .where('p.code', 'in', batch)
      .execute();
    for (const row of rows) {
      asNumbers(row as Record<string, unknown>, ['id', ...NUMERIC]);
      out.set(row.code, row as StoredProduct);
    }
  }
  return out;
}

/** The position after every product's: imported products are listed after the ones before them. */
export async function nextProductPosition(db: Db): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.max('position').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? -1) + 1;
}

/** Inserts new products; answers their ids by code. */
export async function insertProducts(
  db: Db,
  rows: Insertable<ProductsTable>[],
  onBatch?: (count: number) => void,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const batch of inBatches(rows, INSERT_BATCH)) {
    const inserted = await db.insertInto('products').values(batch).returning(['id', 'code']).execute();
    for (const r of inserted) ids.set(r.code, Number(r.id));
    onBatch?.(batch.length);
  }
  return ids;
}

/** Writes every imported column of the given products. */
export async function updateProducts(
  db: Db,
  rows: (ImportedProductValues & { id: number })[],
): Promise<void> {
  await bulkUpdate(
    db,
    'products',
    { column: 'id', type: 'BIGINT' },
    COLUMNS.map((column) => ({ column, type: IMPORTED_PRODUCT_COLUMNS[column] })),
    rows.map((r) => [r.id, ...COLUMNS.map((c) => r[c])]),
  );
}

/** Ids of the products with these codes (the ones the store has). */
export async function productIdsByCode(db: Db, codes: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const batch of inBatches([...new Set(codes)], LOOKUP_BATCH)) {
    const rows = await db.selectFrom('products').select(['id', 'code']).where('code', 'in', batch).execute();
    for (const r of rows) out.set(r.code, Number(r.id));
  }
  return out;
}
