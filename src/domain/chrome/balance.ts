const balanceFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const JS_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * The top bar's balance rule: 2 decimals with comma thousands separators (1,234.50);
 * a balance that is not a number is shown exactly as the server sent it; empty is blank.
 */
export function formatBalance(balance: number | string | null | undefined): string {
  if (balance === null || balance === undefined) return '';
  if (typeof balance === 'number')
    return Number.isFinite(balance) ? balanceFormat.format(balance) : String(balance);
  const trimmed = balance.trim();
  if (trimmed === '') return '';
  return JS_NUMBER.test(trimmed) ? balanceFormat.format(Number(trimmed)) : balance;
}
