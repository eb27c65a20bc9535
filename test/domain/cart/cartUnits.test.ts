/** @jest-environment node */
import {
  baseUnit,
  mergeCartQuantity,
  piecesInLine,
  unitMultiplier,
  unitOfLine,
  wholeCount,
} from '../../../src/domain/cart/cartUnits';

const ADET = { id: 1, multiplier: 1 };
const PAKET = { id: 2, multiplier: 12 };
const KOLI = { id: 3, multiplier: 48 };
const units = [ADET, PAKET, KOLI];

describe('mergeCartQuantity', () => {
  it.each([
    // line, added → result: the case first
    [
      [10, ADET],
      [1, PAKET],
      [22, ADET],
    ],
    [
      [1, PAKET],
      [10, ADET],
      [22, ADET],
    ],
    [
      [1, PAKET],
      [12, ADET],
      [2, PAKET],
    ], // 24 pieces divide into the line's PAKET
    [
      [2, PAKET],
      [1, KOLI],
      [6, PAKET],
    ], // 72 pieces = 6 PAKET
    [
      [1, KOLI],
      [1, PAKET],
      [60, ADET],
    ], // 60 pieces are no whole KOLI: base unit
    [
      [3, ADET],
      [2, ADET],
      [5, ADET],
    ], // same unit: a plain sum
    [
      [4, PAKET],
      [3, PAKET],
      [7, PAKET],
    ],
    [
      [12, ADET],
      [1, KOLI],
      [60, ADET],
    ], // the line's unit divides everything
  ] as const)('%j + %j → %j', ([lq, lu], [aq, au], [rq, ru]) => {
    expect(mergeCartQuantity({ quantity: lq, unit: lu }, { quantity: aq, unit: au }, units)).toEqual({
      quantity: rq,
      unit: ru,
    });
  });

  it('goes to the smallest unit when the catalogue has no unit of 1', () => {
    const box = { id: 5, multiplier: 6 };
    const crate = { id: 6, multiplier: 24 };
    expect(mergeCartQuantity({ quantity: 1, unit: crate }, { quantity: 1, unit: box }, [box, crate])).toEqual(
      {
        quantity: 5,
        unit: box,
      },
    );
  });

  it('refuses (null) when no unit holds the total whole', () => {
    const four = { id: 7, multiplier: 4 };
    const six = { id: 8, multiplier: 6 };
    expect(
      mergeCartQuantity({ quantity: 1, unit: four }, { quantity: 1, unit: six }, [four, six]),
    ).toBeNull();
    expect(mergeCartQuantity({ quantity: 1, unit: four }, { quantity: 1, unit: six }, [])).toBeNull();
  });

  it('works with fractional multipliers without float noise', () => {
    const kilo = { id: 1, multiplier: 1 };
    const gram100 = { id: 2, multiplier: 0.1 };
    expect(
      mergeCartQuantity({ quantity: 3, unit: gram100 }, { quantity: 1, unit: kilo }, [kilo, gram100]),
    ).toEqual({ quantity: 13, unit: gram100 });
  });
});

describe('piecesInLine: the same rule for pieces that land in a line (the pad, the reorder)', () => {
  it.each([
    [24, PAKET, { quantity: 2, unit: PAKET }], // whole in the line's unit
    [22, PAKET, { quantity: 22, unit: ADET }], // else the base unit, never rounded up to 2 PAKET
    [96, KOLI, { quantity: 2, unit: KOLI }],
    [60, KOLI, { quantity: 60, unit: ADET }],
    [7, ADET, { quantity: 7, unit: ADET }],
  ] as const)('%p pieces for a line in %j → %j', (pieces, unit, expected) => {
    expect(piecesInLine(pieces, unit, units)).toEqual(expected);
  });

  it('is what mergeCartQuantity gives for the same pieces', () => {
    for (const [lineUnit, addedUnit] of [
      [PAKET, ADET],
      [KOLI, PAKET],
      [ADET, KOLI],
    ] as const)
      expect(
        mergeCartQuantity({ quantity: 1, unit: lineUnit }, { quantity: 5, unit: addedUnit }, units),
      ).toEqual(piecesInLine(lineUnit.multiplier + 5 * addedUnit.multiplier, lineUnit, units));
  });

  it('is null when neither the line’s unit nor the base unit holds the pieces whole', () => {
    const four = { id: 7, multiplier: 4 };
    const six = { id: 8, multiplier: 6 };
    expect(piecesInLine(10, six, [four, six])).toBeNull();
  });
});

describe('the helpers', () => {
  it('unitOfLine: the product’s own unit of the line’s id, else the line’s own (no longer sold)', () => {
    const lineUnit = { id: 2, multiplier: 12, value: 'PAKET' };
    expect(unitOfLine(units, lineUnit)).toBe(PAKET);
    const gone = { id: 9, multiplier: 6, value: 'DÜZİNE' };
    expect(unitOfLine(units, gone)).toBe(gone);
  });

  it.each([
    [{ multiplier: 12 }, 12],
    [{ multiplier: 0 }, 1],
    [{ multiplier: -3 }, 1],
    [{ multiplier: Number.NaN }, 1],
  ])('unitMultiplier(%j) = %p', (unit, expected) => expect(unitMultiplier(unit)).toBe(expected));

  it.each([
    [{ multiplier: 0.1 }, 0.1],
    [{ multiplier: Number.POSITIVE_INFINITY }, 1],
    [{ multiplier: Number.NEGATIVE_INFINITY }, 1],
    [{ multiplier: null }, 1],
    [{ multiplier: undefined }, 1],
    [{}, 1],
  ])('unitMultiplier(%p) = %p: what is not a usable multiplier is the base unit', (unit, expected) =>
    expect(unitMultiplier(unit)).toBe(expected),
  );

  it.each([
    [24, { multiplier: 12 }, 2],
    [22, { multiplier: 12 }, null],
    [0, { multiplier: 1 }, null],
    [0.30000000000000004, { multiplier: 0.1 }, 3],
  ])('wholeCount(%p, %j) = %p', (pieces, unit, expected) => expect(wholeCount(pieces, unit)).toBe(expected));

  it('baseUnit is the smallest multiplier, null without units', () => {
    expect(baseUnit([PAKET, ADET, KOLI])).toBe(ADET);
    expect(baseUnit([])).toBeNull();
  });
});
