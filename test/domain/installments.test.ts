/** @jest-environment node */
import fc from 'fast-check';
import {
  BANK_TABLE_INSTALLMENTS,
  bankInstallmentTable,
  cardPaymentAmount,
  defaultPlan,
  installmentRow,
  installmentTableVisible,
  lowestMonthlyInstallment,
  paymentPlan,
} from '../../src/domain/installments';

describe('installmentRow: total = amount × (100 + commission) / 100, monthly = total / count', () => {
  it.each([
    [1000, 3, 5, 1050, 350],
    [1000, 6, 7.5, 1075, 179.17], // 179.1666…
    [999.99, 1, 0, 999.99, 999.99],
    [100, 12, 12.99, 112.99, 9.42], // 9.4158…
    [100, 9, 0, 100, 11.11],
    [100, 0, 0, 100, 100], // no count: a single payment
  ])(
    '%p in %p installments at %p %% → total %p, monthly %p',
    (amount, installment, commisionFee, total, monthly) => {
      expect(installmentRow(amount, { installment, commisionFee })).toEqual({
        installment: installment || 1,
        total,
        monthly,
        currency: 'TRY',
      });
    },
  );

  it('the total never falls below the amount and count × monthly is within half a cent per installment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }).map((n) => n / 100),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 5000 }).map((n) => n / 100),
        (amount, installment, commisionFee) => {
          const row = installmentRow(amount, { installment, commisionFee });
          expect(row.total).toBeGreaterThanOrEqual(amount);
          expect(row.currency).toBe('TRY');
          expect(Math.abs(row.monthly * installment - row.total)).toBeLessThanOrEqual(
            0.005 * (installment + 1) + 1e-6,
          );
        },
      ),
    );
  });
});

describe('installmentTableVisible: plans exist and amount > installmentLimit (default 0)', () => {
  const plans = [{ installment: 1, commisionFee: 0 }];
  it.each([
    [plans, 100, undefined, true],
    [plans, 0, undefined, false],
    [[], 100, undefined, false],
    [null, 100, undefined, false],
    [plans, 500, 500, false],
    [plans, 500.01, 500, true],
  ])('plans %j, amount %p, limit %p → %p', (p, amount, limit, expected) => {
    expect(installmentTableVisible(p, amount, limit)).toBe(expected);
  });
});

describe('bankInstallmentTable lists installments 1 to 12', () => {
  it('one entry per count, a row where the bank has a plan', () => {
    expect(BANK_TABLE_INSTALLMENTS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const table = bankInstallmentTable(1200, [
      { installment: 1, commisionFee: 0 },
      { installment: 3, commisionFee: 5 },
      { installment: 6, commisionFee: 10 },
    ]);
    expect(table.map((e) => e.installment)).toEqual(BANK_TABLE_INSTALLMENTS);
    expect(table.filter((e) => e.row).map((e) => e.installment)).toEqual([1, 3, 6]);
    expect(table[2]?.row).toEqual({ installment: 3, total: 1260, monthly: 420, currency: 'TRY' });
    expect(table[5]?.row).toEqual({ installment: 6, total: 1320, monthly: 220, currency: 'TRY' });
  });
});

describe('defaultPlan and paymentPlan (the preselected and the used plan)', () => {
  const plan = (id: number, installment: number, isDefault = false, commisionFee = 0) => ({
    id,
    installment,
    commisionFee,
    isDefault,
  });
  const bank = [plan(11, 1), plan(12, 2, false, 2.05), plan(13, 3, true, 3)];

  it.each([
    ['the plan marked default', bank, 13],
    ['else the single payment', [plan(2, 2), plan(1, 1)], 1],
    ['else the first', [plan(5, 6), plan(4, 3)], 5],
    ['none for no plans', [], null],
  ])('%s', (_name, plans, id) => {
    expect(defaultPlan(plans)?.id ?? null).toBe(id);
  });

  it.each([
    ['the chosen plan while the table shows', 12, 100, 0, 12],
    ['the default when the choice is not among the plans', 99, 100, 0, 13],
    ['the default when nothing was chosen', null, 100, 0, 13],
    ['the single payment when the amount does not exceed installmentLimit', 12, 100, 100, 11],
    ['the single payment for an amount of 0', 13, 0, 0, 11],
  ])('%s', (_name, chosen, amount, limit, id) => {
    expect(paymentPlan(bank, chosen, amount, limit)?.id).toBe(id);
  });

  it('falls back to the default plan when no single payment exists and the table is hidden', () => {
    expect(paymentPlan([plan(4, 3), plan(5, 6, true)], 4, 10, 50)?.id).toBe(5);
    expect(paymentPlan([], 4, 10, 0)).toBeNull();
  });
});

describe('lowestMonthlyInstallment: the product page line (issue 26), from the bank tables', () => {
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

describe('cardPaymentAmount: one line as the checkout totals it (TRY, with tax, to the cent)', () => {
  it.each([
    [100, 3, 20, 360],
    // 33.333 × 3 = 99.999 → subtotal 100.00, tax 17.99982 → 18.00: 118.00.
    [33.333, 3, 18, 118],
    // 10 USD at 32.5 = 325 TRY: 2 × 325 = 650, with 20 % tax 780.
    [325, 2, 20, 780],
    [1234.565, 1, 0, 1234.57],
    [0, 5, 20, 0],
  ])('unit price %p × %p at %p %% tax → %p', (unitPrice, quantity, taxRate, total) => {
    expect(cardPaymentAmount({ unitPrice, quantity, taxRate })).toBe(total);
  });
});
