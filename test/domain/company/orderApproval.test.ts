/** @jest-environment node */
/** An order over the buyer's per-order or monthly limit waits for approval. */
import fc from 'fast-check';
import {
  approvalNeed,
  approvalReasonMessage,
  isLimitValue,
  monthlyLeft,
  NO_LIMITS,
  type ApprovalReason,
} from '../../../src/domain/company/orderApproval';
import { storeMonthStart } from '../../../src/domain/shared/dates';
import { expectMessage } from '../expectMessage';

describe('approvalNeed', () => {
  it.each<[string, number, number | null, number | null, number, false | 'order' | 'monthly']>([
    ['no limits', 1_000_000, null, null, 0, false],
    ['under the per-order limit', 9999.99, 10000, null, 0, false],
    ['exactly the per-order limit', 10000, 10000, null, 0, false],
    ['one kuruş over it', 10000.01, 10000, null, 0, 'order'],
    ['within the month', 3000, null, 20000, 17000, false],
    ['taking the month over', 3000.01, null, 20000, 17000, 'monthly'],
    ['a month already spent', 0.01, null, 20000, 20000, 'monthly'],
    ['the per-order limit is judged first', 15000, 10000, 20000, 19000, 'order'],
    ['a limit of 0 sends every order', 0.01, 0, null, 0, 'order'],
  ])('%s', (_case, total, orderLimit, monthlyLimit, monthlyUsed, expected) => {
    const need = approvalNeed(total, { orderLimit, monthlyLimit, monthlyUsed });
    expect(need.needed ? need.limit : false).toBe(expected);
  });

  it.each<[string, number, number | null, number | null, number, string, string]>([
    [
      'the per-order limit: the limit and how far the order goes over it',
      12500,
      10000,
      null,
      0,
      'cart.approvalNoticeOrder',
      'Bu sipariş, sipariş başına 10.000,00 TL limitinizi 2.500,00 TL aştığı için onaya gönderilecek.',
    ],
    [
      'the monthly limit: the limit, what the month used and what is left',
      500,
      null,
      25000.5,
      25000,
      'cart.approvalNoticeMonthly',
      'Bu sipariş aylık 25.000,50 TL limitinizi aştığı için onaya gönderilecek: bu ay 25.000,00 TL kullandınız, 0,50 TL kaldı.',
    ],
    [
      'a month already used beyond its limit leaves 0, never less',
      99.88,
      null,
      60000,
      63178.92,
      'cart.approvalNoticeMonthly',
      'Bu sipariş aylık 60.000,00 TL limitinizi aştığı için onaya gönderilecek: bu ay 63.178,92 TL kullandınız, 0,00 TL kaldı.',
    ],
    [
      'both limits set, the per-order one exceeded: that one is named',
      15000,
      10000,
      20000,
      1000,
      'cart.approvalNoticeOrder',
      'Bu sipariş, sipariş başına 10.000,00 TL limitinizi 5.000,00 TL aştığı için onaya gönderilecek.',
    ],
    [
      'both limits set, only the month exceeded: the month is named',
      5000,
      10000,
      20000,
      17500.25,
      'cart.approvalNoticeMonthly',
      'Bu sipariş aylık 20.000,00 TL limitinizi aştığı için onaya gönderilecek: bu ay 17.500,25 TL kullandınız, 2.499,75 TL kaldı.',
    ],
  ])('%s', (_case, total, orderLimit, monthlyLimit, monthlyUsed, key, text) => {
    const need = approvalNeed(total, { orderLimit, monthlyLimit, monthlyUsed });
    expect(need.needed).toBe(true);
    if (need.needed) expectMessage(need.message, key, text);
  });

  it('the reason kept with the order: which limit, its amount and what the month had used', () => {
    const need = approvalNeed(99.88, { orderLimit: null, monthlyLimit: 60000, monthlyUsed: 63178.92 });
    expect(need.needed && need.reason).toEqual({ limit: 'monthly', amount: 60000, used: 63178.92 });
    const order = approvalNeed(12500, { orderLimit: 10000, monthlyLimit: 20000, monthlyUsed: 300 });
    expect(order.needed && order.reason).toEqual({ limit: 'order', amount: 10000, used: 300 });
  });

  it.each<[string, ApprovalReason, number, string, string]>([
    [
      'per order',
      { limit: 'order', amount: 10000, used: 0 },
      12500,
      'approvals.reasonOrder',
      'Sipariş başına 10.000,00 TL limitini 2.500,00 TL aştı.',
    ],
    [
      'monthly, as the month stood when it was sent',
      { limit: 'monthly', amount: 60000, used: 63178.92 },
      99.88,
      'approvals.reasonMonthly',
      'Aylık 60.000,00 TL limitini aştı: gönderildiğinde bu ay 63.178,92 TL kullanılmıştı, 0,00 TL kalmıştı.',
    ],
  ])('the approver reads the stored reason (%s)', (_case, reason, total, key, text) => {
    expectMessage(approvalReasonMessage(reason, total), key, text);
  });

  it('never sends an order of a user without limits, whatever its total', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        (total) => !approvalNeed(total, NO_LIMITS).needed,
      ),
    );
  });

  it('counts in kuruş: no floating-point excess', () => {
    expect(approvalNeed(0.1 + 0.2, { orderLimit: 0.3, monthlyLimit: null, monthlyUsed: 0 }).needed).toBe(
      false,
    );
    expect(approvalNeed(0.1, { orderLimit: null, monthlyLimit: 0.3, monthlyUsed: 0.2 }).needed).toBe(false);
  });
});

describe('limits', () => {
  it.each<[number | null, boolean]>([
    [null, true],
    [0, true],
    [10000, true],
    [2500.5, true],
    [2500.55, true],
    [2500.555, false],
    [-1, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%p is a limit: %p', (value, ok) => {
    expect(isLimitValue(value)).toBe(ok);
  });

  it('leaves what the month has not taken, never below 0', () => {
    expect(monthlyLeft({ orderLimit: null, monthlyLimit: 20000, monthlyUsed: 12500.25 })).toBe(7499.75);
    expect(monthlyLeft({ orderLimit: null, monthlyLimit: 20000, monthlyUsed: 25000 })).toBe(0);
    expect(monthlyLeft(NO_LIMITS)).toBeNull();
  });
});

describe('storeMonthStart', () => {
  it.each([
    ['2026-11-30T20:59:59.999Z', '2026-10-31T21:00:00.000Z'],
    ['2026-11-30T21:00:00.000Z', '2026-11-30T21:00:00.000Z'],
    ['2026-01-01T00:30:00.000Z', '2025-12-31T21:00:00.000Z'],
    ['2026-03-15T12:00:00.000Z', '2026-02-28T21:00:00.000Z'],
  ])('%s falls in the store month starting %s (Europe/Istanbul)', (now, start) => {
    expect(storeMonthStart(new Date(now)).toISOString()).toBe(start);
  });
});
