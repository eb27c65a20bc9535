import { domainMessage, type DomainMessage } from '../shared/messageKeys';
import { unitMultiplier } from './cartUnits';
import {
  QUANTITY_MAX,
  QUANTITY_MIN,
  quantityRangeFault,
  quantityRangeHint,
  remainingStock,
  type StockContext,
} from './quantity';

/** Why a typed quantity was refused: the limit the customer reads under the field. */
export type QuantityHint = DomainMessage<
  | 'quantity.hintMax'
  | 'quantity.hintStock'
  | 'quantity.hintNoStock'
  | 'quantity.hintMin'
  | 'quantity.hintWhole'
>;

export interface TypedQuantityVerdict {
  /** The quantity after the commit: the typed one, 1, or the last accepted one. */
  quantity: number;
  /** Set when the typed value was refused and the quantity stayed as it was. */
  hint: QuantityHint | null;
}

// Plain decimal notation only ('12', '3,5', '1e3'); '0x10', '12abc' or '' are not numbers here.
const NUMBER_TEXT = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)(e[+-]?\d+)?$/i;

/** The typed text as a number, judged as a whole: NaN unless all of it is a number. */
export function parseTypedQuantity(text: string): number {
  const trimmed = text.trim();
  return NUMBER_TEXT.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

/**
 * The most of this unit the stock rule lets the customer take: the remaining stock
 * divided by the unit's multiplier, rounded down; Infinity when cart stock control allows overselling.
 */
export function stockQuantityLimit(ctx: StockContext): number {
  if (ctx.cartStockControl) return Number.POSITIVE_INFINITY;
  return Math.max(0, Math.floor(remainingStock(ctx) / unitMultiplier(ctx)));
}

/**
 * Judges a typed quantity when the customer commits it (blur, Enter, pressing add), never key by
 * key: non-numeric or 0 becomes 1; a whole number above 0 and within the
 * limit is taken; anything else (above 100, above what the stock allows when `stock` is given,
 * negative, a fraction) leaves the quantity at its last accepted value, with a hint of the limit.
 */
export function judgeTypedQuantity(
  current: number,
  text: string,
  options: { unit: string; stock?: StockContext },
): TypedQuantityVerdict {
  const value = parseTypedQuantity(text);
  if (Number.isNaN(value) || value === 0) return { quantity: QUANTITY_MIN, hint: null };
  const keep = (hint: QuantityHint): TypedQuantityVerdict => ({ quantity: current, hint });
  const fault = quantityRangeFault(value);
  if (fault === 'belowMin' || fault === 'notWhole') return keep(quantityRangeHint(fault, options.unit));
  // Where the stock allows less than 100, its limit is the one to read, even for a value above 100.
  const stockLimit = options.stock ? stockQuantityLimit(options.stock) : Number.POSITIVE_INFINITY;
  if (stockLimit < QUANTITY_MAX && value > stockLimit) {
    if (stockLimit < QUANTITY_MIN) return keep(domainMessage('quantity.hintNoStock'));
    return keep(domainMessage('quantity.hintStock', { max: stockLimit, unit: options.unit }));
  }
  if (fault === 'aboveMax') return keep(quantityRangeHint(fault, options.unit));
  return { quantity: value, hint: null };
}
