import { parseLocaleNumber } from '../shared/localeNumber';
import { roundMoney } from '../shared/rounding';
import { formatPriceRange, parsePriceRange, type ListFilters } from './listFilters';

/** The price facet's key in filters=. */
export const PRICE_FILTER_KEY = 'price';

/** What the two typed bounds of the price range come to when the user commits them. */
export type PriceRangeJudgement =
  /** The filters= value to choose; null: both fields empty, no price filter. */
  | { kind: 'range'; value: string | null }
  /** A bound is not a price (letters, a negative number, more than the parameter carries). */
  | { kind: 'invalid' }
  /** The lower bound is above the upper one. */
  | { kind: 'order' };

/** A typed bound: null when empty, NaN when not a price; Turkish or English digits, rounded to kuruş. */
function typedBound(text: string): number | null {
  if (text.trim() === '') return null;
  const value = parseLocaleNumber(text);
  // filters= carries at most nine whole digits.
  if (!Number.isFinite(value) || value < 0 || value >= 1e9) return Number.NaN;
  return roundMoney(value);
}

/** The typed lower and upper price, judged on commit (Enter, leaving the range), never key by key. */
export function judgePriceRange(fromText: string, toText: string): PriceRangeJudgement {
  const from = typedBound(fromText);
  const to = typedBound(toText);
  if (Number.isNaN(from) || Number.isNaN(to)) return { kind: 'invalid' };
  if (from === null && to === null) return { kind: 'range', value: null };
  if (from !== null && to !== null && from > to) return { kind: 'order' };
  return { kind: 'range', value: formatPriceRange(from, to) };
}

/** The chosen price range of the filters (its first well-formed value), or null. */
export function chosenPriceRange(filters: ListFilters): { from: number | null; to: number | null } | null {
  for (const value of filters[PRICE_FILTER_KEY] ?? []) {
    const range = parsePriceRange(value);
    if (range) return range;
  }
  return null;
}
