/** @jest-environment node */
import fc from 'fast-check';
import { parseSheet, type SheetRow } from '../../../src/domain/quickOrder/quickOrderSheet';

const row = (code: string, quantity = '', unit = ''): SheetRow => ({ code, quantity, unit });

describe('a sheet pasted into the quick order pad', () => {
  it.each([
    ['tab-separated code and quantity', '90960004\t12', [row('90960004', '12')]],
    ['with a unit', '90960004\t2\tKOLİ', [row('90960004', '2', 'KOLİ')]],
    ['semicolons (a Turkish CSV)', '90960004;12,00;PAKET', [row('90960004', '12,00', 'PAKET')]],
    ['a code alone', 'EZ9F14116', [row('EZ9F14116')]],
    ['Windows line ends', '90960004\t1\r\n90960005\t2\r\n', [row('90960004', '1'), row('90960005', '2')]],
    ['old Mac line ends', '90960004\t1\r90960005\t2', [row('90960004', '1'), row('90960005', '2')]],
    [
      'blank lines between',
      '\n90960004\t1\n\n  \n90960005\t2\n',
      [row('90960004', '1'), row('90960005', '2')],
    ],
    ['cells trimmed', '  90960004 \t 3 \t koli ', [row('90960004', '3', 'koli')]],
    ['quoted cells', '"HES-TTR-H05VV-F-3X1.5-100M"\t"1.000"', [row('HES-TTR-H05VV-F-3X1.5-100M', '1.000')]],
    ['doubled quotes inside quotes', '"A""B"\t1', [row('A"B', '1')]],
    ['cells past the third ignored', '90960004\t1\tADET\tnot\tread', [row('90960004', '1', 'ADET')]],
    ['an empty quantity cell', '90960004\t\tPAKET', [row('90960004', '', 'PAKET')]],
    ['a BOM and zero-width characters', '\ufeff9096\u200b0004\t5', [row('90960004', '5')]],
    ['Turkish decimal commas kept as typed', '752102\t2,5', [row('752102', '2,5')]],
  ])('%s', (_name, text, rows) => {
    expect(parseSheet(text).rows).toEqual(rows);
  });

  it.each([
    ['Ürün Kodu\tMiktar\tBirim\n90960005\t3', true],
    ['Kod;Adet\n90960005;3', true],
    ['code\tqty\n90960005\t3', true],
    ['SKU\tQuantity\n90960005\t3', true],
    ['Stok Kodu\tMiktarı\n90960005\t3', true],
    // A first line that is data, even a bad one, is not a header.
    ['90960004\t2\n90960005\t3', false],
    ['90960004\tabc\n90960005\t3', false],
    ['Kod\t5\n90960005\t3', false],
  ])('a header line is skipped: %p → %p', (text, skipped) => {
    const sheet = parseSheet(text);
    expect(sheet.headerSkipped).toBe(skipped);
    expect(sheet.rows[sheet.rows.length - 1]).toEqual(row('90960005', '3'));
    if (skipped) expect(sheet.rows).toHaveLength(1);
  });

  it('only the first line can be a header', () => {
    expect(parseSheet('90960004\t1\nÜrün Kodu\tMiktar').rows).toEqual([
      row('90960004', '1'),
      row('Ürün Kodu', 'Miktar'),
    ]);
  });

  it("tells each row's line in the text, blank, header and code-less lines counted", () => {
    const sheet = parseSheet('Kod;Miktar\r\n90960004;1\r\n\r\n;3\r\n90960005;2\r\n');
    expect(sheet.rows).toEqual([row('90960004', '1'), row('90960005', '2')]);
    expect(sheet.lines).toEqual([2, 5]);
  });

  it('counts the lines without a code and skips them', () => {
    const sheet = parseSheet('\t5\n90960004\t1\n;3;ADET');
    expect(sheet.rows).toEqual([row('90960004', '1')]);
    expect(sheet.skipped).toBe(2);
  });

  it('an empty paste gives nothing', () => {
    expect(parseSheet('')).toEqual({ rows: [], lines: [], headerSkipped: false, skipped: 0 });
    expect(parseSheet(' \n\t\n ').rows).toEqual([]);
  });

  it('reads 200 lines in well under a second', () => {
    const text = Array.from(
      { length: 200 },
      (_, i) => `9096${String(i).padStart(4, '0')}\t${(i % 9) + 1}\tADET`,
    ).join('\n');
    const started = performance.now();
    const sheet = parseSheet(text);
    expect(sheet.rows).toHaveLength(200);
    // Not a timing assertion of the machine: a budget fifty times above what it takes.
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

// Cells a spreadsheet writes: no separators, line ends, quotes or invisible characters, not blank.
const cellChar = fc.constantFrom(...'ABCDEFGHIJKLMNOPRSTUVYZÇĞİÖŞÜabcçğıöşü0123456789-._/ +()'.split(''));
const cell = fc
  .array(cellChar, { minLength: 1, maxLength: 30 })
  .map((chars) => chars.join('').trim())
  .filter((text) => text !== '');
const quantityText = fc.oneof(
  fc.integer({ min: 0, max: 100000 }).map(String),
  fc.integer({ min: 0, max: 99999 }).map((n) => `${n},${String(n % 100).padStart(2, '0')}`),
  fc.integer({ min: 1000, max: 999999 }).map((n) => n.toLocaleString('tr-TR')),
);
const sheetRow = fc.record({ code: cell, quantity: quantityText, unit: fc.oneof(fc.constant(''), cell) });

describe('properties', () => {
  it('any well-formed sheet round-trips, with tabs or semicolons', () => {
    fc.assert(
      fc.property(fc.array(sheetRow, { minLength: 1, maxLength: 60 }), fc.boolean(), (rows, semicolons) => {
        const separator = semicolons ? ';' : '\t';
        const text = rows.map((r) => [r.code, r.quantity, r.unit].join(separator)).join('\r\n');
        expect(parseSheet(text)).toEqual({
          rows,
          lines: rows.map((_, i) => i + 1),
          headerSkipped: false,
          skipped: 0,
        });
      }),
    );
  });

  it('a header line in front of a well-formed sheet is skipped and changes nothing else', () => {
    fc.assert(
      fc.property(fc.array(sheetRow, { minLength: 1, maxLength: 20 }), (rows) => {
        const text = [
          'Ürün Kodu\tMiktar\tBirim',
          ...rows.map((r) => [r.code, r.quantity, r.unit].join('\t')),
        ].join('\n');
        expect(parseSheet(text)).toEqual({
          rows,
          lines: rows.map((_, i) => i + 2),
          headerSkipped: true,
          skipped: 0,
        });
      }),
    );
  });

  it('hostile input never throws and gives only trimmed, non-empty codes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        const sheet = parseSheet(text);
        for (const r of sheet.rows) {
          expect(r.code).not.toBe('');
          expect(r.code).toBe(r.code.trim());
          expect(r.code).not.toMatch(/[\t\r\n]/);
        }
      }),
    );
  });
});
