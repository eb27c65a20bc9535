/**
 * Currency codes and rates the way the spec treats them: 'TL' is the Turkish lira, ISO 'TRY'. A module
 * of its own: the currency store in the entry chunk needs only this, not the formatters of money.ts.
 */
export function normalizeCurrencyCode(code: string | null | undefined): string {
  const upper = (code ?? '').trim().toUpperCase();
  if (upper === '' || upper === 'TL') return 'TRY';
  return upper;
}

/**
 * An exchange rate a price may be multiplied by: a missing, zero, negative or broken rate would make
 * every price 0 or Infinity, so it counts as the base currency's (1).
 */
export function usableRate(rate: number | null | undefined): number {
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? rate : 1;
}
