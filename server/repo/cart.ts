/**
 * The customer's cart: one line per product, its quantity counted in the line's unit. Every change runs
 * in one SQLite transaction, so concurrent requests of one customer end with exact quantities.
 */
import type Database from 'better-sqlite3';
import type { Settings } from '../../src/contract/hostConfig';
import type { CartItem } from '../../src/contract/cart';
import { unitPrice } from '../domain/pricing';
import { mergeCartQuantity } from '../../src/domain/cartUnits';
import { eachPlanPrice } from '../../src/domain/planPrice';
import { capCartLine, judgeCartLine } from '../../src/domain/cartLine';
import { cartStockContext } from '../../src/domain/units';
import { badRequest, notFound } from '../http/errors';
import { MSG } from '../messages';
import { listProducts, productRows, unitRows, type ProductRow, type UnitRow } from './products';

export interface CartLine {
  product_id: number;
  unit_id: number;
  quantity: number;
}

export const cartLines = (db: Database.Database, userId: number) =>
  db
    .prepare(
      'SELECT product_id, unit_id, quantity FROM cart_items WHERE user_id = ? ORDER BY added_at, product_id',
    )
    .all(userId) as CartLine[];

const lineOf = (db: Database.Database, userId: number, productId: number) =>
  db
    .prepare('SELECT product_id, unit_id, quantity FROM cart_items WHERE user_id = ? AND product_id = ?')
    .get(userId, productId) as CartLine | undefined;

/** Builds the contract's cart items (full product, the line's unit with its plan prices). */
export function cartItems(db: Database.Database, lines: CartLine[]): CartItem[] {
  const products = new Map(
    listProducts(
      db,
      lines.map((l) => l.product_id),
    ).map((p) => [p.id, p]),
  );
  const rows = new Map(
    productRows(
      db,
      lines.map((l) => l.product_id),
    ).map((r) => [r.id, r]),
  );
  const units = new Map(
    unitRows(
      db,
      lines.map((l) => l.product_id),
    ).map((u) => [u.id, u]),
  );
  return lines.flatMap((line) => {
    const product = products.get(line.product_id);
    const row = rows.get(line.product_id);
    const unit = units.get(line.unit_id);
    if (!product || !row || !unit) return [];
    const price = (value: number) => ({ value, currency: row.currency });
    const productUnit = {
      id: unit.id,
      value: unit.name,
      multiplier: unit.multiplier,
      defaultPrice: price(unit.sale_price),
      ...eachPlanPrice((name) => price(unitPrice(row, unit, name))),
    };
    return [{ product, productUnit, quantity: line.quantity }];
  });
}

export const getCart = (db: Database.Database, userId: number) => cartItems(db, cartLines(db, userId));

function productForCart(db: Database.Database, productId: number): { row: ProductRow; units: UnitRow[] } {
  const [row] = productRows(db, [productId]);
  if (!row) throw notFound(MSG.productNotFound);
  if (row.variant_check === 0) throw badRequest(MSG.variantRequired);
  if (row.sale_price <= 0) throw badRequest(MSG.priceZero);
  return { row, units: unitRows(db, [productId]) };
}

const stockOf = (db: Database.Database, productId: number) =>
  (
    db.prepare('SELECT COALESCE(SUM(quantity), 0) AS n FROM stock WHERE product_id = ?').get(productId) as {
      n: number;
    }
  ).n;

/**
 * The host's one enforcement point (issue 19.2): every line written to the cart (add, PATCH, batch,
 * offer edit, reorder) and every line of an order at save time passes the domain's cart line rule
 * (src/domain/cartLine: 1 to 100, within the stock unless cart stock control allows overselling).
 * `asked` is the pieces named in the spec's stock message: what was asked for and is not there.
 */
export function enforceLine(
  db: Database.Database,
  settings: Settings,
  line: CartLine,
  multiplier: number,
  asked: number,
  extra?: Record<string, unknown>,
): void {
  const verdict = judgeCartLine(
    line.quantity,
    cartStockContext({ stock: stockOf(db, line.product_id), inCart: 0, multiplier }, settings),
  );
  if (verdict.ok) return;
  throw badRequest(verdict.reason === 'range' ? MSG.quantityRange : MSG.stockShort(asked), extra);
}

/**
 * Every line of the customer's cart, checked again when an order is saved: the stock may have
 * changed since the add. The refusal names the product (as the offer edit's does).
 */
export function enforceCartLines(db: Database.Database, settings: Settings, userId: number): void {
  const lines = cartLines(db, userId);
  const units = new Map(
    unitRows(
      db,
      lines.map((l) => l.product_id),
    ).map((u) => [u.id, u]),
  );
  for (const line of lines) {
    const multiplier = units.get(line.unit_id)?.multiplier ?? 1;
    enforceLine(db, settings, line, multiplier, line.quantity * multiplier, {
      product: { id: line.product_id },
    });
  }
}

