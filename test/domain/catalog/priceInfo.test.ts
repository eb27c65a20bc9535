/** @jest-environment node */
import { priceInfoRows, priceInfoVisible } from '../../../src/domain/catalog/priceInfo';

const product = {
  salePrice: 100,
  listPrice: 120,
  advencePrice1: 95,
  advencePrice2: 92,
  advencePrice3: 90,
  advencePrice4: 0,
  advencePrice5: 0,
};

describe('priceInfoRows', () => {
  it('gives the named prices in the order of settings.advencePriceInfo', () => {
    const rows = priceInfoRows(product, [
      { priceName: 'advencePrice2', name: 'Peşin' },
      { priceName: 'advencePrice1', name: 'Bayi Fiyatı' },
    ]);
    expect(rows).toEqual([
      { name: 'Peşin', price: 92 },
      { name: 'Bayi Fiyatı', price: 95 },
    ]);
  });
  it('leaves out entries that name no price field', () => {
    expect(
      priceInfoRows(product, [
        { priceName: 'advencePrice9', name: 'x' },
        { priceName: '__proto__', name: 'y' },
        { priceName: 'listPrice', name: 'Liste' },
      ]),
    ).toEqual([{ name: 'Liste', price: 120 }]);
  });
  it('has no rows without settings', () => {
    expect(priceInfoRows(product, undefined)).toEqual([]);
  });
});

describe('priceInfoVisible: showPaymentPlanPrice 1 and at least one named price', () => {
  const entries = [{ priceName: 'advencePrice1', name: 'Bayi Fiyatı' }];
  it.each([
    ['1', entries, true],
    ['0', entries, false],
    [undefined, entries, false],
    ['1', [], false],
    ['1', [{ priceName: 'nope', name: 'x' }], false],
  ])('%p with %j → %p', (flag, list, expected) => expect(priceInfoVisible(flag, list)).toBe(expected));
});
