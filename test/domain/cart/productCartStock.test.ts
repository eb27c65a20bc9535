/** @jest-environment node */
import { canAddToCart } from '../../../src/domain/cart/addToCartState';
import { offeredStock, remainingStock } from '../../../src/domain/cart/quantity';
import { cartStockContext, productCartStock } from '../../../src/domain/cart/units';
import { effectiveStock } from '../../../src/domain/catalog/stockModes';

/*
 * The stock context of a product's cart controls, built once: the quantity field, the add button
 * and the add itself read it from productCartStock, so the button's sold-out state, the field's
 * limit and the add's stock alert count the same stock.
 */
const ADET = { id: 1, multiplier: 1 };
const PAKET = { id: 2, multiplier: 6 };
const product = (quantity: number) => ({ quantity, defaultUnit: 2, units: [ADET, PAKET] });
const settings = (stockInfoStatus: unknown, cartStockControl = '0') => ({
  stockInfoStatus,
  cartStockControl,
});

describe('productCartStock', () => {
  it.each([
    ['the default unit', undefined, PAKET],
    ['no unit chosen', null, PAKET],
    ['the chosen unit', 1, ADET],
    ['a unit the product does not have', 9, null],
  ] as const)('%s: unit %p', (_name, unitId, unit) => {
    const { unit: chosen, context } = productCartStock(product(30), unitId, 12, settings(9, '1'));
    expect(chosen).toBe(unit);
    expect(context).toEqual(
      cartStockContext({ stock: 30, inCart: 12, multiplier: unit?.multiplier }, settings(9, '1')),
    );
    expect(context).toMatchObject({ stock: 30, adjustment: -5, inCart: 12, cartStockControl: true });
    expect(context.multiplier).toBe(unit ? unit.multiplier : 1);
  });
});

describe('offeredStock: the stock the add button reads', () => {
  it.each([
    [10, 0, 10],
    [10, 3, 15],
    [10, 9, 5],
    [3, 10, -7],
    [0, 0, 0],
    [-4, 0, -4],
    [Number.NaN, 0, 0],
    [Number.NaN, 3, 5],
    [7, 'no mode', 7],
  ] as const)('stock %p in mode %p → %p, as effectiveStock says', (stock, mode, expected) => {
    const { context } = productCartStock(product(stock), null, 4, settings(mode));
    expect(offeredStock(context)).toBe(expected);
    expect(offeredStock(context)).toBe(effectiveStock(stock, mode));
    // What is left to take counts the cart on top.
    expect(remainingStock(context)).toBe(expected - 4);
  });

  it('is what decides whether adding is offered, with the cart stock control of the same context', () => {
    const soldOut = productCartStock(product(5), null, 0, settings(9)).context;
    expect(
      canAddToCart({
        stock: offeredStock(soldOut),
        salePrice: 10,
        cartStockControl: soldOut.cartStockControl,
      }),
    ).toBe(false);
    const oversell = productCartStock(product(5), null, 0, settings(9, '1')).context;
    expect(
      canAddToCart({
        stock: offeredStock(oversell),
        salePrice: 10,
        cartStockControl: oversell.cartStockControl,
      }),
    ).toBe(true);
  });
});
