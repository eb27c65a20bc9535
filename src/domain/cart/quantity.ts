import { domainMessage, type DomainMessage } from '../shared/messageKeys';
import { unitMultiplier } from './cartUnits';

/** Quantity range of the spec. */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 100;

/** Why a quantity is not a line's quantity: below 1, not whole, or above 100. */
export type QuantityRangeFault = 'belowMin' | 'notWhole' | 'aboveMax';

/**
 * The 1–100 rule of every cart line and order line: null for a whole number from 1 to 100, else
 * what is wrong with it, in the order a customer reads it (below 1 before not whole before above 100).
 */
export function quantityRangeFault(quantity: number): QuantityRangeFault | null {
  if (quantity < QUANTITY_MIN) return 'belowMin';
  if (!Number.isInteger(quantity)) return 'notWhole';
  return quantity > QUANTITY_MAX ? 'aboveMax' : null;
}

export type QuantityRangeHint = DomainMessage<'quantity.hintMin' | 'quantity.hintWhole' | 'quantity.hintMax'>;

/** The hint under a quantity field for a range fault; `unit` is the unit's name as shown. */
export function quantityRangeHint(fault: QuantityRangeFault, unit: string): QuantityRangeHint {
  if (fault === 'belowMin') return domainMessage('quantity.hintMin', { unit });
  if (fault === 'notWhole') return domainMessage('quantity.hintWhole');
  return domainMessage('quantity.hintMax', { max: QUANTITY_MAX, unit });
}

/** Detail page increase: adds 1; it stops at 100 so the amount stays in the 1–100 range. */
export function increaseQuantity(current: number): number {
  return Math.min(QUANTITY_MAX, current + 1);
}

/** Decrease subtracts 1, never below 1. */
export function decreaseQuantity(current: number): number {
  return Math.max(QUANTITY_MIN, current - 1);
}

/** What the stock rules of the list quantity control and of adding to cart need to know. */
export interface StockContext {
  /** The product's stock in base units. */
  stock: number;
  /** The display mode's offset (stockOffset(settings.stockInfoStatus)). */
  adjustment: number;
  /** Quantity of the same product already in the cart, as the cart reports it. */
  inCart: number;
  /** Multiplier of the unit the quantity is in (the default unit when adding). */
  multiplier: number;
  /** settings.cartStockControl on: the stock is not checked, overselling is allowed. */
  cartStockControl: boolean;
}

function num(value: number, fallback: number): number {
  return Number.isFinite(value) ? value : fallback;
}

/**
 * Stock plus the display mode's adjustment, in base units: what the store offers before the cart
 * is counted (the add button's sold-out state reads this; an unreadable stock counts as 0).
 */
export function offeredStock(ctx: Pick<StockContext, 'stock' | 'adjustment'>): number {
  return num(ctx.stock, 0) + num(ctx.adjustment, 0);
}

/** Stock plus adjustment minus what is already in the cart: what can still be taken, in base units. */
export function remainingStock(ctx: StockContext): number {
  return offeredStock(ctx) - num(ctx.inCart, 0);
}

/**
 * Whether `quantity` units of the chosen unit fit: quantity × multiplier must not exceed the
 * remaining stock (the spec's "(stock + adjustment − in cart) times unit multiplier suffices",
 * read the same way as the add-to-cart check, where the amount is the side multiplied).
 */
export function quantityFitsStock(quantity: number, ctx: StockContext): boolean {
  if (ctx.cartStockControl) return true;
  return quantity * unitMultiplier(ctx) <= remainingStock(ctx);
}

/** List quantity increase: +1 only if the new quantity fits the stock (or overselling is allowed). */
export function increaseListQuantity(current: number, ctx: StockContext): number {
  const next = current + 1;
  return next <= QUANTITY_MAX && quantityFitsStock(next, ctx) ? next : current;
}

export type AddStockCheck = { ok: true } | { ok: false; alert: DomainMessage<'addToCart.stockAlert'> };

/**
 * The add-to-cart stock check: amount × default unit multiplier must not exceed stock +
 * adjustment − quantity already in cart, unless cart stock control is on.
 *
 * n in 'Bu üründen {n} adet bulunmamaktadır!' ("there are not {n} pieces of this product") is
 * the quantity that was asked for and is not there, in pieces (adet): amount × multiplier, the
 * very number the check compared with the stock.
 */
export function addToCartStockCheck(amount: number, ctx: StockContext): AddStockCheck {
  if (quantityFitsStock(amount, ctx)) return { ok: true };
  const n = amount * unitMultiplier(ctx);
  return { ok: false, alert: domainMessage('addToCart.stockAlert', { n }) };
}
