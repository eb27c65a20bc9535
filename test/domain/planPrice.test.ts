/** @jest-environment node */
import { planUnitPrice } from '../../src/domain/planPrice';

const unit = {
  defaultPrice: { value: 100, currency: 'TRY' },
  advencePrice1: { value: 98, currency: 'TRY' },
  advencePrice5: { value: 104.5, currency: 'TRY' },
};

describe('planUnitPrice: the unit price of the chosen payment plan', () => {
  it.each([
    ['advencePrice5', 104.5],
    ['advencePrice1', 98],
    [' advencePrice5 ', 104.5],
    ['', 100],
    [null, 100],
    ['advencePrice3', 100], // the unit has no price of that plan
    ['salePrice', 100], // not a plan price
    ['__proto__', 100],
  ])('%p → %p', (priceName, value) => {
    expect(planUnitPrice(unit, priceName).value).toBe(value);
  });
});
