/**
 * The quick order pad and the reorder (issue 16): products looked up by the codes a buyer types or
 * pastes, and many lines added to the cart in one transaction through the single add's own path.
 */
import type { Settings } from '../../src/contract/hostConfig';
import type {
  CartBatchAnswer,
  CartBatchLine,
  CartBatchResult,
  CodeMatch,
  ProductLookupAnswer,
} from '../../src/contract/quickOrder';
import { codeKey } from '../../src/domain/quickOrderRows';
import type { Db } from '../db/handle';
import { inSavepoint, withCustomerLock } from '../db/transaction';
import { HttpError } from '../http/errors';
import { addToCart, getCart } from './cart';
import { listProducts } from './products';

type Match = { productId: number; unitId: number | null };

interface KeyedRow {
  /** The column's text (a code or a barcode) as stored. */
  text: string;
  productId: number;
  /** The unit a unit barcode names. */
  unitId?: number;
}

/**
 * Keys not matched yet, looked up in one column's rows (given in precedence order: the first row of a
 * key wins). The key is the widgets' own codeKey (case and the Turkish I folded), computed here, so
 * the host matches exactly what the pad merges as one code. A real backend keeps such a key in an
 * indexed column; this reads the column's rows, as the former SQL function did.
 */
function matchColumn(rows: KeyedRow[], keys: string[], found: Map<string, Match>): void {
  const open = new Set(keys.filter((key) => !found.has(key)));
  if (open.size === 0) return;
  for (const row of rows) {
    const key = codeKey(row.text);
    if (open.has(key) && !found.has(key))
      found.set(key, { productId: row.productId, unitId: row.unitId ?? null });
  }
}

const productCodes = (db: Db): Promise<KeyedRow[]> =>
  db.selectFrom('products').select(['code as text', 'id as productId']).orderBy('id').execute();

const productBarcodes = (db: Db): Promise<KeyedRow[]> =>
  db
    .selectFrom('products')
    .select(['barcode as text', 'id as productId'])
    .where('barcode', '<>', '')
    .orderBy('id')
    .execute();

const unitBarcodes = (db: Db): Promise<KeyedRow[]> =>
  db
    .selectFrom('product_units')
    .select(['barcode as text', 'product_id as productId', 'id as unitId'])
    .where('barcode', '<>', '')
    .orderBy('product_id')
    .orderBy('position')
    .execute();

/** Codes (product code, product barcode, unit barcode, in that order of precedence) and ids to products. */
export async function lookupProducts(
  db: Db,
  request: { codes: string[]; ids: number[] },
): Promise<ProductLookupAnswer> {
  const keys = [...new Set(request.codes.map(codeKey).filter((key) => key !== ''))];
  const found = new Map<string, Match>();
  const open = () => keys.some((key) => !found.has(key));
  if (open()) matchColumn(await productCodes(db), keys, found);
  if (open()) matchColumn(await productBarcodes(db), keys, found);
  if (open()) matchColumn(await unitBarcodes(db), keys, found);
  const codes: CodeMatch[] = request.codes.map((code) => {
    const match = found.get(codeKey(code));
    return { code, productId: match?.productId ?? null, unitId: match?.unitId ?? null };
  });
  const ids = [...new Set([...[...found.values()].map((m) => m.productId), ...request.ids])];
  return { codes, products: await listProducts(db, ids) };
}

/**
 * Adds every line through addToCart, in order, inside one transaction under the customer's lock. Each
 * line runs in its own savepoint: a line the shop refuses rolls back alone and is answered with its
 * message; anything unexpected rolls the whole batch back.
 */
export function addBatch(
  db: Db,
  settings: Settings,
  userId: number,
  lines: CartBatchLine[],
  localize: (message: string) => string,
): Promise<CartBatchAnswer> {
  return withCustomerLock(db, userId, async (trx) => {
    const results: CartBatchResult[] = [];
    for (const line of lines) {
      try {
        await inSavepoint(trx, 'batch_line', () =>
          addToCart(trx, settings, userId, line.productId, line.quantity, String(line.unit)),
        );
        results.push({ productId: line.productId, ok: true });
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
        results.push({ productId: line.productId, ok: false, message: localize(error.message) });
      }
    }
    return { results, items: await getCart(trx, userId) };
  });
}
