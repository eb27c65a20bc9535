/**
 * The one rule every cart line and order line obeys: a whole quantity from 1 to 100
 *, and no more than the stock when the stock is controlled (* cartStockControl '1' allows overselling). The widgets preview with it (reorder, offer edit); the
 * host enforces it on every way into the cart and again when an order is saved.
 */
import { QUANTITY_MAX, QUANTITY_MIN, quantityRangeFault, type StockContext } from './quantity';
import { stockQuantityLimit } from './typedQuantity';
import { mergeCartQuantity, type CountUnit, type MergedQuantity } from './cartUnits';

export type CartLineVerdict =
  | { ok: true }
  | { ok: false; reason: 'range' }
  /** limit: the most of the line's unit the stock allows (0 when none). */
  | { ok: false; reason: 'stock'; limit: number };

/**
 * Whether a line of `quantity` (the whole line, in its unit) may be kept. `ctx.inCart` is what other
 * lines already hold of the same product, in base units (0 for the cart, which has one line a product).
 */
export function judgeCartLine(quantity: number, ctx: StockContext): CartLineVerdict {
  if (quantityRangeFault(quantity) !== null) return { ok: false, reason: 'range' };
  const limit = stockQuantityLimit(ctx);
  return quantity > limit ? { ok: false, reason: 'stock', limit } : { ok: true };
}

export interface CappedLine {
  /** What the line can hold of what was wanted: 0 when the stock allows none. */
  quantity: number;
  /** Why it holds less than wanted: the stock, or the 1–100 range; null when it holds all. */
  cappedBy: 'stock' | 'max' | null;
}

/** What of `wanted` a line can take under the rule: the whole, or capped by the stock or by 100. */
export function capCartLine(wanted: number, ctx: StockContext): CappedLine {
  const stockLimit = stockQuantityLimit(ctx);
  if (stockLimit < QUANTITY_MIN) return { quantity: 0, cappedBy: 'stock' };
  const quantity = Math.min(wanted, stockLimit, QUANTITY_MAX);
  if (quantity >= wanted) return { quantity, cappedBy: null };
  return { quantity, cappedBy: stockLimit < QUANTITY_MAX ? 'stock' : 'max' };
}

/**
 * What of `wanted` (in `added`) an add can put into the cart's line of the product, which already
 * holds `line` (null: no line yet): the cap above, the stock counting what the cart holds
 * (`ctx.inCart`), and the line the cart's unit rule merges (domain/cart/cartUnits) kept within
 * 1–100. So 40 more beside 80 held takes 20, not the refusal of a line of 120.
 */
export function capCartAdd<U extends CountUnit>(
  wanted: number,
  added: U,
  line: MergedQuantity<U> | null,
  units: readonly U[],
  ctx: StockContext,
): CappedLine {
  const capped = capCartLine(wanted, ctx);
  if (!line) return capped;
  for (let quantity = capped.quantity; quantity >= QUANTITY_MIN; quantity -= 1) {
    const merged = mergeCartQuantity(line, { unit: added, quantity }, units);
    if (!merged || merged.quantity > QUANTITY_MAX) continue;
    if (quantity === capped.quantity) return capped;
    return { quantity, cappedBy: 'max' };
  }
  return { quantity: 0, cappedBy: capped.cappedBy ?? 'max' };
}
