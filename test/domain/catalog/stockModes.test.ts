/** @jest-environment node */
import fc from 'fast-check';
import {
  effectiveStock,
  isOutOfStock,
  isStockMode,
  normalizeStockMode,
  stockInfoVisible,
  stockInUnit,
  stockModeKind,
  stockOffset,
  stockThreshold,
} from '../../../src/domain/catalog/stockModes';

// The spec’s business constants, mode by mode: kind, offset, threshold.
const MODES: Array<[number, string, number, number | null]> = [
  [0, 'exact', 0, null],
  [1, 'hidden', 0, null],
  [2, 'availability', 0, null],
  [3, 'offset', 5, null],
  [4, 'offset', 10, null],
  [5, 'offset', 50, null],
  [6, 'offset', 100, null],
  [7, 'offset', 1000, null],
  [8, 'offset', 20, null],
  [9, 'offset', -5, null],
  [10, 'offset', -10, null],
  [11, 'offset', -50, null],
  [12, 'offset', -100, null],
  [13, 'offset', -1000, null],
  [14, 'offset', -20, null],
  [15, 'threshold', 0, 5],
  [16, 'threshold', 0, 10],
  [17, 'threshold', 0, 50],
  [18, 'threshold', 0, 100],
  [19, 'threshold', 0, 1000],
  [20, 'threshold', 0, 20],
];

describe('stock display modes 0–20', () => {
  it.each(MODES)('mode %p is %p with offset %p and threshold %p', (mode, kind, offset, threshold) => {
    expect(stockModeKind(mode)).toBe(kind);
    expect(stockOffset(mode)).toBe(offset);
    expect(stockThreshold(mode)).toBe(threshold);
    expect(effectiveStock(100, mode)).toBe(100 + offset);
  });

  it.each([
    ['5', 5],
    [21, 0],
    [-1, 0],
    [2.5, 0],
    [undefined, 0],
    ['', 0],
    ['abc', 0],
  ])('an unusable mode %p behaves like %p', (mode, expected) => {
    expect(normalizeStockMode(mode)).toBe(expected);
  });
});

describe('isOutOfStock: effective stock 0 or below', () => {
  it.each([
    [0, 0, true],
    [-3, 0, true],
    [1, 0, false],
    [0, 3, false], // 0 + 5
    [5, 9, true], // 5 − 5 = 0
    [6, 9, false],
    [1000, 13, true], // 1000 − 1000
    [0, 15, true], // thresholds add nothing
    [Number.NaN, 0, true],
  ])('stock %p in mode %p → %p', (stock, mode, expected) => {
    expect(isOutOfStock(stock, mode)).toBe(expected);
  });

  it('agrees with effectiveStock in every mode', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2000, max: 2000 }), fc.integer({ min: 0, max: 20 }), (stock, mode) => {
        expect(isOutOfStock(stock, mode)).toBe(effectiveStock(stock, mode) <= 0);
        if (mode < 3 || mode > 14) expect(effectiveStock(stock, mode)).toBe(stock);
      }),
    );
  });
});

describe('stockInUnit = floor(stock / multiplier)', () => {
  it.each([
    [100, 12, 8],
    [96, 12, 8],
    [95, 12, 7],
    [0.3, 0.1, 3], // 2.9999999999999996 in binary
    [11.5, 1, 11],
    [-5, 2, -3],
    [5, 0, 5], // unusable multiplier: base unit
    [7, Number.NaN, 7],
    [1, 12, 0],
  ])('%p in units of %p is %p', (stock, multiplier, expected) => {
    expect(stockInUnit(stock, multiplier)).toBe(expected);
  });

  it('n whole units fit, n + 1 do not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000, max: 100_000 }),
        fc.integer({ min: 1, max: 1000 }),
        (stock, m) => {
          const n = stockInUnit(stock, m);
          expect(n * m).toBeLessThanOrEqual(stock);
          expect((n + 1) * m).toBeGreaterThan(stock);
        },
      ),
    );
  });

  it('holds for decimal multipliers too (tenths)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 100 }),
        (tenths, mTenths) => {
          const n = stockInUnit(tenths / 10, mTenths / 10);
          expect(n).toBe(Math.floor(tenths / mTenths));
        },
      ),
    );
  });
});

describe('stockInfoVisible: logged in or showStokInfo on', () => {
  it.each([
    [true, '0', true],
    [false, '1', true],
    [false, '0', false],
    [false, true, true],
  ])('logged in %p, showStokInfo %p → %p', (loggedIn, flag, expected) => {
    expect(stockInfoVisible(loggedIn, flag)).toBe(expected);
  });
});

describe('isStockMode: the range the config block is checked by and the settings fall back from', () => {
  it.each([0, 1, 7, 20])('%p is a stock mode', (n) => {
    expect(isStockMode(n)).toBe(true);
    expect(normalizeStockMode(n)).toBe(n);
  });

  it.each([-1, 21, 2.5, Number.NaN, '3', null, undefined, '$&'])('%p is not (and reads as mode 0)', (n) => {
    expect(isStockMode(n)).toBe(false);
    if (typeof n !== 'string') expect(normalizeStockMode(n)).toBe(0);
  });
});
