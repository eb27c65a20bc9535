/** @jest-environment node */
import { formatBalance } from '../../../src/domain/chrome/balance';

describe('formatBalance: 2 decimals, comma thousands; non-numeric as is; empty blank', () => {
  it.each([
    [1234.5, '1,234.50'],
    ['1234.5', '1,234.50'],
    [' 98765.432 ', '98,765.43'],
    [-2500, '-2,500.00'],
    ['0', '0.00'],
    [0, '0.00'],
    ['1000000', '1,000,000.00'],
    ['Bakiye yok', 'Bakiye yok'],
    ['1.234,56', '1.234,56'],
    ['12 TL', '12 TL'],
    ['', ''],
    ['   ', ''],
    [null, ''],
    [undefined, ''],
  ])('%p -> %p', (input, expected) => {
    expect(formatBalance(input)).toBe(expected);
  });
});
