/** Reading and judging an ERP file, without a store: formats, numbers, and every kind of bad row. */
import { decimalMarkOf, readNumber } from '../../../server/import/decimalStyle';
import { decodeImportFile } from '../../../server/import/decodeFile';
import { ImportFileError } from '../../../server/import/importFileError';
import { judgeTable } from '../../../server/import/judgeTable';
import { productsKind } from '../../../server/import/kinds/products';
import type { ProductRow } from '../../../server/import/kinds/productsJudge';
import { stockKind } from '../../../server/import/kinds/stock';
import { readTable } from '../../../server/import/readTable';
import type { StoreFacts } from '../../../server/repo/importFacts';

const FACTS: StoreFacts = {
  currencies: ['TRY', 'USD', 'EUR'],
  defaultCurrency: 'TRY',
  warehouses: [
    { id: 1, name: 'Merkez Depo (İstanbul)' },
    { id: 2, name: 'Ankara Depo' },
  ],
};

const HEADER = 'code;name;brand;category;sale_price';
const judgeProducts = (text: string) => judgeTable(readTable(text), productsKind, FACTS);
const only = (text: string) => {
  const { valid, problems } = judgeProducts(text);
  expect(problems).toEqual([]);
  return valid[0]!.value as ProductRow;
};

describe('reading an ERP file', () => {
  it('reads CSV with a BOM, with ; or , between fields, and JSON Lines with the same names', () => {
    const semicolon = only(`\ufeff${HEADER}\nA1;Priz;Viko;Prizler;"1.234,56"`);
    const comma = only(`code,name,brand,category,sale_price\nA1,Priz,Viko,Prizler,"1234,56"`);
    const jsonl = only(
      '{"code":"A1","name":"Priz","brand":"Viko","category":"Prizler","sale_price":1234.56}\n',
    );
    for (const row of [semicolon, comma, jsonl])
      expect(row).toMatchObject({ code: 'A1', salePrice: 1234.56 });
  });

  it('counts rows from the first data row (CSV) and by line (JSON Lines)', () => {
    const csv = judgeProducts(`${HEADER}\nA1;Priz;Viko;Prizler;10\n;Priz;Viko;Prizler;10`);
    expect(csv.problems).toEqual([{ row: 2, column: 'code', message: 'is required' }]);
    const jsonl = judgeProducts(
      '{"code":"A1","name":"P","brand":"V","category":"K","sale_price":1}\n\n{"code":"A2"}',
    );
    expect(jsonl.problems.map((p) => [p.row, p.column])).toEqual([
      [3, 'name'],
      [3, 'brand'],
      [3, 'category'],
      [3, 'sale_price'],
    ]);
  });

  it('refuses a file it cannot read: not UTF-8, no header', () => {
    expect(() => decodeImportFile(Buffer.from([0x63, 0xfd, 0x0a]))).toThrow(ImportFileError);
    expect(() => readTable('\ufeff  \n')).toThrow(ImportFileError);
  });
});

describe('numbers as Turkish and English ERPs write them', () => {
  it.each([
    ['1.234,56', ',', 1234.56],
    ['1234,56', ',', 1234.56],
    ['1234.56', '.', 1234.56],
    ['1,234.56', '.', 1234.56],
  ])('reads %s', (text, mark, value) => {
    expect(decimalMarkOf([text])).toBe(mark);
    expect(readNumber(text, 'money', null)).toEqual({ value });
  });

  it('lets the file decide a lone mark before three digits, and refuses a quantity it cannot decide', () => {
    expect(readNumber('1.250', 'quantity', ',')).toEqual({ value: 1250 });
    expect(readNumber('1.250', 'quantity', '.')).toEqual({ value: 1.25 });
    expect(readNumber('1.250', 'money', null)).toEqual({ value: 1250 });
    expect(readNumber('1.250', 'quantity', null)).toEqual({
      problem:
        "'1.250' could be 1250 or 1.25 and the file's other numbers do not say which: write 1250 or 1.25",
    });
    expect(decimalMarkOf(['1.250', '12,5'])).toBe(',');
    expect(decimalMarkOf(['12,5', '3.75'])).toBeNull();
  });
});

