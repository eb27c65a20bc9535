/** @jest-environment node */
import fc from 'fast-check';
import {
  formatMarginPercent,
  isMarginPercent,
  markedUpPrice,
  offerTotal,
  parseMarginPercent,
  quoteLineTotal,
  quoteTotals,
  type QuoteItem,
} from '../../../src/domain/history/offerMargin';
import { roundMoney } from '../../../src/domain/shared/rounding';
import { expectMessage } from '../expectMessage';

const INVALID = 'Kâr marjı 0 ile 100 arasında, en fazla 2 ondalıklı bir sayı olmalıdır.';

describe('typed margin percent (0 to 100, up to 2 decimals, empty is 0)', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['0', 0],
    ['15', 15],
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['0,25', 0.25],
    [' 7,05 ', 7.05],
    ['%20', 20],
    ['20%', 20],
    ['100', 100],
    ['100,00', 100],
  ])('accepts %j as %d', (text, value) => {
    expect(parseMarginPercent(text)).toEqual({ ok: true, value });
  });

  it.each(['abc', '12,345', '-5', '+5', '100,01', '101', '1.000', '1e2', '12,', ',5', 'NaN', '5 5', '0x10'])(
    'refuses %j with a clear message',
    (text) => {
      const result = parseMarginPercent(text);
      expect(result.ok).toBe(false);
      if (!result.ok) expectMessage(result.message, 'offers.marginInvalid', INVALID);
    },
  );

  it('isMarginPercent checks range and hundredths', () => {
    expect([0, 0.01, 12.34, 100].every(isMarginPercent)).toBe(true);
    expect([-0.01, 100.01, 1.234, Number.NaN, Infinity, '5'].some(isMarginPercent)).toBe(false);
  });

  it('every accepted value is shown back and parsed to itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10000 }), (hundredths) => {
        const value = hundredths / 100;
        expect(parseMarginPercent(formatMarginPercent(value))).toEqual({ ok: true, value });
      }),
    );
  });
});

describe('quote prices with margins (price × (100 + profit) / 100)', () => {
  it.each([
    [100, 0, 100],
    [100, 15, 115],
    [42.5, 20, 51],
    [10, 100, 20],
  ])('%d with %d%% is %d', (price, profit, expected) => {
    expect(markedUpPrice(price, profit)).toBeCloseTo(expected, 10);
  });

  it('totals a quote: subtotal, tax and total to 2 decimals, plus the dealer’s cost and margin', () => {
    const items: QuoteItem[] = [
      { price: 100, quantity: 40, taxRate: 20, profit: 15 },
      { price: 12.35, quantity: 3, taxRate: 10, profit: 0 },
    ];
    expect(quoteTotals(items)).toEqual({
      subtotal: 4637.05,
      tax: 923.71,
      total: 5560.76,
      cost: 4037.05,
      margin: 600,
    });
    expect(quoteLineTotal(items[0]!)).toBe(4600);
    expect(quoteTotals([])).toEqual({ subtotal: 0, tax: 0, total: 0, cost: 0, margin: 0 });
  });

  const item = fc.record({
    price: fc.integer({ min: 0, max: 10_000_000 }).map((c) => c / 100),
    quantity: fc.integer({ min: 1, max: 1000 }),
    taxRate: fc.constantFrom(0, 1, 8, 10, 18, 20),
    profit: fc.integer({ min: 0, max: 10000 }).map((h) => h / 100),
  });

  it('a 0 margin leaves the price: customer subtotal = dealer cost', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 20 }), (items) => {
        const plain = items.map((i) => ({ ...i, profit: 0 }));
        const totals = quoteTotals(plain);
        expect(totals.subtotal).toBe(totals.cost);
        expect(totals.margin).toBe(0);
        for (const i of plain) expect(markedUpPrice(i.price, 0)).toBe(i.price);
      }),
    );
  });

  it('totals equal the sum of the lines within a cent per line, and add up exactly', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 20 }), (items) => {
        const totals = quoteTotals(items);
        const lines = items.reduce((sum, i) => sum + quoteLineTotal(i), 0);
        expect(Math.abs(totals.subtotal - lines)).toBeLessThanOrEqual(0.005 * items.length + 1e-6);
        expect(totals.total).toBe(roundMoney(totals.subtotal + totals.tax));
        for (const value of [totals.subtotal, totals.tax, totals.total, totals.cost, totals.margin])
          expect(value).toBe(roundMoney(value));
      }),
    );
  });

  it('a higher margin never lowers the quote', () => {
    fc.assert(
      fc.property(item, fc.integer({ min: 0, max: 10000 }), (base, extra) => {
        const higher = { ...base, profit: Math.min(100, base.profit + extra / 100) };
        expect(quoteTotals([higher]).total).toBeGreaterThanOrEqual(quoteTotals([base]).total);
      }),
    );
  });
});

describe('the offer’s Toplam (one rule for the row, the sort, the detail, the quote, the mail)', () => {
  it.each([
    ['no items', [], 0],
    ['one item without margin', [{ price: 100, quantity: 2, taxRate: 20, profit: 0 }], 240],
    [
      'two items with margins',
      [
        { price: 100, quantity: 40, taxRate: 20, profit: 15 },
        { price: 12.35, quantity: 3, taxRate: 10, profit: 0 },
      ],
      5560.76,
    ],
    // 10,005 + 10 % = 11,0055, shown as 11,01: × 3 = 33,03.
    ['tax 0', [{ price: 10.005, quantity: 3, taxRate: 0, profit: 10 }], 33.03],
  ] as [string, QuoteItem[], number][])('%s: the grand total with tax', (_, items, total) => {
    expect(offerTotal(items)).toBe(total);
    expect(offerTotal(items)).toBe(quoteTotals(items).total);
  });
});
