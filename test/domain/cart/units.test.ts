/** @jest-environment node */
import { cartStockContext, chosenUnit, unitAfterVariantSwitch } from '../../../src/domain/cart/units';

const product = {
  defaultUnit: 2,
  units: [
    { id: 1, multiplier: 1 },
    { id: 2, multiplier: 6 },
  ],
};

describe('chosenUnit', () => {
  it.each([
    [undefined, 2], // the default unit
    [null, 2],
    [1, 1], // the chosen one
    [9, null], // not a unit of the product
  ])('unit %p → %p', (unitId, expected) => {
    expect(chosenUnit(product, unitId)?.id ?? null).toBe(expected);
  });

  it('is null when the product lists no units', () => {
    expect(chosenUnit({ defaultUnit: 1, units: [] })).toBeNull();
  });
});

describe('cartStockContext', () => {
  it('takes the offset of the display mode and reads cartStockControl', () => {
    expect(
      cartStockContext(
        { stock: 10, inCart: 4, multiplier: 6 },
        { stockInfoStatus: 9, cartStockControl: '1' },
      ),
    ).toEqual({ stock: 10, adjustment: -5, inCart: 4, multiplier: 6, cartStockControl: true });
  });

  it('uses the base unit without a multiplier and no offset outside modes 3–14', () => {
    expect(
      cartStockContext(
        { stock: 3, inCart: 0, multiplier: null },
        { stockInfoStatus: 15, cartStockControl: '0' },
      ),
    ).toEqual({ stock: 3, adjustment: 0, inCart: 0, multiplier: 1, cartStockControl: false });
  });
});

describe('unitAfterVariantSwitch', () => {
  const adet = { id: 1, value: 'ADET' };
  const paket = { id: 2, value: 'PAKET' };
  const childWith = (units: { id: number; value: string }[]) => ({ units, defaultUnit: units[0]!.id });

  it('keeps the unit of the same name (a child has its own unit ids) and the amount', () => {
    expect(
      unitAfterVariantSwitch(
        paket,
        childWith([
          { id: 11, value: 'ADET' },
          { id: 12, value: 'PAKET' },
        ]),
      ),
    ).toEqual({ unitId: 12, keepAmount: true, changed: null });
  });

  it('without the same unit: the child default unit, the amount back to 1, and what changed', () => {
    const child = childWith([{ id: 11, value: 'ADET' }]);
    expect(unitAfterVariantSwitch(paket, child)).toEqual({
      unitId: null,
      keepAmount: false,
      changed: { from: paket, to: { id: 11, value: 'ADET' } },
    });
  });

  it('a product without units keeps the amount', () => {
    expect(unitAfterVariantSwitch(null, childWith([adet]))).toEqual({
      unitId: null,
      keepAmount: true,
      changed: null,
    });
  });
});
