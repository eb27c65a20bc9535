/** @jest-environment node */
import fc from 'fast-check';
import {
  cartTotals,
  lineAmount,
  lineTotal,
  priceAmount,
  priceAmountInTry,
  unitPriceAsShown,
  type CartLine,
} from '../../../src/domain/catalog/pricing';
import { scalePlanPriceToUnit } from '../../../src/domain/checkout/planPrice';
import { quoteLineTotal, quoteTotals } from '../../../src/domain/history/offerMargin';
import { roundMoney } from '../../../src/domain/shared/rounding';

describe('priceAmount', () => {
  it.each([
    // price, rate, default rate, profit, tax, with tax → amount
    ['a TRY price shown in TRY', 100, 1, 1, 0, 20, false, 100],
    ['a USD price (rate 30) shown in TRY', 100, 30, 1, 0, 20, false, 3000],
    ['a USD price shown in EUR (rate 32.5)', 100, 30, 32.5, 0, 0, false, 92.31],
    ['with 10 % profit', 100, 1, 1, 10, 0, false, 110],
    ['with profit and 20 % tax shown', 100, 1, 1, 10, 20, true, 132],
    ['tax rate ignored when tax is not shown', 100, 1, 1, 0, 18, false, 100],
    ['a EUR price (35) shown in USD (30) with 8 % tax', 10, 35, 30, 0, 8, true, 12.6],
  ])('%s', (_name, price, currencyRate, defaultCurrencyRate, profit, taxRate, withTax, expected) => {
    expect(
      roundMoney(priceAmount({ price, currencyRate, defaultCurrencyRate, profit, taxRate, withTax })),
    ).toBe(expected);
  });

  it('a zero or broken rate counts as 1 instead of giving 0 or Infinity', () => {
    expect(priceAmount({ price: 50, currencyRate: 0, defaultCurrencyRate: Number.NaN })).toBe(50);
  });

  it('the TRY amount is not converted into the shown currency', () => {
    expect(priceAmountInTry({ price: 10, currencyRate: 35, profit: 10 })).toBeCloseTo(385, 10);
  });
});

describe('lineAmount and the tax of one line', () => {
  it.each([
    [19.99, 3, 59.97],
    [0.333, 3, 0.99], // the unit as shown, 0.33, × 3 (not 0.999 rounded to 1.00)
    [1.005, 1, 1.01],
    [2.675, 1, 2.68],
    [-1.005, 1, -1.01],
    [Number.NaN, 3, 0],
  ])('lineAmount(%p, %p) is %p', (price, quantity, expected) => {
    expect(lineAmount(price, quantity)).toBe(expected);
  });

  it.each([
    // price, qty, tax rate → price × qty × (100 + rate) / 100 − price × qty, to the cent
    [10, 3, 18, 5.4],
    [0.05, 1, 10, 0.01], // 0.005 goes away from zero
    [19.99, 3, 20, 11.99], // 71.964 − 59.97 = 11.994
    [100, 1, 0, 0],
  ])('the tax of %p × %p at %p %% is %p', (unitPrice, quantity, taxRate, expected) => {
    expect(cartTotals([{ unitPrice, quantity, taxRate }]).tax).toBe(expected);
  });
});

describe('cartTotals', () => {
  it('sums the lines, then rounds subtotal and tax; total = subtotal + tax', () => {
    const lines: CartLine[] = [
      { unitPrice: 19.99, quantity: 3, taxRate: 20 }, // 59.97, tax 11.994
      { unitPrice: 5.5, quantity: 2, taxRate: 10 }, // 11.00, tax 1.10
      { unitPrice: 0.1, quantity: 7, taxRate: 18 }, // 0.70, tax 0.126
    ];
    // subtotal 71.67; tax 13.22 (13.22 exactly: 11.994 + 1.1 + 0.126); total 84.89
    expect(cartTotals(lines)).toEqual({ subtotal: 71.67, tax: 13.22, total: 84.89 });
  });

  it('rounds the sum, not every line', () => {
    // three lines of 0.005 tax: 0.015 → 0.02 (per-line rounding would give 0.03)
    const lines = Array.from({ length: 3 }, () => ({ unitPrice: 0.05, quantity: 1, taxRate: 10 }));
    expect(cartTotals(lines)).toEqual({ subtotal: 0.15, tax: 0.02, total: 0.17 });
  });

  it('a negative line (a credit) rounds away from zero too', () => {
    // −0.05 at 10 %: tax −0.005 → −0.01
    expect(cartTotals([{ unitPrice: -0.05, quantity: 1, taxRate: 10 }])).toEqual({
      subtotal: -0.05,
      tax: -0.01,
      total: -0.06,
    });
  });

  it('an empty cart is all zeros', () => {
    expect(cartTotals([])).toEqual({ subtotal: 0, tax: 0, total: 0 });
  });

  it('200 lines of 0.10 at 18 % are exactly 20.00 + 3.60 (a naive float sum is not)', () => {
    let naive = 0;
    for (let i = 0; i < 200; i += 1) naive += 0.1;
    expect(naive).not.toBe(20);
    const lines = Array.from({ length: 200 }, () => ({ unitPrice: 0.1, quantity: 1, taxRate: 18 }));
    expect(cartTotals(lines)).toEqual({ subtotal: 20, tax: 3.6, total: 23.6 });
  });

  // Reference in exact integer arithmetic: prices with up to 4 decimals (k / 10⁴) shown to the cent
  // (half up: all positive), whole tax percents; amounts in millionths, rounded half up to the cent.
  const line = fc.record({
    tenThousandths: fc.integer({ min: 0, max: 1_000_000_000 }), // up to 100 000.0000
    quantity: fc.integer({ min: 1, max: 1000 }),
    taxRate: fc.constantFrom(0, 1, 8, 10, 18, 20),
  });
  const toCentsExact = (micros: bigint): number => Number((micros + 5000n) / 10000n);

  it('has no floating-point drift on sums of 200 lines', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 200, maxLength: 200 }), (raw) => {
        let base = 0n;
        let tax = 0n;
        for (const l of raw) {
          const shownCents = (BigInt(l.tenThousandths) + 50n) / 100n;
          const b = shownCents * BigInt(l.quantity) * 10_000n; // millionths
          base += b;
          tax += (b * BigInt(l.taxRate)) / 100n; // exact: b is a multiple of 10⁴
        }
        const subtotal = toCentsExact(base);
        const taxCents = toCentsExact(tax);
        const totals = cartTotals(
          raw.map((l) => ({
            unitPrice: l.tenThousandths / 10_000,
            quantity: l.quantity,
            taxRate: l.taxRate,
          })),
        );
        expect(totals).toEqual({
          subtotal: subtotal / 100,
          tax: taxCents / 100,
          total: (subtotal + taxCents) / 100,
        });
      }),
      { numRuns: 200 },
    );
  });

  it('always has 2 decimals and total = subtotal + tax to the cent', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unitPrice: fc.double({ min: 0, max: 100_000, noNaN: true }),
            quantity: fc.integer({ min: 1, max: 100 }),
            taxRate: fc.integer({ min: 0, max: 30 }),
          }),
          { maxLength: 200 },
        ),
        (lines) => {
          const { subtotal, tax, total } = cartTotals(lines);
          for (const v of [subtotal, tax, total])
            expect(Number.isInteger(Math.round(v * 100)) && Math.round(v * 100) / 100 === v).toBe(true);
          expect(Math.round(subtotal * 100) + Math.round(tax * 100)).toBe(Math.round(total * 100));
        },
      ),
    );
  });
});

