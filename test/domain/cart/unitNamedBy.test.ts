import { unitNamedBy } from '../../../src/domain/cart/units';
import { padRowUnit } from '../../../src/domain/quickOrder/quickOrderRows';
import { parseSheet } from '../../../src/domain/quickOrder/quickOrderSheet';
import { listToCsv } from '../../../src/domain/lists/shoppingLists';

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

  it('a unit without a label (a Turkish page) is named by its stored name or its English twin', () => {
    expect(unitNamedBy({ value: 'ADET' }, 'adet')).toBe(true);
    // An English page's export read on a Turkish page.
    expect(unitNamedBy({ value: 'ADET' }, 'PIECE')).toBe(true);
    expect(unitNamedBy({ value: 'KOLİ' }, 'carton')).toBe(true);
    expect(unitNamedBy(ADET_TR, 'Piece')).toBe(true);
    expect(unitNamedBy({ value: 'ADET' }, 'CARTON')).toBe(false);
    // A unit the table does not know is named by its own name only.
    expect(unitNamedBy({ value: 'RULO' }, 'PIECE')).toBe(false);
    expect(unitNamedBy({ value: "$&<script>$'" }, 'PIECE')).toBe(false);
  });

  it('a Turkish page reads an English page’s export: its header skipped, its unit names found', () => {
    const csv = listToCsv(
      [
        { code: 'VK-3003', quantity: 4, unit: 'PIECE' },
        { code: "$&<script>$'", quantity: 2, unit: 'CARTON' },
      ],
      ['Code', 'Quantity', 'Unit'],
    );
    const sheet = parseSheet(csv);
    expect(sheet.headerSkipped).toBe(true);
    expect(sheet.rows).toEqual([
      { code: 'VK-3003', quantity: '4', unit: 'PIECE' },
      { code: "$&<script>$'", quantity: '2', unit: 'CARTON' },
    ]);
    const turkishProduct = {
      units: [
        { id: 1, value: 'ADET', multiplier: 1 },
        { id: 2, value: 'KOLİ', multiplier: 20 },
      ],
      defaultUnit: 1,
    };
    expect(sheet.rows.map((row) => padRowUnit(turkishProduct, row.unit, null)?.id)).toEqual([1, 2]);
  });

  it('the pad and the list import find the unit an English export names', () => {
    const product = { units: [PIECE, CARTON], defaultUnit: 1 };
    expect(padRowUnit(product, 'CARTON', null)).toBe(CARTON);
    expect(padRowUnit(product, 'PIECE', null)).toBe(PIECE);
    expect(padRowUnit(product, 'KOLİ', null)).toBe(CARTON);
    expect(padRowUnit(product, '<script>', null)).toBeNull();
  });
});
