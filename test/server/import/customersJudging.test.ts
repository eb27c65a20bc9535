/** Judging a customers file without a store: the sample, the branches notation, every kind of bad row. */
import fs from 'node:fs';
import path from 'node:path';
import type { CustomerRecord } from '../../../server/domain/customerRecord';
import { judgeTable } from '../../../server/import/judgeTable';
import { customersKind } from '../../../server/import/kinds/customers';
import { readTable } from '../../../server/import/readTable';
import type { StoreFacts } from '../../../server/repo/importFacts';

const FACTS: StoreFacts = { currencies: ['TRY'], defaultCurrency: 'TRY', warehouses: [] };
const SAMPLE = fs.readFileSync(path.resolve(__dirname, '../../../examples/import/customers.csv'), 'utf8');

const judge = (text: string) => judgeTable(readTable(text), customersKind, FACTS);
const only = (text: string) => {
  const { valid, problems } = judge(text);
  expect(problems).toEqual([]);
  return valid[0]!.value as CustomerRecord;
};
const problemsOf = (header: string, ...rows: string[]) =>
  judge([header, ...rows].join('\n')).problems.map((p) => [p.row, p.column, p.message]);

describe('a customers file', () => {
  it('judges the sample: Turkish numbers, TL as the lira, branches with commas and an escaped semicolon', () => {
    const { valid, problems } = judge(SAMPLE);
    expect(problems).toEqual([]);
    expect(valid).toHaveLength(4);
    expect(valid[0]!.value).toMatchObject({
      code: '120.01.0210',
      riskLimit: 250000,
      balance: 48750.4,
      balanceCurrency: 'TRY',
      overdueDays: 18,
      branches: [
        { code: 'K01', name: 'Kadıköy Şube', address: 'Caferağa Mah. Moda Cad. No: 41/3, Kadıköy' },
        {
          code: 'U01',
          name: 'Ümraniye Depo',
          address: 'Yukarı Dudullu Mah. Bostancı Yolu Cad. No: 7; Kat 2',
        },
        { code: 'B01', name: 'Bostancı Satış Noktası' },
      ],
    });
    expect(valid[1]!.value).toMatchObject({ balance: -1250.5 });
  });

  it('keeps a column left out as the store has it, and sets an empty one to its default', () => {
    const left = only('code;name\nC1;Çınar Elektrik');
    expect(left).toMatchObject({
      riskLimit: undefined,
      balance: undefined,
      email: undefined,
      branches: undefined,
    });
    expect(left.address).toEqual({});
    const empty = only(
      'code;name;risk_limit;balance;balance_currency;overdue_days;address_name;plan;branches\nC1;Çınar;;;;;;;',
    );
    expect(empty).toMatchObject({
      riskLimit: 0,
      balance: null,
      balanceCurrency: 'TRY',
      overdueDays: 0,
      plan: '',
      address: { name: 'Çınar' },
      branches: undefined,
    });
    expect(only('{"code":"C2","name":"Nur","risk_limit":1500.5,"overdue_days":"3"}')).toMatchObject({
      riskLimit: 1500.5,
      overdueDays: 3,
    });
  });

  it("keeps hostile text as typed: $&, $`, $', $1 and markup, in names, addresses and branches", () => {
    const hostile = "Ali $& $` $' $1 <script>alert(1)</script>";
    const record = only(
      `code,name,address,branches\nC1,"${hostile}","${hostile}","S1=${hostile}|${hostile} \\\\ \\| \\;"`,
    );
    expect(record).toMatchObject({
      name: hostile,
      address: { address: hostile },
      branches: [{ code: 'S1', name: hostile, address: `${hostile} \\ | ;` }],
    });
  });
});

describe('each kind of bad customer row, named by row and column', () => {
  const HEADER =
    'code;name;email;phone;plan;risk_limit;balance;balance_currency;overdue_balance;overdue_days;rep_email;city;branches';
  it.each([
    ['no code', ';Ad;;;;;;;;;;;', 'code', 'is required'],
    ['a code with a space', 'A 1;Ad;;;;;;;;;;;', 'code', expect.stringContaining('may hold only letters')],
    ['no name', 'A1;;;;;;;;;;;;', 'name', 'is required'],
    ['a bad e-mail', 'A1;Ad;muhasebe@;;;;;;;;;;', 'email', 'the e-mail is not a valid e-mail address'],
    ['a bad phone', 'A1;Ad;;12;;;;;;;;;', 'phone', 'the phone is not a valid phone number'],
    ['an unknown plan', 'A1;Ad;;;Peşin;;;;;;;;', 'plan', expect.stringContaining('advencePrice1')],
    ['a word for a number', 'A1;Ad;;;;elli bin;;;;;;;', 'risk_limit', "'elli bin' is not a number"],
    ['a negative risk limit', 'A1;Ad;;;;-5;;;;;;;', 'risk_limit', 'the risk limit must not be negative'],
    [
      'a currency of four letters',
      'A1;Ad;;;;;5;LIRA;;;;;',
      'balance_currency',
      expect.stringContaining('three-letter'),
    ],
    [
      'a negative overdue balance',
      'A1;Ad;;;;;;;-1;;;;',
      'overdue_balance',
      expect.stringContaining('negative'),
    ],
    ['half a day overdue', 'A1;Ad;;;;;;;;2,5;;;', 'overdue_days', expect.stringContaining('whole number')],
    [
      "a bad representative's e-mail",
      'A1;Ad;;;;;;;;;temsilci;;',
      'rep_email',
      expect.stringContaining('e-mail'),
    ],
    ['a NUL in the city', 'A1;Ad;;;;;;;;;;İz\u0000mir;', 'city', 'contains a NUL character'],
    ['a line break in the name', 'A1;"Ad\nSoyad";;;;;;;;;;;', 'name', expect.stringContaining('one line')],
    [
      'a branch without a code',
      'A1;Ad;;;;;;;;;;;Kadıköy Şube',
      'branches',
      expect.stringContaining('CODE=NAME'),
    ],
    [
      'a branch with a lone backslash',
      'A1;Ad;;;;;;;;;;;K1=Kadıköy\\Şube',
      'branches',
      expect.stringContaining("'\\'"),
    ],
    [
      'a branch with two |',
      'A1;Ad;;;;;;;;;;;K1=Kadıköy|Moda|No 5',
      'branches',
      expect.stringContaining("more than one '|'"),
    ],
    ['a branch code twice', '"A1";Ad;;;;;;;;;;;"K1=A;K1=B"', 'branches', 'a branch code is given twice'],
    ['a branch without a name', 'A1;Ad;;;;;;;;;;;K1=|Moda', 'branches', 'the name of branch K1 is required'],
  ])('%s', (_what, row, column, message) => {
    expect(problemsOf(HEADER, row)).toEqual([[1, column, message]]);
  });

  it('names every bad column of a row, not only the first', () => {
    expect(problemsOf('code;name;email;phone', 'A1;Ad;x;y').map(([, column]) => column)).toEqual([
      'email',
      'phone',
    ]);
  });

  it('refuses a code the file already gave, in any case, naming the first row', () => {
    expect(problemsOf('code;name', 'ab.1;Bir', 'AB.1;İki')).toEqual([[2, 'code', 'repeats row 1']]);
  });
});