function unitFor(units: UnitRow[], ref: string | number | undefined): UnitRow {
  if (ref === undefined || ref === '') return units.find((u) => u.is_default === 1) ?? units[0]!;
  const found = units.find((u) => String(u.id) === String(ref) || u.name === ref);
  if (!found) throw badRequest(MSG.unitNotFound);
  return found;
}

/**
 * How much of `wanted` (in the unit) a line may still take beside what the cart holds of the product:
 * the cart line rule's cap (domain/cartLine). An unsellable product, or no stock at all, is refused
 * with the shop's message. For callers that cap instead of refusing (the offer edit).
 */
export function roomFor(
  db: Database.Database,
  settings: Settings,
  userId: number,
  productId: number,
  unitRef: string | number,
  wanted: number,
): number {
  const { units } = productForCart(db, productId);
  const unit = unitFor(units, unitRef);
  const existing = lineOf(db, userId, productId);
  const inCart = existing ? existing.quantity * unitFor(units, existing.unit_id).multiplier : 0;
  const { quantity } = capCartLine(
    wanted,
    cartStockContext({ stock: stockOf(db, productId), inCart, multiplier: unit.multiplier }, settings),
  );
  if (quantity < 1) throw badRequest(MSG.stockShort(wanted * unit.multiplier));
  return quantity;
}

/** Writes a line after the one check (enforceLine); nothing writes cart_items around it. */
function writeLine(
  db: Database.Database,
  settings: Settings,
  userId: number,
  line: CartLine,
  multiplier: number,
  asked: number,
): void {
  enforceLine(db, settings, line, multiplier, asked);
  db.prepare(
    `INSERT INTO cart_items (user_id, product_id, unit_id, quantity, added_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id, product_id) DO UPDATE SET unit_id = excluded.unit_id, quantity = excluded.quantity`,
  ).run(userId, line.product_id, line.unit_id, line.quantity, nextAddedAt());
}

let lastAddedAt = 0;

/**
 * When a line joined the cart: the cart lists lines in that order. Lines added in one call (an
 * offer put back, a batch) share a millisecond, so each stamp is at least 1 ms after the last one:
 * the cart keeps the order they were added in, not their product ids'.
 */
function nextAddedAt(): string {
  lastAddedAt = Math.max(Date.now(), lastAddedAt + 1);
  return new Date(lastAddedAt).toISOString();
}

/**
 * Adds quantity of a unit. A line in another unit keeps counting the same pieces: the total goes into
 * the line's unit when it divides evenly, else into the base unit (src/domain/cartUnits).
 */
export function addToCart(
  db: Database.Database,
  settings: Settings,
  userId: number,
  productId: number,
  quantity: number,
  unitRef: string | undefined,
): CartItem {
  return db.transaction(() => {
    const { units } = productForCart(db, productId);
    const unit = unitFor(units, unitRef);
    const existing = lineOf(db, userId, productId);
    const merged = existing
      ? mergeCartQuantity(
          { unit: unitFor(units, existing.unit_id), quantity: existing.quantity },
          { unit, quantity },
          units,
        )
      : { unit, quantity };
    if (!merged) throw badRequest(MSG.unitsNotConvertible);
    const line = { product_id: productId, unit_id: merged.unit.id, quantity: merged.quantity };
    writeLine(db, settings, userId, line, merged.unit.multiplier, quantity * unit.multiplier);
    return cartItems(db, [line])[0]!;
  })();
}

export type CartPatch = { quantity: number } | { addQuantity: number } | { unit: number };

export function patchCart(
  db: Database.Database,
  settings: Settings,
  userId: number,
  productId: number,
  patch: CartPatch,
): CartItem {
  return db.transaction(() => {
    const existing = lineOf(db, userId, productId);
    if (!existing) throw notFound(MSG.cartItemNotFound);
    const { units } = productForCart(db, productId);
    const unit = 'unit' in patch ? unitFor(units, patch.unit) : unitFor(units, existing.unit_id);
    let quantity = existing.quantity;
    if ('quantity' in patch) quantity = patch.quantity;
    if ('addQuantity' in patch) quantity += patch.addQuantity;
    const line = { product_id: productId, unit_id: unit.id, quantity };
    writeLine(db, settings, userId, line, unit.multiplier, quantity * unit.multiplier);
    return cartItems(db, [line])[0]!;
  })();
}

export function removeFromCart(db: Database.Database, userId: number, productId: number): void {
  const info = db
    .prepare('DELETE FROM cart_items WHERE user_id = ? AND product_id = ?')
    .run(userId, productId);
  if (info.changes === 0) throw notFound(MSG.cartItemNotFound);
}

export function clearCart(db: Database.Database, userId: number): void {
  db.prepare('DELETE FROM cart_items WHERE user_id = ?').run(userId);
}
