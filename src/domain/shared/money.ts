import { normalizeCurrencyCode } from './currencyCode';

const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(currency: string): Intl.NumberFormat | null {
  let formatter = formatters.get(currency);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat('tr-TR', {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    } catch {
      return null; // not an ISO 4217 code: the caller falls back to number + code
    }
    formatters.set(currency, formatter);
  }
  return formatter;
}

const plainTurkish = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Money in the Turkish locale with 2 decimals, e.g. formatMoney(1234.5, 'TL') === '₺1.234,50'. */
export function formatMoney(value: number, currency?: string | null): string {
  const amount = Number.isFinite(value) ? value : 0;
  const code = normalizeCurrencyCode(currency);
  const formatter = currencyFormatter(code);
  return formatter ? formatter.format(amount) : `${plainTurkish.format(amount)} ${code}`;
}

/** A plain Turkish-locale amount with 2 decimals and no currency sign: '1.234,50'. */
export function formatAmount(value: number): string {
  return plainTurkish.format(Number.isFinite(value) ? value : 0);
}
