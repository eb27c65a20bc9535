/** @jest-environment node */
import fc from 'fast-check';
import { capCartAdd, capCartLine, judgeCartLine } from '../../../src/domain/cart/cartLine';
import { mergeCartQuantity } from '../../../src/domain/cart/cartUnits';
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

describe('an add into the cart’s line of the product: the cap counts what the line holds', () => {
  const ADET = { id: 1, multiplier: 1 };
  const PAKET = { id: 2, multiplier: 6 };
  const units = [ADET, PAKET];
  const holding = (quantity: number, unit = ADET) => ({ unit, quantity });

  it.each([
    ['no line yet: the plain cap', 40, ADET, null, ctx({ stock: 1000 }), { quantity: 40, cappedBy: null }],
    [
      '80 held, 40 more: 20 fit',
      40,
      ADET,
      holding(80),
      ctx({ stock: 1000, inCart: 80 }),
      { quantity: 20, cappedBy: 'max' },
    ],
    [
      '80 held, 20 more: all',
      20,
      ADET,
      holding(80),
      ctx({ stock: 1000, inCart: 80 }),
      { quantity: 20, cappedBy: null },
    ],
    [
      '100 held: none',
      5,
      ADET,
      holding(100),
      ctx({ stock: 1000, inCart: 100 }),
      { quantity: 0, cappedBy: 'max' },
    ],
    [
      '80 held, stock for 10 more: the stock binds',
      40,
      ADET,
      holding(80),
      ctx({ stock: 90, inCart: 80 }),
      { quantity: 10, cappedBy: 'stock' },
    ],
    // 80 ADET + n PAKET stays in ADET (whole): 80 + 6n ≤ 100 → n ≤ 3.
    [
      '80 ADET held, PAKET added: 3 PAKET',
      10,
      PAKET,
      holding(80),
      ctx({ stock: 1000, inCart: 80, multiplier: 6 }),
      { quantity: 3, cappedBy: 'max' },
    ],
    // 15 PAKET + n ADET: whole PAKET when 90 + n divides by 6 (36 more: 21 PAKET), else 90 + n ADET > 100.
    [
      '15 PAKET held, 40 ADET added: 36 ADET',
      40,
      ADET,
      holding(15, PAKET),
      ctx({ stock: 1000, inCart: 90 }),
      { quantity: 36, cappedBy: 'max' },
    ],
  ] as const)('%s', (_, wanted, unit, line, stock, capped) => {
    expect(capCartAdd(wanted, unit, line, units, stock)).toEqual(capped);
  });

  it('what it takes, merged into the line, always passes the rule', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 100 }),
        fc.constantFrom(ADET, PAKET),
        fc.constantFrom(ADET, PAKET),
        fc.integer({ min: 0, max: 2000 }),
        (wanted, held, addedUnit, heldUnit, stock) => {
          const inCart = held * heldUnit.multiplier;
          const context = ctx({ stock, inCart, multiplier: addedUnit.multiplier });
          const { quantity } = capCartAdd(wanted, addedUnit, holding(held, heldUnit), units, context);
          expect(quantity).toBeLessThanOrEqual(wanted);
          if (quantity === 0) return;
          const merged = mergeCartQuantity(holding(held, heldUnit), { unit: addedUnit, quantity }, units)!;
          expect(merged).not.toBeNull();
          const line = ctx({ stock, multiplier: merged.unit.multiplier });
          expect(judgeCartLine(merged.quantity, line)).toEqual({ ok: true });
        },
      ),
    );
  });
});
