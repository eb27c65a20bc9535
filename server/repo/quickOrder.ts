/** The quick order pad: products looked up by the codes a buyer types, pastes or scans. */
import type { CodeMatch, ProductLookupAnswer } from '../../src/contract/quickOrder';
import { codeKey } from '../../src/domain/quickOrder/quickOrderRows';
import { sql } from 'kysely';
import { codeKeyOf } from '../db/dialect';
import type { Db } from '../db/handle';
import { allRows } from '../db/query';
import { listProducts } from './products';

type Match = { productId: number; unitId: number | null };

interface KeyedRow {
  key: string;
  productId: number;
  /** The unit a unit barcode names. */
  unitId?: number;
}

/** Keys not matched yet, from one column's rows (in precedence order: the first row of a key wins). */
async function matchColumn(
  keys: string[],
  found: Map<string, Match>,
  read: (open: string[]) => Promise<KeyedRow[]>,
): Promise<void> {
  const open = keys.filter((key) => !found.has(key));
  if (open.length === 0) return;
  for (const row of await read(open))
    if (!found.has(row.key)) found.set(row.key, { productId: row.productId, unitId: row.unitId ?? null });
}

const productCodes = (db: Db) => (keys: string[]) =>
  allRows(
    db,
    sql<KeyedRow>`SELECT ${codeKeyOf(db, 'code')} AS key, id AS "productId" FROM products
      WHERE ${codeKeyOf(db, 'code')} IN (${sql.join(keys)}) ORDER BY id`,
  );

const productBarcodes = (db: Db) => (keys: string[]) =>
  allRows(
    db,
    sql<KeyedRow>`SELECT ${codeKeyOf(db, 'barcode')} AS key, id AS "productId" FROM products
      WHERE barcode <> '' AND ${codeKeyOf(db, 'barcode')} IN (${sql.join(keys)}) ORDER BY id`,
  );

const unitBarcodes = (db: Db) => (keys: string[]) =>
  allRows(
    db,
    sql<KeyedRow>`SELECT ${codeKeyOf(db, 'barcode')} AS key, product_id AS "productId", id AS "unitId"
      FROM product_units WHERE barcode <> '' AND ${codeKeyOf(db, 'barcode')} IN (${sql.join(keys)})
      ORDER BY product_id, position`,
  );

/** Codes (product code, product barcode, unit barcode, in that order of precedence) and ids to products. */
export async function lookupProducts(
  db: Db,
  request: { codes: string[]; ids: number[] },
): Promise<ProductLookupAnswer> {
  const keys = [...new Set(request.codes.map(codeKey).filter((key) => key !== ''))];
  const found = new Map<string, Match>();
  await matchColumn(keys, found, productCodes(db));
  await matchColumn(keys, found, productBarcodes(db));
  await matchColumn(keys, found, unitBarcodes(db));
  const codes: CodeMatch[] = request.codes.map((code) => {
    const match = found.get(codeKey(code));
    return { code, productId: match?.productId ?? null, unitId: match?.unitId ?? null };
  });
  const ids = [...new Set([...[...found.values()].map((m) => m.productId), ...request.ids])];
  return { codes, products: await listProducts(db, ids) };
}
