/** @jest-environment node */
import fc from 'fast-check';
import {
  discountPercent,
  discountPercentVisible,
  listPriceVisible,
} from '../../../src/domain/catalog/discount';

describe('discountPercent = round(100 − sale / list × 100)', () => {
  it.each([
    [75, 100, 25],
    [80.5, 100, 20], // 19.5 rounds away from zero
    [200, 300, 33], // 33.33…
    [1, 3, 67], // 66.66…
    [100, 100, 0],
    [110, 100, -10], // computed, but not shown (list is not higher)
  ])('sale %p, list %p → %p', (sale, list, expected) => {
    expect(discountPercent({ value: sale }, { value: list })).toBe(expected);
  });

  it('normalises both prices by their exchange rates first', () => {
    // 3000 TRY against a list price of 100 USD at 40: 3000 / 4000 → 25 %
    expect(discountPercent({ value: 3000, rate: 1 }, { value: 100, rate: 40 })).toBe(25);
  });

  it('is null without a list price', () => {
    expect(discountPercent({ value: 10 }, { value: 0 })).toBeNull();
  });
});

describe('listPriceVisible and discountPercentVisible', () => {
  it.each([
    // sale, list, prices include tax → struck list price, percent
    [100, 100, false, true, false],
    [100, 100, true, false, false],
    [99, 100, true, true, true],
    [99, 100, false, true, true],
    [101, 100, false, false, false],
    [0, 0, false, false, false],
  ])('sale %p, list %p, with tax %p → list %p, percent %p', (sale, list, withTax, showList, showPercent) => {
    expect(listPriceVisible({ value: sale }, { value: list }, withTax)).toBe(showList);
    expect(discountPercentVisible({ value: sale }, { value: list })).toBe(showPercent);
  });

  it('compares after normalisation, to the cent', () => {
    // 10 USD at 30.1 is 301 TRY: equal, although 10 × 30.1 is not exactly 301 in binary
    const sale = { value: 301, rate: 1 };
    const list = { value: 10, rate: 30.1 };
    expect(listPriceVisible(sale, list, false)).toBe(true);
    expect(listPriceVisible(sale, list, true)).toBe(false);
    expect(discountPercentVisible(sale, list)).toBe(false);
  });

  it('a shown percent is between 0 and 100 and always comes with the struck list price', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.double({ min: 0.01, max: 1e6, noNaN: true }),
        fc.boolean(),
        (sale, list, withTax) => {
          if (!discountPercentVisible({ value: sale }, { value: list })) return;
          const percent = discountPercent({ value: sale }, { value: list });
          expect(percent).not.toBeNull();
          expect(percent).toBeGreaterThanOrEqual(0);
          expect(percent).toBeLessThanOrEqual(100);
          expect(listPriceVisible({ value: sale }, { value: list }, withTax)).toBe(true);
        },
      ),
    );
  });
});
