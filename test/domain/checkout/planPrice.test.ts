/** @jest-environment node */
import {
  cartUnitPriceUnderPlan,
  eachPlanPrice,
  isPlanPriceName,
  PLAN_PRICE_NAMES,
  priceOfUnitUnderPlan,
  scalePlanPriceToUnit,
  unitPriceByCard,
} from '../../../src/domain/checkout/planPrice';

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

describe('unitPriceByCard: what a catalogue unit costs when the cart is paid by card', () => {
  // The demo's Schneider Easy9 B16: 4,20 USD a piece, 49,39 USD a KUTU of 12; its card plan 5 % up.
  const product = {
    salePrice: { value: 4.2, currency: 'USD' },
    ...eachPlanPrice((_, index) => ({ value: [4.07, 4.28, 4.37, 4.45, 4.41][index]!, currency: 'USD' })),
  };
  const ADET = { defaultPrice: { value: 4.2, currency: 'USD' } };
  const KUTU = { defaultPrice: { value: 49.39, currency: 'USD' } };
  const options = [
    { priceName: 'advencePrice1', varsayilan: true, isVirtual: false },
    { priceName: 'advencePrice5', varsayilan: false, isVirtual: true },
  ];
  it.each([
    ['a piece under the card plan', ADET, options, { value: 4.41, currency: 'USD' }],
    // 4,41 × 49,39 / 4,20 = 51,8595 → 51,86: the KUTU keeps its package discount, as the host's cart line.
    [
      'a KUTU under the card plan, scaled as the cart prices it',
      KUTU,
      options,
      { value: 51.86, currency: 'USD' },
    ],
    [
      'without a card plan: the unit’s sale price',
      KUTU,
      options.slice(0, 1),
      { value: 49.39, currency: 'USD' },
    ],
    ['without plans at all', ADET, [], { value: 4.2, currency: 'USD' }],
  ])('%s', (_name, unit, plans, price) => {
    expect(unitPriceByCard(product, unit, plans)).toEqual(price);
  });

  it('is the price the cart’s card total takes for the same unit, as the host writes the cart line', () => {
    // The host's cart line carries each plan's price scaled to its unit (server/domain/pricing).
    const line = {
      defaultPrice: KUTU.defaultPrice,
      advencePrice5: { value: scalePlanPriceToUnit(4.41, 49.39, 4.2), currency: 'USD' },
    };
    expect(cartUnitPriceUnderPlan(line, 'advencePrice5')).toEqual(unitPriceByCard(product, KUTU, options));
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
