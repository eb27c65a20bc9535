/** @jest-environment node */
import { judgeCartLine } from '../../../src/domain/cart/cartLine';
import {
  quantityRangeFault,
  quantityRangeHint,
  type QuantityRangeFault,
  type StockContext,
} from '../../../src/domain/cart/quantity';
import { judgeTypedQuantity } from '../../../src/domain/cart/typedQuantity';
import { padQuantity } from '../../../src/domain/quickOrder/quickOrderRows';
import { expectMessage, turkishText } from '../expectMessage';

/*
 * The 1–100 rule of a line's quantity, written once: the cart line check, the typed quantity, the
 * quick order pad's cells and its merged rows all read it, so they refuse the same numbers with the
 * same hint.
 */
const PLENTY: StockContext = { stock: 1e6, adjustment: 0, inCart: 0, multiplier: 1, cartStockControl: false };

const TABLE: [number, QuantityRangeFault | null][] = [
  [1, null],
  [2, null],
  [99, null],
  [100, null],
  [0, 'belowMin'],
  [-1, 'belowMin'],
  [-0.5, 'belowMin'],
  [Number.NEGATIVE_INFINITY, 'belowMin'],
  [0.5, 'belowMin'],
  [1.5, 'notWhole'],
  [99.99, 'notWhole'],
  [100.5, 'notWhole'],
  [Number.NaN, 'notWhole'],
  [Number.POSITIVE_INFINITY, 'notWhole'],
  [101, 'aboveMax'],
  [1000, 'aboveMax'],
];

describe('quantityRangeFault: a whole number from 1 to 100', () => {
  it.each(TABLE)('%p → %p', (quantity, fault) => {
    expect(quantityRangeFault(quantity)).toBe(fault);
  });

  it.each(TABLE)('the cart line check refuses %p exactly when the rule does', (quantity, fault) => {
    expect(judgeCartLine(quantity, PLENTY).ok).toBe(fault === null);
  });

  it.each(TABLE.filter(([q]) => Number.isFinite(q) && q !== 0))(
    'the pad and the typed quantity give %p the rule’s hint',
    (quantity, fault) => {
      const text = String(quantity);
      const pad = padQuantity(text, 'ADET');
      const typed = judgeTypedQuantity(7, text, { unit: 'ADET', stock: PLENTY });
      if (fault === null) {
        expect(pad).toEqual({ ok: true, quantity });
        expect(typed).toEqual({ quantity, hint: null });
      } else {
        const hint = quantityRangeHint(fault, 'ADET');
        expect(pad).toEqual({ ok: false, hint });
        expect(typed).toEqual({ quantity: 7, hint });
      }
    },
  );
});

describe('quantityRangeHint', () => {
  it.each([
    ['belowMin', 'quantity.hintMin', 'En az 1 ADET girebilirsiniz.'],
    ['notWhole', 'quantity.hintWhole', 'Miktar tam sayı olmalıdır.'],
    ['aboveMax', 'quantity.hintMax', 'En fazla 100 ADET girebilirsiniz.'],
  ] as const)('%s → %s', (fault, key, text) => {
    expectMessage(quantityRangeHint(fault, 'ADET'), key, text);
  });

  it.each(['$& $1 $$', 'A\u0000B', 'PAKET\r\nKOLİ', '<script>alert(1)</script>'])(
    'keeps the unit name %j as text',
    (unit) => {
      const hint = quantityRangeHint('aboveMax', unit);
      expect(hint.params).toEqual({ max: 100, unit });
      expect(turkishText(hint)).toContain(unit);
    },
  );
});
