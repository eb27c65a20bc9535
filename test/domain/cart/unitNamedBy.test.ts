import { unitNamedBy } from '../../../src/domain/cart/units';
import { padRowUnit } from '../../../src/domain/quickOrder/quickOrderRows';

// As an English page gets units: the stored Turkish name as value, the English name as label.
const PIECE = { id: 1, value: 'ADET', label: 'PIECE', multiplier: 1 };
const CARTON = { id: 2, value: 'KOLİ', label: 'CARTON', multiplier: 20 };
// As a Turkish page gets them: the label, when sent, is the Turkish name.
const ADET_TR = { id: 1, value: 'ADET', label: 'ADET', multiplier: 1 };
const HOSTILE = { id: 3, value: "$&<script>$'", label: '$1\0\nline $`', multiplier: 1 };

describe('a unit is named by its stored Turkish name or by its label, without case', () => {
  it.each([
    ['PIECE', PIECE, true],
    ['piece', PIECE, true],
    [' Piece ', PIECE, true],
    ['ADET', PIECE, true],
    ['adet', PIECE, true],
    ['KOLİ', CARTON, true],
    ['koli', CARTON, true],
    ['carton', CARTON, true],
    ['ADET', ADET_TR, true],
    ['PIECE', CARTON, false],
    ['KOLI2', CARTON, false],
    ['', PIECE, false],
    ["$&<script>$'", HOSTILE, true],
    ['$1\0\nline $`', HOSTILE, true],
    ['$&', HOSTILE, false],
    ['$1', PIECE, false],
  ])('%j names %j: %s', (name, unit, named) => {
    expect(unitNamedBy(unit, name)).toBe(named);
  });

  it('a unit without a label is named by its stored name only', () => {
    expect(unitNamedBy({ value: 'ADET' }, 'adet')).toBe(true);
    expect(unitNamedBy({ value: 'ADET' }, 'PIECE')).toBe(false);
  });

  it('the pad and the list import find the unit an English export names', () => {
    const product = { units: [PIECE, CARTON], defaultUnit: 1 };
    expect(padRowUnit(product, 'CARTON', null)).toBe(CARTON);
    expect(padRowUnit(product, 'PIECE', null)).toBe(PIECE);
    expect(padRowUnit(product, 'KOLİ', null)).toBe(CARTON);
    expect(padRowUnit(product, '<script>', null)).toBeNull();
  });
});
