/** @jest-environment node */
import {
  cartUnitPriceUnderPlan,
  eachPlanPrice,
  isPlanPriceName,
  PLAN_PRICE_NAMES,
  priceOfUnitUnderPlan,
  scalePlanPriceToUnit,
} from '../../src/domain/planPrice';

const tl = (value: number) => ({ value, currency: 'TRY' });

const cartUnit = {
  defaultPrice: tl(100),
  advencePrice1: tl(98),
  advencePrice5: tl(104.5),
};

describe('cartUnitPriceUnderPlan: the price a cart line’s unit carries for the chosen plan', () => {
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
    expect(cartUnitPriceUnderPlan(cartUnit, priceName).value).toBe(value);
  });
});

describe('scalePlanPriceToUnit: a plan’s base-unit price scaled by the unit’s own price ratio', () => {
  it.each([
    // plan price per base unit, unit's sale price, product's sale price → the unit's plan price
    [95, 900, 100, 855], // a PAKET of 10 at 900 keeps its package discount
    [90, 100, 100, 90], // the base unit itself
    [97.5, 1170, 97.5, 1170],
    [10, 3, 7, 4.29], // rounded to the cent
    [95, 900, 0, 0], // no sale price: no plan price
  ])('%p, %p, %p → %p', (plan, unitSale, productSale, expected) => {
    expect(scalePlanPriceToUnit(plan, unitSale, productSale)).toBe(expected);
  });
});

describe('priceOfUnitUnderPlan: a catalogue unit’s price under a plan (the pad, the reorder)', () => {
  const product = {
    salePrice: tl(100),
    ...eachPlanPrice((_, index) => ({ value: 95 - index, currency: 'EUR' })),
  };
  const PAKET = { defaultPrice: tl(900) };
  it.each([
    ['', tl(900)],
    ['advencePrice9', tl(900)],
    ['advencePrice1', { value: 855, currency: 'EUR' }],
    [' advencePrice3 ', { value: 837, currency: 'EUR' }],
  ])('%p → %j', (priceName, price) => {
    expect(priceOfUnitUnderPlan(product, PAKET, priceName)).toEqual(price);
  });
});

describe('the plan price names, listed once', () => {
  it('are advencePrice1 to advencePrice5', () => {
    expect(PLAN_PRICE_NAMES).toEqual([
      'advencePrice1',
      'advencePrice2',
      'advencePrice3',
      'advencePrice4',
      'advencePrice5',
    ]);
    expect(eachPlanPrice((name, index) => `${name}:${index}`)).toEqual({
      advencePrice1: 'advencePrice1:0',
      advencePrice2: 'advencePrice2:1',
      advencePrice3: 'advencePrice3:2',
      advencePrice4: 'advencePrice4:3',
      advencePrice5: 'advencePrice5:4',
    });
  });

  it.each([
    ['advencePrice2', true],
    ['advencePrice6', false],
    ['salePrice', false],
    ['', false],
    ['constructor', false],
  ])('isPlanPriceName(%p) = %p', (name, expected) => expect(isPlanPriceName(name)).toBe(expected));
});
