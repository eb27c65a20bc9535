/**
 * Currency codes the way the spec treats them: 'TL' is the Turkish lira, ISO 'TRY'. A module of its
 * own: the currency store in the entry chunk needs only this, not the formatters of money.ts.
 */
export function normalizeCurrencyCode(code: string | null | undefined): string {
  const upper = (code ?? '').trim().toUpperCase();
  if (upper === '' || upper === 'TL') return 'TRY';
  return upper;
}
