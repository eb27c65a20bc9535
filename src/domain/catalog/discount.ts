import { usableRate } from '../shared/currencyCode';
import { roundHalfAwayFromZero, toCents } from '../shared/rounding';

/** A price with the exchange rate of its currency, so list and sale can be compared in one currency. */
export interface RatedPrice {
  value: number;
  /** exchangeRate of the price's currency; missing means the base currency. */
  rate?: number;
}

function inBase(price: RatedPrice): number {
  return price.value * usableRate(price.rate);
}

// Compared to the cent: 10 USD at 30.1 is 301.00000000000006 in binary, and must equal 301 TRY.
function baseCents(price: RatedPrice): number {
  return toCents(inBase(price));
}

/**
 * Discount percent = round(100 − sale / list × 100), both prices first normalised to the base
 * currency (list and sale may be in different currencies). Rounded half away from zero like money.
 * null when there is no list price to compare with.
 */
export function discountPercent(sale: RatedPrice, list: RatedPrice): number | null {
  const listBase = inBase(list);
  if (!Number.isFinite(listBase) || listBase <= 0) return null;
  return roundHalfAwayFromZero(100 - (inBase(sale) / listBase) * 100, 0);
}

/**
 * The struck-through list price shows only when list ≥ sale, or list > sale when prices include
 * tax. The spec's condition is necessary, not sufficient: a list price of 0 or less is never shown
 * struck through (there is nothing to strike).
 */
export function listPriceVisible(sale: RatedPrice, list: RatedPrice, pricesIncludeTax: boolean): boolean {
  const listCents = baseCents(list);
  const saleCents = baseCents(sale);
  if (!(listCents > 0)) return false;
  return pricesIncludeTax ? listCents > saleCents : listCents >= saleCents;
}

/** The discount percent shows only when the list price is higher than the sale price. */
export function discountPercentVisible(sale: RatedPrice, list: RatedPrice): boolean {
  const listCents = baseCents(list);
  return listCents > 0 && listCents > baseCents(sale);
}
