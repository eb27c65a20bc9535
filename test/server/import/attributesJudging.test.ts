/** A products file's attribute columns judged, without a store: read into the name's keys, or refused by row and column. */
import { judgeTable } from '../../../server/import/judgeTable';
import { productsKind } from '../../../server/import/kinds/products';
import type { ProductRow } from '../../../server/import/kinds/productsJudge';
import { readTable } from '../../../server/import/readTable';
import type { StoreFacts } from '../../../server/repo/importFacts';

const FACTS: StoreFacts = {
  currencies: ['TRY'],
  defaultCurrency: 'TRY',
  warehouses: [{ id: 1, name: 'Merkez Depo (İstanbul)' }],
};

const HEADER =
  'code;name;brand;category;sale_price;poles;rating;sensitivity;wattage;base;ip;colour_temperature;colour';
const judge = (text: string) => judgeTable(readTable(text), productsKind, FACTS);

describe("a products file's attribute columns", () => {
  it('reads each into the key a name gives; an empty or absent column gives nothing', () => {
    const { valid, problems } = judge(
      [
        HEADER,
        'A1;Sigorta;ABB;Sigortalar;10;3;16 A;30;4,5;e27;65;4000 K;White',
        'A2;Sigorta $& 1P;ABB;Sigortalar;10;1P+N;16A;30mA;9 W;GU5.3;IP 44;6500k;BEYAZ',
        'A3;Priz Krem;Viko;Prizler;10;;;;;;;;',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
    expect(valid.map((v) => (v.value as ProductRow).attributes)).toEqual([
      {
        poles: '3P',
        rating: '16A',
        sensitivity: '30mA',
        wattage: '4.5W',
        base: 'E27',
        ip: 'IP65',
        colourTemperature: '4000K',
        colour: 'beyaz',
      },
      {
        poles: '1P+N',
        rating: '16A',
        sensitivity: '30mA',
        wattage: '9W',
        base: 'GU5.3',
        ip: 'IP44',
        colourTemperature: '6500K',
        colour: 'beyaz',
      },
      {},
    ]);
    const absent = judge('code;name;brand;category;sale_price\nA1;Sigorta 3P;ABB;Sigortalar;10');
    expect((absent.valid[0]!.value as ProductRow).attributes).toEqual({});
  });

  it('reads JSON numbers as the column\u2019s own', () => {
    const { valid, problems } = judge(
      '{"code":"A1","name":"P","brand":"V","category":"K","sale_price":1,"rating":16,"wattage":4.5,"ip":65}',
    );
    expect(problems).toEqual([]);
    expect((valid[0]!.value as ProductRow).attributes).toEqual({
      rating: '16A',
      wattage: '4.5W',
      ip: 'IP65',
    });
  });

  it.each([
    ['poles', '7', "'7' is not a pole count: 1 to 4, 3P or 1P+N"],
    ['rating', '$&', "'$&' is not a rating in amperes: 16, 16 A or 16A"],
    ['rating', '16 mA', "'16 mA' is not a rating in amperes: 16, 16 A or 16A"],
    ['sensitivity', '$1', "'$1' is not a sensitivity in milliamperes: 30, 30 mA or 30mA"],
    ['wattage', "$'", "'$'' is not a wattage: 9, 4,5, 9 W or 9W"],
    ['base', '$`', "'$`' is not a lamp base: E27, E14, GU10, GU5.3, G9, G4, MR16, R7S"],
    ['ip', '<script>', "'<script>' is not an IP class: 65, IP 65 or IP65"],
    ['colour_temperature', '40', "'40' is not a colour temperature: 4000, 4000 K or 4000K"],
    [
      'colour',
      'Kırmızı',
      "'Kırmızı' is not a colour: Beyaz (White), Siyah (Black), Krem (Cream), Antrasit (Anthracite), Gri (Grey), Mavi (Blue), Turuncu (Orange)",
    ],
    [
      'colour',
      '"Beyaz\nGri"',
      "'Beyaz\nGri' is not a colour: Beyaz (White), Siyah (Black), Krem (Cream), Antrasit (Anthracite), Gri (Grey), Mavi (Blue), Turuncu (Orange)",
    ],
    ['rating', '16\0A', 'contains a NUL character'],
    ['rating', '1'.repeat(41), 'is longer than 40 characters'],
  ])('refuses %s %j naming the row, the column and why', (column, cell, message) => {
    const { valid, problems } = judge(
      `code;name;brand;category;sale_price;${column}\nA1;P;V;K;1;\nA2;P;V;K;1;${cell}`,
    );
    expect(valid.map((v) => v.row)).toEqual([1]);
    expect(problems).toEqual([{ row: 2, column, message }]);
  });
});
