/** @jest-environment node */
import { normalizeCurrencyCode } from '../../../src/domain/shared/currencyCode';
import { formatAmount, formatMoney } from '../../../src/domain/shared/money';

// Intl writes a no-break space between amount and code for some currencies; compare on plain spaces.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatMoney: Turkish locale, 2 decimals, TL treated as TRY', () => {
  it.each([
    [1234.5, 'TRY', '₺1.234,50'],
    [1234.5, 'TL', '₺1.234,50'],
    [1234.5, 'tl', '₺1.234,50'],
    [0, 'TRY', '₺0,00'],
    [0.005, 'TRY', '₺0,01'],
    [1000000, 'TRY', '₺1.000.000,00'],
    [-42.1, 'TRY', '-₺42,10'],
    [19.999, 'USD', '$20,00'],
    [7.5, 'EUR', '€7,50'],
    [NaN, 'TRY', '₺0,00'],
    [12, '', '₺12,00'],
    [12, undefined, '₺12,00'],
  ])('%p %p -> %p', (value, currency, expected) => {
    expect(plain(formatMoney(value, currency))).toBe(expected);
  });

  it('falls back to the number and the code for a code that is not ISO 4217', () => {
    expect(plain(formatMoney(5, 'PUAN1'))).toBe('5,00 PUAN1');
  });

  it('normalises codes', () => {
    expect(normalizeCurrencyCode(' tl ')).toBe('TRY');
    expect(normalizeCurrencyCode('usd')).toBe('USD');
    expect(normalizeCurrencyCode(null)).toBe('TRY');
  });

  it('formats a plain amount', () => {
    expect(formatAmount(1234.567)).toBe('1.234,57');
  });
});
