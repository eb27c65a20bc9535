import { domainMessage, type DomainMessage } from '../shared/messageKeys';
import { cartTotals, lineAmount, type CartTotals } from '../catalog/pricing';

/**
 * An offer item's margin (its `profit`): the percent the dealer adds to its own price for its end
 * customer, applied as (100 + profit) / 100 by the price formula of the spec. The spec's
 * "discount" inputs of the offer detail hold it. From 0 to 100, with at most 2 decimals.
 */
export const MARGIN_MIN = 0;
export const MARGIN_MAX = 100;
export const MARGIN_DECIMALS = 2;

/** A whole number of hundredths within the range (what the host accepts too). */
export function isMarginPercent(value: unknown): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  if (value < MARGIN_MIN || value > MARGIN_MAX) return false;
  const hundredths = value * 10 ** MARGIN_DECIMALS;
  return Math.abs(hundredths - Math.round(hundredths)) < 1e-6;
}

export type MarginInput = { ok: true; value: number } | { ok: false; message: DomainMessage };

/**
 * A typed margin, judged when committed: empty means 0; '12,5', '12.5' and '%12,5' are 12.5;
 * anything else (letters, a sign, 3 decimals, thousands separators, over 100) is refused.
 */
export function parseMarginPercent(text: string): MarginInput {
  const trimmed = text.trim().replace(/^%\s*|\s*%$/g, '');
  if (trimmed === '') return { ok: true, value: 0 };
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(trimmed);
  const value = match ? Number(`${match[1]}.${match[2] ?? '0'}`) : Number.NaN;
  if (!isMarginPercent(value)) return { ok: false, message: domainMessage('offers.marginInvalid') };
  return { ok: true, value };
}

/** How an accepted margin is shown in its input: '15', '12,5', '0,25'. */
export function formatMarginPercent(value: number): string {
  return String(Math.round(value * 100) / 100).replace('.', ',');
}

export interface QuoteItem {
  /** The dealer's unit price without tax (what it pays). */
  price: number;
  quantity: number;
  taxRate: number;
  /** Margin percent. */
  profit: number;
}

/** The end customer's unit price without tax: price × (100 + profit) / 100 (not rounded). */
export function markedUpPrice(price: number, profit: number): number {
  return (price * (100 + profit)) / 100;
}

/** The end customer's line total without tax, rounded to the cent for display. */
export function quoteLineTotal(item: QuoteItem): number {
  return lineAmount(markedUpPrice(item.price, item.profit), item.quantity);
}

export interface QuoteTotals extends CartTotals {
  /** What the dealer pays for the lines, without tax. */
  cost: number;
  /** subtotal − cost: the dealer's gain on the quote. */
  margin: number;
}

/**
 * The quote's totals for the end customer: subtotal, tax and total of the spec (sums rounded to
 * 2 decimals, total = subtotal + tax) on the marked-up prices, plus the dealer's cost and margin.
 */
export function quoteTotals(items: readonly QuoteItem[]): QuoteTotals {
  const customer = cartTotals(
    items.map((i) => ({
      unitPrice: markedUpPrice(i.price, i.profit),
      quantity: i.quantity,
      taxRate: i.taxRate,
    })),
  );
  const cost = cartTotals(
    items.map((i) => ({ unitPrice: i.price, quantity: i.quantity, taxRate: 0 })),
  ).subtotal;
  return { ...customer, cost, margin: Math.round((customer.subtotal - cost) * 100) / 100 };
}

/**
 * The offer's 'Toplam' wherever it shows: the list row (and its sort), the detail, the printed quote
 * and the quote mail. It is the end customer's grand total with tax, as the order list's total is.
 */
export function offerTotal(items: readonly QuoteItem[]): number {
  return quoteTotals(items).total;
}