describe('each kind of bad row, named by row and column', () => {
  const row = (cells: string) => `${HEADER};units;currency;stock\n${cells}`;
  it.each([
    ['a bad number', 'A1;Priz;Viko;Prizler;on beş;;;', 'sale_price', "'on beş' is not a number"],
    [
      'an unknown unit',
      'A1;Priz;Viko;Prizler;10;Adet=1;Torba=5;;',
      'units',
      "unknown unit 'Torba' (known: ADET, BOY, KANGAL, KOLİ, KUTU, MAKARA, METRE, PAKET)",
    ],
    [
      'an unknown currency',
      'A1;Priz;Viko;Prizler;10;;GBP;',
      'currency',
      "unknown currency 'GBP' (the store's: TRY, USD, EUR)",
    ],
    [
      'an unknown warehouse',
      'A1;Priz;Viko;Prizler;10;;;Bursa Depo=5',
      'stock',
      "unknown warehouse 'Bursa Depo' (the store's: 1 Merkez Depo (İstanbul), 2 Ankara Depo)",
    ],
    [
      'a category path too deep',
      'A1;Priz;Viko;A > B > C > D;10;;;',
      'category',
      "has 4 levels; the storefront's categories go 3 deep",
    ],
    ['a field too long', `A1;${'P'.repeat(201)};Viko;Prizler;10;;;`, 'name', 'is longer than 200 characters'],
    ['a NUL', 'A1;Pr\0iz;Viko;Prizler;10;;;', 'name', 'contains a NUL character'],
    ['a price below zero', 'A1;Priz;Viko;Prizler;-3;;;', 'sale_price', '-3 is below 0'],
    [
      'a first unit that is not the base',
      'A1;Priz;Viko;Prizler;10;Koli=10;;',
      'units',
      'the first unit (KOLİ) is the one prices are for: its multiplier must be 1',
    ],
  ])('%s', (_label, cells, column, message) => {
    const text = row(cells).replace('Adet=1;Torba=5', '"Adet=1;Torba=5"');
    expect(judgeProducts(text).problems).toEqual([{ row: 1, column, message }]);
  });

  it('refuses a code the file already gave, naming the first row', () => {
    const { valid, problems } = judgeProducts(
      `${HEADER}\nA1;Priz;Viko;Prizler;10\nB2;Anahtar;Viko;Anahtarlar;5\nA1;Priz 2;Viko;Prizler;11`,
    );
    expect(valid.map((v) => v.row)).toEqual([1, 2]);
    expect(problems).toEqual([{ row: 3, column: 'code', message: 'repeats row 1' }]);
  });

  it("keeps hostile text as typed: $&, $`, $', $1, line breaks and markup", () => {
    const name = "Priz $& $` $' $1 <script>alert(1)</script>\nikinci satır";
    const product = only(`${HEADER}\nA1;"${name}";Viko $&;Prizler;10`);
    expect(product.name).toBe(name);
    expect(product.brand).toBe('Viko $&');
  });

  it('reads the units notation with barcodes and English unit names', () => {
    const product = only(`${HEADER};units\nA1;Priz;Viko;Prizler;10;"adet=1;Carton=10:8690000000012"`);
    expect(product.units).toEqual([
      { name: 'ADET', multiplier: 1, barcode: '' },
      { name: 'KOLİ', multiplier: 10, barcode: '8690000000012' },
    ]);
  });

  it('judges a stock row by warehouse name or number, and a row per product and warehouse', () => {
    const { valid, problems } = judgeTable(
      readTable('code;warehouse;quantity\nA1;ankara depo;5\nA1;2;6\nA1;1;1,5'),
      stockKind,
      FACTS,
    );
    expect(valid.map((v) => v.value)).toEqual([
      { code: 'A1', warehouseId: 2, quantity: 5 },
      { code: 'A1', warehouseId: 1, quantity: 1.5 },
    ]);
    expect(problems).toEqual([{ row: 2, column: 'warehouse', message: 'repeats row 1' }]);
  });
});
