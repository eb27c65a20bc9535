/**
 * The customer's cart: one line per product, its quantity counted in the line's unit. Every change runs
 * in one transaction holding the customer's lock (withCustomerLock), and reads the line it changes inside
 * it, so concurrent requests of one customer end with exact quantities.
 */
import { sql } from 'kysely';
import type { Db } from '../db/handle';
import { firstRow } from '../db/query';
import { withCustomerLock } from '../db/transaction';
import type { Settings } from '../../src/contract/hostConfig';
import type { CartItem } from '../../src/contract/cart';
import { unitPrice } from '../domain/pricing';
import { mergeCartQuantity } from '../../src/domain/cart/cartUnits';
import { hasPrice } from '../../src/domain/catalog/hasPrice';
import { eachPlanPrice } from '../../src/domain/checkout/planPrice';
import { capCartLine, judgeCartLine } from '../../src/domain/cart/cartLine';
import { cartStockContext } from '../../src/domain/cart/units';
import { badRequest, notFound } from '../http/errors';
import { MSG } from '../messages';
import { listProducts, productRows, unitRows, type ProductRow, type UnitRow } from './products';

export interface CartLine {
  product_id: number;
  unit_id: number;
  quantity: number;
}

export const cartLines = (db: Db, userId: number): Promise<CartLine[]> =>
  db
    .selectFrom('cart_items')
    .select(['product_id', 'unit_id', 'quantity'])
    .where('user_id', '=', userId)
    .orderBy('added_at')
    .orderBy('product_id')
    .execute();

const lineOf = (db: Db, userId: number, productId: number): Promise<CartLine | undefined> =>
  db
    .selectFrom('cart_items')
    .select(['product_id', 'unit_id', 'quantity'])
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();

