/** @jest-environment node */
import fc from 'fast-check';
import { lowestMonthlyInstallment } from '../../../src/domain/checkout/installmentLine';
import { bankInstallmentTable } from '../../../src/domain/checkout/installments';

describe('lowestMonthlyInstallment: the product page line, from the bank tables', () => {
  const plans = (...pairs: [installment: number, commisionFee: number][]) => ({
    posPlans: pairs.map(([installment, commisionFee]) => ({ installment, commisionFee })),
  });
  // A: 1–12 with a few counts; B: no 12 (its highest is 9); C: 12 at a steep commission; D: 10 at 0 %.
  const A = plans([1, 0], [3, 5], [6, 7.5], [12, 12.99]);
  const B = plans([1, 0], [2, 2.05], [9, 9.5]);
  const C = plans([1, 0], [12, 40]);
  const D = plans([1, 0], [10, 0]);

  it.each([
    // 1000 at A's 12: 1129.90 / 12 = 94.158…; B's best is 9: 1095 / 9 = 121.666…
    ['A and B: the highest count and its amount', 1000, [A, B], 0, { installments: 12, monthly: 94.16 }],
    ['B alone (no 12): up to 9', 1000, [B], 0, { installments: 9, monthly: 121.67 }],
    // Up to 12 (C) while the lowest monthly is D's 10 at 0 %: 1200 / 10 = 120 < 1680 / 12 = 140.
    ['the count and the amount from different banks', 1200, [C, D], 0, { installments: 12, monthly: 120 }],
    // 10.05 / 2 = 5.025 → 5.03; 100.01 / 2 = 50.005 → 50.01: half away from zero.
    ['rounding half away from zero', 10.05, [plans([2, 0])], 0, { installments: 2, monthly: 5.03 }],
    ['rounding after the commission', 100, [plans([2, 0.01])], 0, { installments: 2, monthly: 50.01 }],
    // 500.01 > 500: 500.01 / 2 = 250.005 → 250.01.
    [
      'an amount just above installmentLimit',
      500.01,
      [plans([2, 0])],
      500,
      { installments: 2, monthly: 250.01 },
    ],
    // 2400 at A's 6: 2580 / 6 = 430, at 12: 2711.76 / 12 = 225.98.
    ['a larger amount', 2400, [A], 0, { installments: 12, monthly: 225.98 }],
    // Counts outside the bank tables (13, 0, 2.5, NaN) are not offered: B's 9 is the best left.
    [
      'plans outside the tables are ignored',
      1000,
      [B, plans([13, 0], [0, 0], [2.5, 0], [NaN, 0])],
      0,
      { installments: 9, monthly: 121.67 },
    ],
  ])('%s', (_name, amount, banks, limit, expected) => {
    expect(lowestMonthlyInstallment(amount, banks, limit)).toEqual({ ...expected, currency: 'TRY' });
  });

  it.each([
    ['an amount of 0', 0, [A], 0],
    ['a negative amount', -100, [A], 0],
    ['NaN', NaN, [A], 0],
    ['Infinity', Infinity, [A], 0],
    ['no banks', 1000, [], 0],
    ['single payments only', 1000, [plans([1, 0]), plans([1, 0])], 0],
    ['an amount equal to installmentLimit', 500, [A], 500],
    ['an amount under installmentLimit', 499.99, [A], 500],
  ])('nothing for %s', (_name, amount, banks, limit) => {
    expect(lowestMonthlyInstallment(amount, banks, limit)).toBeNull();
  });

  it('a missing installmentLimit is 0, as in the checkout', () => {
    expect(lowestMonthlyInstallment(0.01, [plans([2, 0])])).toEqual({
      installments: 2,
      monthly: 0.01, // 0.005 → 0.01
      currency: 'TRY',
    });
  });

  it('is the highest count of the tables and their lowest cell, never below amount / count', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }).map((n) => n / 100),
        fc.array(
          fc.array(
            fc.record({
              installment: fc.integer({ min: 1, max: 12 }),
              commisionFee: fc.integer({ min: 0, max: 5000 }).map((n) => n / 100),
            }),
          ),
          { maxLength: 6 },
        ),
        (amount, tables) => {
          const banks = tables.map((posPlans) => ({ posPlans }));
          const line = lowestMonthlyInstallment(amount, banks);
          const counts = tables
            .flat()
            .map((p) => p.installment)
            .filter((n) => n > 1);
          if (counts.length === 0) return expect(line).toBeNull();
          expect(line!.installments).toBe(Math.max(...counts));
          expect(line!.monthly).toBeGreaterThanOrEqual(
            Math.round((amount / line!.installments) * 100) / 100 - 0.01,
          );
          // The cells the dialog's tables show (a bank's first plan of each count).
          const cells = banks.flatMap((b) =>
            bankInstallmentTable(amount, b.posPlans).flatMap((e) =>
              e.row && e.installment > 1 ? [e.row.monthly] : [],
            ),
          );
          expect(line!.monthly).toBe(Math.min(...cells));
        },
      ),
    );
  });
});
