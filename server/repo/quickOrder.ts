/**
 * The quick order pad and the reorder (issue 16): products looked up by the codes a buyer types or
 * pastes, and many lines added to the cart in one transaction through the single add's own path.
 */
import type Database from 'better-sqlite3';
import type { Settings } from '../../src/contract/hostConfig';
import type {
  CartBatchAnswer,
  CartBatchLine,
  CartBatchResult,
  CodeMatch,
  ProductLookupAnswer,
} from '../../src/contract/quickOrder';
import { codeKey } from '../../src/domain/quickOrderRows';
import { HttpError } from '../http/errors';
import { addToCart, getCart } from './cart';
import { listProducts, placeholders } from './products';

const registered = new WeakSet<Database.Database>();

/**
 * code_key(text) in SQL is the widgets' own codeKey (case and the Turkish I folded), so the host
 * matches exactly what the pad merges as one code. A real backend keeps such a key in an index.
 */
function withCodeKey(db: Database.Database): Database.Database {
  if (!registered.has(db)) {
    db.function('code_key', { deterministic: true }, (text: unknown) => codeKey(String(text ?? '')));
    registered.add(db);
  }
  return db;
}

type Match = { productId: number; unitId: number | null };

/** Keys not matched yet, looked up in one column; the lowest id wins when several rows share a key. */
function matchColumn(
  db: Database.Database,
  sql: string,
  keys: string[],
  found: Map<string, Match>,
  withUnit: boolean,
): void {
  const open = keys.filter((key) => !found.has(key));
  if (open.length === 0) return;
  const rows = db.prepare(sql.replace('%KEYS%', placeholders(open.length))).all(...open) as {
    key: string;
    productId: number;
    unitId: number;
  }[];
  for (const row of rows)
    if (!found.has(row.key))
      found.set(row.key, { productId: row.productId, unitId: withUnit ? row.unitId : null });
}

/** Codes (product code, product barcode, unit barcode, in that order of precedence) and ids to products. */
export function lookupProducts(
  db: Database.Database,
  request: { codes: string[]; ids: number[] },
): ProductLookupAnswer {
  withCodeKey(db);
  const keys = [...new Set(request.codes.map(codeKey).filter((key) => key !== ''))];
  const found = new Map<string, Match>();
  matchColumn(
    db,
    'SELECT code_key(code) AS key, id AS productId FROM products WHERE code_key(code) IN (%KEYS%) ORDER BY id',
    keys,
    found,
    false,
  );
  matchColumn(
    db,
    `SELECT code_key(barcode) AS key, id AS productId FROM products
     WHERE barcode <> '' AND code_key(barcode) IN (%KEYS%) ORDER BY id`,
    keys,
    found,
    false,
  );
  matchColumn(
    db,
    `SELECT code_key(barcode) AS key, product_id AS productId, id AS unitId FROM product_units
     WHERE barcode <> '' AND code_key(barcode) IN (%KEYS%) ORDER BY product_id, position`,
    keys,
    found,
    true,
  );
  const codes: CodeMatch[] = request.codes.map((code) => {
    const match = found.get(codeKey(code));
    return { code, productId: match?.productId ?? null, unitId: match?.unitId ?? null };
  });
  const ids = [...new Set([...[...found.values()].map((m) => m.productId), ...request.ids])];
  return { codes, products: listProducts(db, ids) };
}

/**
 * Adds every line through addToCart, in order, inside one transaction. Each line runs in its own
 * savepoint (better-sqlite3 nests transactions so): a line the shop refuses rolls back alone and is
 * answered with its message; anything unexpected rolls the whole batch back.
 */
export function addBatch(
  db: Database.Database,
  settings: Settings,
  userId: number,
  lines: CartBatchLine[],
  localize: (message: string) => string,
): CartBatchAnswer {
  return db.transaction(() => {
    const results = lines.map((line): CartBatchResult => {
      try {
        addToCart(db, settings, userId, line.productId, line.quantity, String(line.unit));
        return { productId: line.productId, ok: true };
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
        return { productId: line.productId, ok: false, message: localize(error.message) };
      }
    });
    return { results, items: getCart(db, userId) };
  })();
}
