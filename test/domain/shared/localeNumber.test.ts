/** @jest-environment node */
import fc from 'fast-check';
import { formatBalance } from '../../../src/domain/chrome/balance';
import { parseLocaleNumber } from '../../../src/domain/shared/localeNumber';
import { formatAmount, formatMoney } from '../../../src/domain/shared/money';

describe('parseLocaleNumber', () => {
  it.each([
    // the examples
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['1234,56', 1234.56],
    ['1234.56', 1234.56],
    ['12,5 TL', 12.5],
    [' 1.234 ', 1234], // lone separator + exactly 3 digits: thousands
    ['1,234', 1234],
    // more of the same family
    ['1.234.567,89', 1234567.89],
    ['1,234,567.89', 1234567.89],
    ['1.234.567', 1234567],
    ['1,234,567', 1234567],
    ['₺1.234,56', 1234.56],
    ['1.234,56 TRY', 1234.56],
    ['USD 1,234.56', 1234.56],
    ['-1.234,56', -1234.56],
    ['−12,5', -12.5], // Unicode minus
    ['1 234,56', 1234.56],
    ['1\u00a0234,56', 1234.56],
    ['0,500', 0.5], // a group cannot follow a lone 0: decimal
    ['0.5', 0.5],
    ['1,2345', 1.2345], // four digits: decimal
    ['12,34', 12.34], // two digits: decimal
    ['1.25', 1.25],
    ['123,45', 123.45],
    ['1234,567', 1234.567], // four digits before: not a group
    ['12', 12],
    ['5,', 5],
    [',5', 0.5],
    ['1.234,', 1234],
    [1234.5, 1234.5],
  ])('%p → %p', (input, expected) => {
    expect(parseLocaleNumber(input)).toBe(expected);
  });

  it.each([
    ['abc'],
    [''],
    ['  '],
    ['TL'],
    ['1.2.3'],
    ['12,34,56'],
    ['1,234.5,6'],
    ['1a2'],
    ['1e3'],
    [null],
    [undefined],
    [Number.NaN],
  ])('%p is not a number', (input) => {
    expect(parseLocaleNumber(input)).toBeNaN();
  });

  const cents = fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }).map((n) => n / 100);

  it('reads back every 2-decimal amount as the app and servers write it', () => {
    fc.assert(
      fc.property(cents, (value) => {
        expect(parseLocaleNumber(formatAmount(value))).toBe(value); // '1.234,50'
        expect(parseLocaleNumber(formatMoney(value, 'TRY'))).toBe(value); // '₺1.234,50'
        expect(parseLocaleNumber(formatBalance(value))).toBe(value); // '1,234.50'
        expect(parseLocaleNumber(value.toFixed(2))).toBe(value); // '1234.50'
        expect(parseLocaleNumber(value.toFixed(2).replace('.', ','))).toBe(value); // '1234,50'
        expect(parseLocaleNumber(`${formatAmount(value)} TL`)).toBe(value);
      }),
    );
  });

  it('reads whole numbers with grouping in both forms', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 999_999_999 }), (n) => {
        expect(parseLocaleNumber(n.toLocaleString('tr-TR'))).toBe(n);
        expect(parseLocaleNumber(n.toLocaleString('en-US'))).toBe(n);
      }),
    );
  });
});