describe('lineTotal: one line as the checkout totals a cart (with tax, to the cent)', () => {
  it.each([
    [100, 3, 20, 360],
    // 33.333 is shown as 33.33: 33.33 × 3 = 99.99, tax 17.9982 → 18.00: 117.99.
    [33.333, 3, 18, 117.99],
    // 10 USD at 32.5 = 325 TRY: 2 × 325 = 650, with 20 % tax 780.
    [325, 2, 20, 780],
    [1234.565, 1, 0, 1234.57],
    [0, 5, 20, 0],
  ])('unit price %p × %p at %p %% tax → %p', (unitPrice, quantity, taxRate, total) => {
    expect(lineTotal({ unitPrice, quantity, taxRate })).toBe(total);
  });
});

describe('line totals from the unit price as shown (to the kuruş)', () => {
  const tryPrice = (value: number, currencyRate: number) => priceAmountInTry({ price: value, currencyRate });
  it.each<[string, number, number, number, number]>([
    // case, unit price as computed (TRY), quantity → unit as shown, line total
    ['the card plan, 7 USD at 38,8004', tryPrice(7, 38.8004), 35, 271.6, 9506],
    ['a EUR plan price of 12,35 at 41,2317', tryPrice(12.35, 41.2317), 7, 509.21, 3564.47],
    ['a plan price scaled to a PAKET of 9', tryPrice(scalePlanPriceToUnit(2.5, 27, 3), 1), 4, 22.5, 90],
    [
      'a plan in USD at 32,5417 on a PAKET',
      tryPrice(scalePlanPriceToUnit(1.23, 12, 1.5), 32.5417),
      3,
      320.21,
      960.63,
    ],
    ['the sale price in TRY', tryPrice(19.99, 1), 3, 19.99, 59.97],
    ['half a kuruş goes away from zero', 1.005, 10, 1.01, 10.1],
  ])('%s', (_case, unitPrice, quantity, shown, total) => {
    expect(unitPriceAsShown(unitPrice)).toBe(shown);
    expect(lineAmount(unitPrice, quantity)).toBe(total);
    expect(cartTotals([{ unitPrice, quantity, taxRate: 0 }]).subtotal).toBe(total);
  });

  it("an offer's line is its marked-up unit as shown × quantity", () => {
    // 100,05 + 12,5 % = 112,55625 → 112,56 × 3 = 337,68 (not 337,67 of the unrounded unit)
    expect(quoteLineTotal({ price: 100.05, profit: 12.5, quantity: 3, taxRate: 20 })).toBe(337.68);
    expect(quoteTotals([{ price: 100.05, profit: 12.5, quantity: 3, taxRate: 20 }]).subtotal).toBe(337.68);
  });

  it("the subtotal is the sum of the lines' amounts, whatever the rates", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 0, max: 100_000_000 }).map((n) => n / 10_000),
            rate: fc.constantFrom(1, 32.5, 38.8004, 41.2317, 0.0291),
            quantity: fc.integer({ min: 1, max: 100 }),
            taxRate: fc.constantFrom(0, 1, 8, 10, 18, 20),
          }),
          { maxLength: 50 },
        ),
        (raw) => {
          const lines = raw.map((l) => ({
            unitPrice: tryPrice(l.price, l.rate),
            quantity: l.quantity,
            taxRate: l.taxRate,
          }));
          const cents = lines.reduce(
            (sum, l) => sum + Math.round(lineAmount(l.unitPrice, l.quantity) * 100),
            0,
          );
          expect(Math.round(cartTotals(lines).subtotal * 100)).toBe(cents);
        },
      ),
    );
  });
});
