/** @jest-environment node */
import fc from 'fast-check';
import { turkishText } from '../expectMessage';
import {
  addToCartStockCheck,
  decreaseQuantity,
  increaseListQuantity,
  increaseQuantity,
  quantityFitsStock,
  QUANTITY_MAX,
  QUANTITY_MIN,
  remainingStock,
  type StockContext,
} from '../../../src/domain/cart/quantity';
import { expectMessage } from '../expectMessage';

describe('detail quantity', () => {
  it('ranges 1 to 100', () => {
    expect([QUANTITY_MIN, QUANTITY_MAX]).toEqual([1, 100]);
  });

  it.each([
    [5, 6],
    [99, 100],
    [100, 100],
  ])('increase %p → %p', (current, expected) => {
    expect(increaseQuantity(current)).toBe(expected);
  });

  it.each([
    [5, 4],
    [2, 1],
    [1, 1],
  ])('decrease %p → %p, never below 1', (current, expected) => {
    expect(decreaseQuantity(current)).toBe(expected);
  });
});

const ctx = (change: Partial<StockContext> = {}): StockContext => ({
  stock: 10,
  adjustment: 0,
  inCart: 0,
  multiplier: 1,
  cartStockControl: false,
  ...change,
});

describe('list quantity increase', () => {
  it.each([
    ['room for one more', ctx(), 9, 10],
    ['stock used up', ctx(), 10, 10],
    ['3 already in cart', ctx({ inCart: 3 }), 7, 7],
    ['3 in cart, room left', ctx({ inCart: 3 }), 6, 7],
    ['adjustment +5 (mode 3)', ctx({ adjustment: 5 }), 14, 15],
    ['adjustment −5 (mode 9)', ctx({ adjustment: -5 }), 5, 5],
    ['boxes of 12 from 100: 9 × 12 > 100', ctx({ stock: 100, multiplier: 12 }), 8, 8],
    ['boxes of 12 from 100: 8 × 12 ≤ 100', ctx({ stock: 100, multiplier: 12 }), 7, 8],
    ['cart stock control allows overselling', ctx({ stock: 0, cartStockControl: true }), 50, 51],
    ['never above 100, even when overselling', ctx({ cartStockControl: true }), 100, 100],
  ])('%s: %p → %p', (_name, context, current, expected) => {
    expect(increaseListQuantity(current, context)).toBe(expected);
  });

  it('remaining stock = stock + adjustment − in cart', () => {
    expect(remainingStock(ctx({ stock: 20, adjustment: -5, inCart: 4 }))).toBe(11);
  });

  it('only ever adds 1, and only when the new quantity fits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.record({
          stock: fc.integer({ min: -10, max: 2000 }),
          adjustment: fc.constantFrom(0, 5, 10, 50, 100, 1000, 20, -5, -10, -50, -100, -1000, -20),
          inCart: fc.integer({ min: 0, max: 500 }),
          multiplier: fc.integer({ min: 1, max: 24 }),
          cartStockControl: fc.boolean(),
        }),
        (current, context) => {
          const next = increaseListQuantity(current, context);
          expect([current, current + 1]).toContain(next);
          if (next === current + 1 && !context.cartStockControl) {
            expect(next * context.multiplier).toBeLessThanOrEqual(
              context.stock + context.adjustment - context.inCart,
            );
          }
          if (next === current && current < 100) expect(quantityFitsStock(current + 1, context)).toBe(false);
        },
      ),
    );
  });
});

describe('addToCartStockCheck', () => {
  it('passes when amount × multiplier ≤ stock + adjustment − in cart', () => {
    expect(addToCartStockCheck(3, ctx({ stock: 5, inCart: 2 }))).toEqual({ ok: true });
  });

  it('alerts with n = the pieces asked for', () => {
    const result = addToCartStockCheck(4, ctx({ stock: 5, inCart: 2 }));
    expect(result.ok).toBe(false);
    if (!result.ok) expectMessage(result.alert, 'addToCart.stockAlert', 'Bu üründen 4 adet bulunmamaktadır!');
  });

  it('counts n in pieces: 2 boxes of 12 are 24 pieces', () => {
    const result = addToCartStockCheck(2, ctx({ stock: 20, multiplier: 12 }));
    expect(result.ok ? null : turkishText(result.alert)).toBe('Bu üründen 24 adet bulunmamaktadır!');
  });

  it('the adjustment of mode 9 (−5) takes the last 5 away', () => {
    expect(addToCartStockCheck(1, ctx({ stock: 5, adjustment: -5 })).ok).toBe(false);
  });

  it('cart stock control on: never checked', () => {
    expect(addToCartStockCheck(99, ctx({ stock: 0, cartStockControl: true }))).toEqual({ ok: true });
  });
});
