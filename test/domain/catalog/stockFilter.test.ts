/** @jest-environment node */
import {
  onlyInStock,
  stockFilterAvailable,
  toggledShowNotInStocks,
  visibleCampaignProducts,
} from '../../../src/domain/catalog/stockFilter';

describe('stockFilterAvailable: originalShowNotInStocks 1 and b2b_stoktakileri_goster on', () => {
  it.each([
    ['1', '1', true],
    ['1', '0', false],
    ['0', '1', false],
    ['0', '0', false],
    [undefined, '1', false],
    ['1', undefined, false],
  ])('original %s, stock-only %s → %s', (original, stockOnly, expected) => {
    expect(
      stockFilterAvailable({ originalShowNotInStocks: original, b2b_stoktakileri_goster: stockOnly }),
    ).toBe(expected);
  });
});

describe('onlyInStock and the toggle', () => {
  it.each([
    ['0', true, '1'],
    ['1', false, '0'],
  ] as const)('showNotInStocks %s: only in stock %s, a click saves %s', (flag, only, next) => {
    expect(onlyInStock(flag)).toBe(only);
    expect(toggledShowNotInStocks(flag)).toBe(next);
  });
});

describe('visibleCampaignProducts', () => {
  const products = [
    { id: 1, quantity: 10 },
    { id: 2, quantity: 0 },
    { id: 3, quantity: -2 },
    { id: 4, quantity: 3 },
  ];
  const ids = (list: { id: number }[]) => list.map((p) => p.id);

  it('hides products out of stock when showNotInStocks is 0', () => {
    expect(ids(visibleCampaignProducts(products, '0', 0))).toEqual([1, 4]);
  });
  it('shows every product when showNotInStocks is 1', () => {
    expect(ids(visibleCampaignProducts(products, '1', 0))).toEqual([1, 2, 3, 4]);
  });
  it('counts the display mode offset: mode 9 (-5) makes a stock of 3 out of stock', () => {
    expect(ids(visibleCampaignProducts(products, '0', 9))).toEqual([1]);
  });
  it('counts the display mode offset: mode 3 (+5) makes stocks of 0 and -2 available', () => {
    expect(ids(visibleCampaignProducts(products, '0', 3))).toEqual([1, 2, 3, 4]);
  });
});
