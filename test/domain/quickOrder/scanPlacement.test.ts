/** @jest-environment node */
import type { CodeLookup, PadProduct, PadRow } from '../../../src/domain/quickOrder/quickOrderRows';
import { scanPlacement, type ScanContext } from '../../../src/domain/quickOrder/scanPlacement';

const ADET = { id: 11, value: 'ADET', multiplier: 1 };
const KOLI = { id: 13, value: 'KOLİ', multiplier: 20 };
const product: PadProduct = {
  id: 1,
  quantity: 500,
  variantCheck: 1,
  salePrice: { value: 10 },
  units: [ADET, KOLI],
  defaultUnit: ADET.id,
};
const found = (unitId: number | null = null): CodeLookup => ({ status: 'found', productId: 1, unitId });

// VK-1001 is the product's code, 8690000000017 its barcode (the default unit's), 8690000000024
// the KOLİ's barcode; YOK is unknown to the shop.
const ctx: ScanContext = {
  lookups: {
    'vk-1001': found(),
    '8690000000017': found(),
    '8690000000024': found(KOLI.id),
    yok: { status: 'unknown' },
  },
  products: { 1: product },
};
const row = (key: string, code: string, quantity = '', unit = ''): PadRow => ({ key, code, quantity, unit });

describe('where a scan goes on the pad', () => {
  it.each([
    ['an empty pad: a new row of 1', [row('r1', '')], '8690000000017', { kind: 'add', quantity: '1' }],
    [
      'the product typed by its code, default unit: one more there',
      [row('r1', 'VK-1001', '3')],
      '8690000000017',
      { kind: 'increment', rowKey: 'r1', quantity: '4' },
    ],
    [
      'a blank quantity is 1, so the scan makes it 2',
      [row('r1', 'vk-1001')],
      '8690000000017',
      { kind: 'increment', rowKey: 'r1', quantity: '2' },
    ],
    [
      'the KOLİ barcode does not add to a row in ADET: a row of its own',
      [row('r1', 'VK-1001', '3')],
      '8690000000024',
      { kind: 'add', quantity: '1' },
    ],
    [
      'the KOLİ barcode adds to the row in KOLİ, whichever way the row named it',
      [row('r1', 'VK-1001', '3'), row('r2', 'VK-1001', '2', 'KOLİ')],
      '8690000000024',
      { kind: 'increment', rowKey: 'r2', quantity: '3' },
    ],
    [
      'the first of two rows of the product (the one the others merge into)',
      [row('r1', '8690000000017', '5'), row('r2', 'VK-1001', '1')],
      'VK-1001',
      { kind: 'increment', rowKey: 'r1', quantity: '6' },
    ],
    [
      'a row whose quantity does not read is left alone',
      [row('r1', 'VK-1001', 'çok')],
      '8690000000017',
      { kind: 'add', quantity: '1' },
    ],
    [
      'an unknown code scanned again: its row counts it',
      [row('r1', 'YOK', '1')],
      'yok',
      { kind: 'increment', rowKey: 'r1', quantity: '2' },
    ],
    [
      'an unknown code the first time: listed on a row',
      [row('r1', 'VK-1001')],
      'YOK',
      { kind: 'add', quantity: '1' },
    ],
  ] as [string, PadRow[], string, unknown][])('%s', (_name, rows, code, expected) => {
    expect(scanPlacement(rows, code, ctx)).toEqual(expected);
  });

  it('a row naming a unit the product lacks is not the scan’s line', () => {
    expect(scanPlacement([row('r1', 'VK-1001', '2', 'PAKET')], '8690000000017', ctx)).toEqual({
      kind: 'add',
      quantity: '1',
    });
  });
});
