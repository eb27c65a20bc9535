/** @jest-environment node */
import fc from 'fast-check';
import { capCartLine, judgeCartLine } from '../../../src/domain/cart/cartLine';
import type { StockContext } from '../../../src/domain/cart/quantity';

const ctx = (over: Partial<StockContext> = {}): StockContext => ({
  stock: 50,
  adjustment: 0,
  inCart: 0,
  multiplier: 1,
  cartStockControl: false,
  ...over,
});

describe('the cart line rule: 1 to 100, within the stock unless overselling is allowed', () => {
  it.each([
    ['1 of 50', 1, ctx(), { ok: true }],
    ['50 of 50', 50, ctx(), { ok: true }],
    ['51 of 50', 51, ctx(), { ok: false, reason: 'stock', limit: 50 }],
    ['0', 0, ctx(), { ok: false, reason: 'range' }],
    ['-3', -3, ctx(), { ok: false, reason: 'range' }],
    ['2,5', 2.5, ctx(), { ok: false, reason: 'range' }],
    ['NaN', Number.NaN, ctx(), { ok: false, reason: 'range' }],
    ['101 with stock to spare', 101, ctx({ stock: 1000 }), { ok: false, reason: 'range' }],
    ['300 METRE of a sold-out cable', 300, ctx({ stock: 0 }), { ok: false, reason: 'range' }],
    ['3 of a sold-out product', 3, ctx({ stock: 0 }), { ok: false, reason: 'stock', limit: 0 }],
    ['5 KUTU (×12) of 50', 5, ctx({ multiplier: 12 }), { ok: false, reason: 'stock', limit: 4 }],
    ['4 KUTU (×12) of 50', 4, ctx({ multiplier: 12 }), { ok: true }],
    ['40 beside 20 in another line', 40, ctx({ inCart: 20 }), { ok: false, reason: 'stock', limit: 30 }],
    ['55 with a +10 display offset', 55, ctx({ adjustment: 10 }), { ok: true }],
    ['overselling: 100 of 0', 100, ctx({ stock: 0, cartStockControl: true }), { ok: true }],
    [
      'overselling: still 1 to 100',
      101,
      ctx({ stock: 0, cartStockControl: true }),
      { ok: false, reason: 'range' },
    ],
  ] as const)('%s', (_, quantity, stock, verdict) => {
    expect(judgeCartLine(quantity, stock)).toEqual(verdict);
  });

  it.each([
    ['all of it', 40, ctx(), { quantity: 40, cappedBy: null }],
    ['capped by the stock', 80, ctx(), { quantity: 50, cappedBy: 'stock' }],
    ['capped by 100', 300, ctx({ stock: 1000 }), { quantity: 100, cappedBy: 'max' }],
    ['300 METRE of a sold-out cable: nothing', 300, ctx({ stock: 0 }), { quantity: 0, cappedBy: 'stock' }],
    ['3 KANGAL (×100) of 250 m', 3, ctx({ stock: 250, multiplier: 100 }), { quantity: 2, cappedBy: 'stock' }],
    [
      'overselling: capped by 100 only',
      300,
      ctx({ stock: 0, cartStockControl: true }),
      { quantity: 100, cappedBy: 'max' },
    ],
  ] as const)('cap: %s', (_, wanted, stock, capped) => {
    expect(capCartLine(wanted, stock)).toEqual(capped);
  });

  it('what the cap takes always passes the rule', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: -50, max: 5000 }),
        fc.constantFrom(1, 10, 12, 100),
        fc.boolean(),
        (wanted, stock, multiplier, oversell) => {
          const context = ctx({ stock, multiplier, cartStockControl: oversell });
          const { quantity } = capCartLine(wanted, context);
          if (quantity > 0) expect(judgeCartLine(quantity, context)).toEqual({ ok: true });
          else expect(judgeCartLine(1, context).ok).toBe(false);
        },
      ),
    );
  });
});
