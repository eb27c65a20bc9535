/** @jest-environment node */
import { cardPaymentPlan, defaultPaymentPlan, planAction } from '../../../src/domain/checkout/paymentPlan';

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
