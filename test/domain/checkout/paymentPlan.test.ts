/** @jest-environment node */
import {
  accountPaymentPlan,
  cardPaymentPlan,
  defaultPaymentPlan,
  planAction,
} from '../../../src/domain/checkout/paymentPlan';

const plan = (priceName: string, varsayilan = false, isVirtual = false) => ({
  priceName,
  varsayilan,
  isVirtual,
});

describe('payment plans of the cart page (sections 3, 4)', () => {
  it('preselects the plan marked varsayilan, else the first', () => {
    expect(defaultPaymentPlan([plan('a'), plan('b', true), plan('c')])?.priceName).toBe('b');
    expect(defaultPaymentPlan([plan('a'), plan('b')])?.priceName).toBe('a');
    expect(defaultPaymentPlan([])).toBeNull();
  });

  it('a plan without a card lets the order be saved; a virtual plan goes to card payment', () => {
    expect(planAction(plan('advencePrice1'))).toBe('order');
    expect(planAction(plan('advencePrice5', false, true))).toBe('payment');
    expect(planAction(null)).toBe('order');
  });

  it('the card plan is the (first) virtual one; none without one', () => {
    expect(
      cardPaymentPlan([plan('a', true), plan('b', false, true), plan('c', false, true)])?.priceName,
    ).toBe('b');
    expect(cardPaymentPlan([plan('a', true), plan('b')])).toBeNull();
    expect(cardPaymentPlan([])).toBeNull();
  });
});

describe('accountPaymentPlan: the plan an order on account goes under when the buyer leaves the card', () => {
  it.each([
    [
      'the varsayilan plan without a card',
      [plan('a1', false, false), plan('a2', true, false), plan('a5', false, true)],
      'a2',
    ],
    [
      'the first without a card when varsayilan is the card',
      [plan('a5', true, true), plan('a1', false, false)],
      'a1',
    ],
    ['none when every plan is a card', [plan('a5', true, true)], null],
    ['none without plans', [], null],
  ])('%s', (_case, options, expected) => {
    expect(accountPaymentPlan(options)?.priceName ?? null).toBe(expected);
  });
});
