/**
 * Every change of a customer's cart: add, change a line, remove, empty; and the one enforcement point
 * of the cart line rule (src/domain/cart/cartLine: 1 to 100, within the stock unless cart stock control
 * allows overselling) for every line written (add, PATCH, batch, offer edit, reorder, list) and every
 * line of an order at save time. Each change runs in one transaction holding the customer's lock
 * (withCustomerLock) and reads the line it changes inside it, so concurrent requests of one customer
 * end with exact quantities.
 */
import type { CartItem } from '../../src/contract/cart';
import type { Settings } from '../../src/contract/hostConfig';
import { capCartLine, judgeCartLine } from '../../src/domain/cart/cartLine';
import { mergeCartQuantity, unitMultiplier } from '../../src/domain/cart/cartUnits';
import { cartStockContext } from '../../src/domain/cart/units';
import { hasPrice } from '../../src/domain/catalog/hasPrice';
import type { Db } from '../db/handle';
import { withCustomerLock } from '../db/transaction';
import { invalid, notFound } from '../domain/refusal';
import { MSG } from '../messages';
import {
  cartItems,
  deleteCartLines,
  deleteLine,
  lineOf,
  stockOf,
  upsertLine,
  type CartLine,
} from '../repo/cart';
import { productRows, unitRows, type ProductRow, type UnitRow } from '../repo/products';

/** A product a cart line may hold: it exists, is not a variant master, and has a price. */
async function productForCart(db: Db, productId: number): Promise<{ row: ProductRow; units: UnitRow[] }> {
  const [row] = await productRows(db, [productId]);
  if (!row) throw notFound(MSG.productNotFound);
  if (row.variant_check === 0) throw invalid(MSG.variantRequired);
  if (!hasPrice(row.sale_price)) throw invalid(MSG.priceZero);
  return { row, units: await unitRows(db, [productId]) };
}

/**
 * The cart line rule on one line, with the stock read in the caller's transaction. `asked` is the
 * pieces named in the spec’s stock message: what was asked for and is not there.
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
  throw invalid(verdict.reason === 'range' ? MSG.quantityRange : MSG.stockShort(asked), extra);
}

/**
 * Every line of a cart (as the caller read it in its transaction), checked again when an order is
 * saved: the stock may have changed since the add. The refusal names the product (as the offer edit's does).
 */
export async function enforceCartLines(db: Db, settings: Settings, lines: CartLine[]): Promise<void> {
  const units = new Map(
    (
      await unitRows(
        db,
        lines.map((l) => l.product_id),
      )
    ).map((u) => [u.id, u]),
  );
  for (const line of lines) {
    const multiplier = unitMultiplier(units.get(line.unit_id) ?? {});
    await enforceLine(db, settings, line, multiplier, line.quantity * multiplier, {
      product: { id: line.product_id },
    });
  }
}

function unitFor(units: UnitRow[], ref: string | number | undefined): UnitRow {
  if (ref === undefined || ref === '') return units.find((u) => u.is_default === 1) ?? units[0]!;
  const found = units.find((u) => String(u.id) === String(ref) || u.name === ref);
  if (!found) throw invalid(MSG.unitNotFound);
  return found;
}

/**
 * How much of `wanted` (in the unit) a line may still take beside what the cart holds of the product:
 * the cart line rule's cap. An unsellable product, or no stock at all, is refused with the shop's
 * message. For callers that cap instead of refusing (the offer edit).
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
  const inCart = existing ? existing.quantity * unitMultiplier(unitFor(units, existing.unit_id)) : 0;
  const stock = await stockOf(db, productId);
  const { quantity } = capCartLine(
    wanted,
    cartStockContext({ stock, inCart, multiplier: unitMultiplier(unit) }, settings),
  );
  if (quantity < 1) throw invalid(MSG.stockShort(wanted * unitMultiplier(unit)));
  return quantity;
}

/** Writes a line after the one check (enforceLine); nothing writes cart_items around it. */
async function writeLine(
  trx: Db,
  settings: Settings,
  userId: number,
  line: CartLine,
  multiplier: number,
  asked: number,
): Promise<CartItem> {
  await enforceLine(trx, settings, line, multiplier, asked);
  await upsertLine(trx, userId, line);
  return (await cartItems(trx, [line]))[0]!;
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
    if (!merged) throw invalid(MSG.unitsNotConvertible);
    const line = { product_id: productId, unit_id: merged.unit.id, quantity: merged.quantity };
    return writeLine(
      trx,
      settings,
      userId,
      line,
      unitMultiplier(merged.unit),
      quantity * unitMultiplier(unit),
    );
  });
}

export type CartPatch = { quantity: number } | { addQuantity: number } | { unit: number };

/** A line's new quantity, added quantity or unit, judged as an add is. */
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
    return writeLine(trx, settings, userId, line, unitMultiplier(unit), quantity * unitMultiplier(unit));
  });
}

export function removeFromCart(db: Db, userId: number, productId: number): Promise<void> {
  return withCustomerLock(db, userId, async (trx) => {
    if (!(await deleteLine(trx, userId, productId))) throw notFound(MSG.cartItemNotFound);
  });
}

export function clearCart(db: Db, userId: number): Promise<void> {
  return withCustomerLock(db, userId, (trx) => deleteCartLines(trx, userId));
}
