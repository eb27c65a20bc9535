/** @jest-environment node */
import fc from 'fast-check';
import {
  BANK_TABLE_INSTALLMENTS,
  bankInstallmentTable,
  defaultPlan,
  installmentRow,
  installmentsAllowed,
  installmentTableVisible,
  paymentPlan,
} from '../../../src/domain/checkout/installments';

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

describe('installmentsAllowed: an amount above installmentLimit (default 0); the checkout, the product page and the host', () => {
  it.each([
    ['below the limit', 499.99, 500, false],
    ['at the limit', 500, 500, false],
    ['just above the limit', 500.01, 500, true],
    ['limit 0: an amount of 0', 0, 0, false],
    ['limit 0: a cent', 0.01, 0, true],
    ['no limit given: as 0', 0.01, undefined, true],
    ['an unreadable limit counts as 0', 0.01, NaN, true],
    ['a negative limit still needs an amount above 0', 0, -100, false],
    ['a negative amount', -5, 0, false],
    ['an amount that is not a number', NaN, 0, false],
    ['an infinite amount', Infinity, 0, false],
  ])('%s: amount %p, limit %p → %p', (_name, amount, limit, expected) => {
    expect(installmentsAllowed(amount, limit)).toBe(expected);
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
