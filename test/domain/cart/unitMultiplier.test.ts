/** @jest-environment node */
import { unitMultiplier, wholeCount } from '../../../src/domain/cart/cartUnits';
import { addToCartStockCheck, quantityFitsStock, type StockContext } from '../../../src/domain/cart/quantity';
import { stockQuantityLimit } from '../../../src/domain/cart/typedQuantity';
import { cartStockContext } from '../../../src/domain/cart/units';
import { stockInUnit } from '../../../src/domain/catalog/stockModes';
import { stockDisplayText } from '../../../src/domain/catalog/stockDisplay';

/*
 * One multiplier fallback for every rule that counts in base units: a unit whose multiplier is
 * missing, 0, negative or unreadable counts as the base unit (1) in the stock checks, the stock
 * texts, the merges and the cart's own counts alike, so no rule reads such a row differently.
 */
const UNUSABLE: [string, number | null | undefined][] = [
  ['0', 0],
  ['negative', -6],
  ['NaN', Number.NaN],
  ['Infinity', Number.POSITIVE_INFINITY],
  ['-Infinity', Number.NEGATIVE_INFINITY],
  ['null', null],
  ['missing', undefined],
];

const context = (multiplier: number, change: Partial<StockContext> = {}): StockContext => ({
  stock: 10,
  adjustment: 0,
  inCart: 3,
  multiplier,
  cartStockControl: false,
  ...change,
});

describe.each(UNUSABLE)('a %s multiplier is the base unit in every rule', (_name, broken) => {
  const asGiven = broken as number;

  it('unitMultiplier gives 1', () => {
    expect(unitMultiplier({ multiplier: broken })).toBe(1);
  });

  it('the stock in the unit is the stock in base units', () => {
    expect(stockInUnit(7, broken)).toBe(stockInUnit(7, 1));
    expect(stockInUnit(7, broken)).toBe(7);
  });

  it('the typed quantity limit and the stock checks count pieces one to one', () => {
    expect(stockQuantityLimit(context(asGiven))).toBe(stockQuantityLimit(context(1)));
    expect(stockQuantityLimit(context(asGiven))).toBe(7);
    expect(quantityFitsStock(7, context(asGiven))).toBe(true);
    expect(quantityFitsStock(8, context(asGiven))).toBe(false);
    expect(addToCartStockCheck(8, context(asGiven))).toEqual(addToCartStockCheck(8, context(1)));
  });

  it('the cart controls’ stock context carries the base unit', () => {
    const settings = { stockInfoStatus: 0, cartStockControl: '0' };
    expect(cartStockContext({ stock: 10, inCart: 0, multiplier: broken }, settings).multiplier).toBe(1);
  });

  it('a count of pieces is a whole count of the unit', () => {
    expect(wholeCount(5, { multiplier: asGiven })).toBe(5);
  });

  it('the stock text shows the stock in base units', () => {
    const text = (multiplier: number | undefined) =>
      stockDisplayText({ stock: 7, mode: 0, place: 'detail', unit: 'ADET', multiplier });
    expect(text(broken ?? undefined)).toEqual(text(1));
  });
});

describe('a usable multiplier is taken as it is', () => {
  it.each([
    [1, 12, 12],
    [6, 12, 2],
    [0.5, 3, 6],
  ])('multiplier %p: %p pieces are %p of the unit', (multiplier, pieces, count) => {
    expect(unitMultiplier({ multiplier })).toBe(multiplier);
    expect(stockInUnit(pieces, multiplier)).toBe(count);
    expect(wholeCount(pieces, { multiplier })).toBe(count);
  });
});