/** Builds the contract's cart items (full product, the line's unit with its plan prices). */
export async function cartItems(db: Db, lines: CartLine[]): Promise<CartItem[]> {
  const ids = lines.map((l) => l.product_id);
  const products = new Map((await listProducts(db, ids)).map((p) => [p.id, p]));
  const rows = new Map((await productRows(db, ids)).map((r) => [r.id, r]));
  const units = new Map((await unitRows(db, ids)).map((u) => [u.id, u]));
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

export const getCart = async (db: Db, userId: number) => cartItems(db, await cartLines(db, userId));

async function productForCart(db: Db, productId: number): Promise<{ row: ProductRow; units: UnitRow[] }> {
  const [row] = await productRows(db, [productId]);
  if (!row) throw notFound(MSG.productNotFound);
  if (row.variant_check === 0) throw badRequest(MSG.variantRequired);
  if (!hasPrice(row.sale_price)) throw badRequest(MSG.priceZero);
  return { row, units: await unitRows(db, [productId]) };
}

const stockOf = async (db: Db, productId: number): Promise<number> =>
  (await firstRow(
    db,
    sql<{ n: number }>`SELECT COALESCE(SUM(quantity), 0) AS n FROM stock WHERE product_id = ${productId}`,
  ))!.n;

/**
 * The host's one enforcement point: every line written to the cart (add, PATCH, batch,
 * offer edit, reorder) and every line of an order at save time passes the domain's cart line rule
 * (src/domain/cart/cartLine: 1 to 100, within the stock unless cart stock control allows overselling).
 * `asked` is the pieces named in the spec’s stock message: what was asked for and is not there.
 */
export async function enforceLine(
  db: Db,
  settings: Settings,
  line: CartLine,
  multiplier: number,
  asked: number,
  extra?: Record<string, unknown>,
): Promise<void> {
  const stock = await stockOf(db, line.product_id);
  const verdict = judgeCartLine(line.quantity, cartStockContext({ stock, inCart: 0, multiplier }, settings));
  if (verdict.ok) return;
  throw badRequest(verdict.reason === 'range' ? MSG.quantityRange : MSG.stockShort(asked), extra);
}

/**
 * Every line of the customer's cart, checked again when an order is saved: the stock may have
 * changed since the add. The refusal names the product (as the offer edit's does).
 */
export async function enforceCartLines(db: Db, settings: Settings, userId: number): Promise<void> {
  const lines = await cartLines(db, userId);
  const units = new Map(
    (
      await unitRows(
        db,
        lines.map((l) => l.product_id),
      )
    ).map((u) => [u.id, u]),
  );
  for (const line of lines) {
    const multiplier = units.get(line.unit_id)?.multiplier ?? 1;
    await enforceLine(db, settings, line, multiplier, line.quantity * multiplier, {
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
 * the cart line rule's cap (domain/cart/cartLine). An unsellable product, or no stock at all, is refused
 * with the shop's message. For callers that cap instead of refusing (the offer edit).
 */
export async function roomFor(
  db: Db,
  settings: Settings,
  userId: number,
  productId: number,
  unitRef: string | number,
  wanted: number,
): Promise<number> {
  const { units } = await productForCart(db, productId);
  const unit = unitFor(units, unitRef);
  const existing = await lineOf(db, userId, productId);
  const inCart = existing ? existing.quantity * unitFor(units, existing.unit_id).multiplier : 0;
  const stock = await stockOf(db, productId);
  const { quantity } = capCartLine(
    wanted,
    cartStockContext({ stock, inCart, multiplier: unit.multiplier }, settings),
  );
  if (quantity < 1) throw badRequest(MSG.stockShort(wanted * unit.multiplier));
  return quantity;
}

/**
 * Writes a line after the one check (enforceLine); nothing writes cart_items around it. Runs inside the
 * caller's customer lock: the line and the stock were read in the same transaction.
 */
async function writeLine(
  trx: Db,
  settings: Settings,
  userId: number,
  line: CartLine,
  multiplier: number,
  asked: number,
): Promise<void> {
  await enforceLine(trx, settings, line, multiplier, asked);
  await trx
    .insertInto('cart_items')
    .values({
      user_id: userId,
      product_id: line.product_id,
      unit_id: line.unit_id,
      quantity: line.quantity,
      added_at: nextAddedAt(),
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'product_id']).doUpdateSet({
        unit_id: (eb) => eb.ref('excluded.unit_id'),
        quantity: (eb) => eb.ref('excluded.quantity'),
      }),
    )
    .execute();
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
 * the line's unit when it divides evenly, else into the base unit (src/domain/cart/cartUnits).
 */
export function addToCart(
  db: Db,
  settings: Settings,
  userId: number,
  productId: number,
  quantity: number,
  unitRef: string | undefined,
): Promise<CartItem> {
  return withCustomerLock(db, userId, async (trx) => {
    const { units } = await productForCart(trx, productId);
    const unit = unitFor(units, unitRef);
    const existing = await lineOf(trx, userId, productId);
    const merged = existing
      ? mergeCartQuantity(
          { unit: unitFor(units, existing.unit_id), quantity: existing.quantity },
          { unit, quantity },
          units,
        )
      : { unit, quantity };
    if (!merged) throw badRequest(MSG.unitsNotConvertible);
    const line = { product_id: productId, unit_id: merged.unit.id, quantity: merged.quantity };
    await writeLine(trx, settings, userId, line, merged.unit.multiplier, quantity * unit.multiplier);
    return (await cartItems(trx, [line]))[0]!;
  });
}

export type CartPatch = { quantity: number } | { addQuantity: number } | { unit: number };

export function patchCart(
  db: Db,
  settings: Settings,
  userId: number,
  productId: number,
  patch: CartPatch,
): Promise<CartItem> {
  return withCustomerLock(db, userId, async (trx) => {
    const existing = await lineOf(trx, userId, productId);
    if (!existing) throw notFound(MSG.cartItemNotFound);
    const { units } = await productForCart(trx, productId);
    const unit = 'unit' in patch ? unitFor(units, patch.unit) : unitFor(units, existing.unit_id);
    let quantity = existing.quantity;
    if ('quantity' in patch) quantity = patch.quantity;
    if ('addQuantity' in patch) quantity += patch.addQuantity;
    const line = { product_id: productId, unit_id: unit.id, quantity };
    await writeLine(trx, settings, userId, line, unit.multiplier, quantity * unit.multiplier);
    return (await cartItems(trx, [line]))[0]!;
  });
}

export function removeFromCart(db: Db, userId: number, productId: number): Promise<void> {
  return withCustomerLock(db, userId, async (trx) => {
    const result = await trx
      .deleteFrom('cart_items')
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound(MSG.cartItemNotFound);
  });
}

export function clearCart(db: Db, userId: number): Promise<void> {
  return withCustomerLock(db, userId, async (trx) => {
    await trx.deleteFrom('cart_items').where('user_id', '=', userId).execute();
  });
}
