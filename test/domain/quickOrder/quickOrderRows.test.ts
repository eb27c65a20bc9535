/** @jest-environment node */
import fc from 'fast-check';
import { mergeCartQuantity } from '../../../src/domain/cart/cartUnits';
import {
  codeKey,
  committedPadQuantity,
  judgePadRows,
  padLines,
  padQuantity,
  padSummary,
  type CodeLookup,
  type PadContext,
  type PadProduct,
  type PadRow,
} from '../../../src/domain/quickOrder/quickOrderRows';
import { expectMessage } from '../expectMessage';

const ADET = { id: 11, value: 'ADET', multiplier: 1 };
const PAKET = { id: 12, value: 'PAKET', multiplier: 10 };
const KOLI = { id: 13, value: 'KOLİ', multiplier: 100 };

const product = (id: number, change: Partial<PadProduct> = {}): PadProduct => ({
  id,
  quantity: 500,
  variantCheck: 1,
  salePrice: { value: 97.5 },
  units: [ADET, PAKET, KOLI],
  defaultUnit: ADET.id,
  ...change,
});

const found = (productId: number, unitId: number | null = null): CodeLookup => ({
  status: 'found',
  productId,
  unitId,
});

let keys = 0;
const row = (code: string, quantity = '', unit = ''): PadRow => ({ key: `r${keys++}`, code, quantity, unit });

function context(change: Partial<PadContext> = {}): PadContext {
  return {
    lookups: {
      '90960002': found(1),
      '90960003': found(2),
      '8690073000384': found(1, PAKET.id),
      nya: found(3),
      '2cds251001r10324': found(4),
      yok: { status: 'unknown' },
      bekle: { status: 'pending' },
      hata: { status: 'failed' },
      az: found(5),
    },
    products: {
      1: product(1),
      2: product(2),
      3: product(3, { variantCheck: 0 }),
      4: product(4, { salePrice: { value: 0 } }),
      5: product(5, { quantity: 8 }),
    },
    cartLine: () => null,
    settings: { stockInfoStatus: 0, cartStockControl: '0' },
    ...change,
  };
}

const judge = (rows: PadRow[], change?: Partial<PadContext>) => judgePadRows(rows, context(change));

describe('codes are compared without case, with the Turkish I folded', () => {
  it.each([
    [' corepro-13w ', 'corepro-13w'],
    ['COREPRO-13W', 'corepro-13w'],
    ['LİTE', 'lite'],
    ['lıte', 'lite'],
  ])('%p → %p', (code, key) => expect(codeKey(code)).toBe(key));
});

describe('a committed quantity (typed values are judged on commit)', () => {
  it.each([
    ['', { ok: true, quantity: 1 }],
    ['12', { ok: true, quantity: 12 }],
    ['12,00', { ok: true, quantity: 12 }],
    ['12.0', { ok: true, quantity: 12 }],
    ['100', { ok: true, quantity: 100 }],
  ])('%p is taken', (text, verdict) => expect(padQuantity(text, 'ADET')).toEqual(verdict));

  it.each([
    ['2,5', 'quantity.hintWhole', 'Miktar tam sayı olmalıdır.'],
    ['0', 'quantity.hintMin', 'En az 1 ADET girebilirsiniz.'],
    ['-4', 'quantity.hintMin', 'En az 1 ADET girebilirsiniz.'],
    ['101', 'quantity.hintMax', 'En fazla 100 ADET girebilirsiniz.'],
    ['1.000', 'quantity.hintMax', 'En fazla 100 ADET girebilirsiniz.'],
    ['on iki', 'quickOrder.quantityUnreadable', 'Miktar okunamadı: “on iki”'],
  ])('%p is refused with %s', (text, key, message) => {
    const verdict = padQuantity(text, 'ADET');
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expectMessage(verdict.hint, key, message);
  });

  it.each([
    ['', '1'],
    ['abc', '1'],
    ['0', '1'],
    [' 7 ', '7'],
    ['2,5', '2,5'],
    ['500', '500'],
  ])('typed %p is committed as %p (non-numeric or 0 becomes 1)', (text, committed) =>
    expect(committedPadQuantity(text)).toBe(committed),
  );
});

describe('each row shows its state before anything is sent', () => {
  it('a found row is ready with its quantity in the default unit', () => {
    expect(judge([row('90960002', '12')])).toEqual([
      { kind: 'ready', productId: 1, unitId: ADET.id, quantity: 12, merged: 0 },
    ]);
  });

  it('a unit named in the row is used, in any case', () => {
    expect(judge([row('90960002', '2', 'koli')])[0]).toMatchObject({ kind: 'ready', unitId: KOLI.id });
  });

  it('a unit barcode names its unit', () => {
    expect(judge([row('8690073000384', '3')])[0]).toMatchObject({
      kind: 'ready',
      productId: 1,
      unitId: PAKET.id,
    });
  });

  it.each([
    ['', { kind: 'empty' }],
    ['yok', { kind: 'unknown' }],
    ['bekle', { kind: 'checking' }],
    ['hiç sorulmadı', { kind: 'checking' }],
    ['hata', { kind: 'lookupFailed' }],
    ['NYA', { kind: 'variantParent', productId: 3 }],
    ['2CDS251001R10324', { kind: 'askPrice', productId: 4 }],
  ])('%p → %p', (code, verdict) => {
    expect(judge([row(code, '1')])).toEqual([verdict]);
  });

  it('an unknown unit is said', () => {
    expect(judge([row('90960002', '1', 'VARİL')])).toEqual([{ kind: 'unitUnknown', productId: 1 }]);
  });

  it('a refused quantity keeps the row with its hint', () => {
    const [verdict] = judge([row('90960002', '2,5')]);
    expect(verdict).toMatchObject({ kind: 'invalid', productId: 1, unitId: ADET.id });
    if (verdict?.kind === 'invalid')
      expectMessage(verdict.message, 'quantity.hintWhole', 'Miktar tam sayı olmalıdır.');
  });

  it('not enough stock gives the spec’s message with n in pieces', () => {
    const [verdict] = judge([row('az', '9')]);
    expect(verdict?.kind).toBe('invalid');
    if (verdict?.kind === 'invalid')
      expectMessage(verdict.message, 'addToCart.stockAlert', 'Bu üründen 9 adet bulunmamaktadır!');
    const [paket] = judge([row('az', '1', 'PAKET')]);
    if (paket?.kind === 'invalid')
      expectMessage(paket.message, 'addToCart.stockAlert', 'Bu üründen 10 adet bulunmamaktadır!');
  });

  it('counts what the cart already holds, unless cart stock control allows overselling', () => {
    expect(judge([row('az', '5')], { cartLine: () => ({ unit: ADET, quantity: 4 }) })[0]?.kind).toBe(
      'invalid',
    );
    expect(judge([row('az', '4')], { cartLine: () => ({ unit: ADET, quantity: 4 }) })[0]?.kind).toBe('ready');
    expect(
      judge([row('az', '50')], { settings: { stockInfoStatus: 0, cartStockControl: '1' } })[0]?.kind,
    ).toBe('ready');
  });

  // The cart merges a row into its line of the product, which holds at most 100 (capCartAdd).
  it('a row that would take the cart’s line past 100 is refused with the room it has left', () => {
    const held = { cartLine: () => ({ unit: ADET, quantity: 80 }) };
    const [refused] = judge([row('90960002', '30')], held);
    expect(refused?.kind).toBe('invalid');
    if (refused?.kind === 'invalid')
      expectMessage(
        refused.message,
        'quickOrder.cartLineRoom',
        'Sepette 80 ADET var, bir kalemde en fazla 100: bu satırdan en fazla 20 ADET eklenebilir.',
      );
    expect(judge([row('90960002', '20')], held)[0]).toMatchObject({ kind: 'ready', quantity: 20 });
    // 3 PAKET beside 80 ADET is a line of 110 ADET: 2 PAKET fit.
    const [paket] = judge([row('90960002', '3', 'PAKET')], held);
    if (paket?.kind === 'invalid')
      expectMessage(
        paket.message,
        'quickOrder.cartLineRoom',
        'Sepette 80 ADET var, bir kalemde en fazla 100: bu satırdan en fazla 2 PAKET eklenebilir.',
      );
    expect(paket?.kind).toBe('invalid');
    // Rows merged into one line count together against the room.
    const merged = judge([row('90960002', '15'), row('90960002', '10')], held);
    expect(merged[0]?.kind).toBe('invalid');
  });

  it('the stock display offset counts as in every cart control (mode 4: +10)', () => {
    expect(
      judge([row('az', '18')], { settings: { stockInfoStatus: 4, cartStockControl: '0' } })[0]?.kind,
    ).toBe('ready');
  });
});

describe('duplicate codes are merged into the first row, and said so', () => {
  it('same unit: quantities add up in the first row', () => {
    const rows = [row('90960002', '2'), row('90960003', '1'), row('90960002', '3'), row(' 90960002 ', '')];
    const verdicts = judge(rows);
    expect(verdicts).toEqual([
      { kind: 'ready', productId: 1, unitId: ADET.id, quantity: 6, merged: 2 },
      { kind: 'ready', productId: 2, unitId: ADET.id, quantity: 1, merged: 0 },
      { kind: 'merged', productId: 1, unitId: ADET.id, into: 1 },
      { kind: 'merged', productId: 1, unitId: ADET.id, into: 1 },
    ]);
    expect(padLines(rows, verdicts)).toEqual([
      { productId: 1, unitId: ADET.id, quantity: 6, rowKeys: [rows[0]!.key, rows[2]!.key, rows[3]!.key] },
      { productId: 2, unitId: ADET.id, quantity: 1, rowKeys: [rows[1]!.key] },
    ]);
  });

  it('a code and its barcode are the same product', () => {
    const verdicts = judge([row('90960002', '5'), row('8690073000384', '1')]);
    expect(verdicts[0]).toEqual({ kind: 'ready', productId: 1, unitId: ADET.id, quantity: 15, merged: 1 });
  });

  // The cart's unit rule (domain/cart/cartUnits), row after row: the first row's unit when the pieces
  // divide evenly, else the product's base unit. Not the smallest of the rows' units, not rounded.
  it.each([
    [
      'PAKET 2 + ADET 5: 25 pieces are no whole PAKET',
      [
        ['2', 'PAKET'],
        ['5', 'ADET'],
      ],
      ADET,
      25,
    ],
    [
      'ADET 5 + PAKET 1: the first row is in the base unit',
      [
        ['5', 'ADET'],
        ['1', 'PAKET'],
      ],
      ADET,
      15,
    ],
    [
      'PAKET 1 + ADET 10: 20 pieces stay in the first row’s PAKET',
      [
        ['1', 'PAKET'],
        ['10', 'ADET'],
      ],
      PAKET,
      2,
    ],
    [
      'KOLİ 1 + PAKET 10: 200 pieces are 2 KOLİ',
      [
        ['1', 'KOLİ'],
        ['10', 'PAKET'],
      ],
      KOLI,
      2,
    ],
    [
      'PAKET 1 + ADET 5 + ADET 5: once in ADET, the line stays there',
      [
        ['1', 'PAKET'],
        ['5', 'ADET'],
        ['5', 'ADET'],
      ],
      ADET,
      20,
    ],
  ] as const)('different units: %s', (_, cells, unit, quantity) => {
    const rows = cells.map(([q, u]) => row('90960002', q, u));
    expect(judge(rows)[0]).toEqual({
      kind: 'ready',
      productId: 1,
      unitId: unit.id,
      quantity,
      merged: cells.length - 1,
    });
  });

  it('a merge into the base unit that passes 100 is refused, as the cart refuses it (KOLİ 1 + PAKET 5 = 150 ADET)', () => {
    const verdicts = judge([row('90960002', '1', 'KOLİ'), row('90960002', '5', 'PAKET')]);
    expect(verdicts[0]).toMatchObject({ kind: 'invalid', unitId: ADET.id });
    if (verdicts[0]?.kind === 'invalid')
      expectMessage(verdicts[0].message, 'quantity.hintMax', 'En fazla 100 ADET girebilirsiniz.');
    expect(verdicts[1]).toMatchObject({ kind: 'merged', into: 1 });
  });

  it('without a unit of 1 the base unit is the product’s smallest, even when no row is in it', () => {
    const box = { id: 21, value: 'KUTU', multiplier: 6 };
    const crate = { id: 22, value: 'KASA', multiplier: 24 };
    const verdicts = judge([row('90960002', '1', 'KASA'), row('90960002', '1', 'KUTU')], {
      products: { 1: product(1, { units: [box, crate], defaultUnit: crate.id }) },
    });
    expect(verdicts[0]).toEqual({ kind: 'ready', productId: 1, unitId: box.id, quantity: 5, merged: 1 });
  });

  it('a merged quantity over 100 is refused in the first row', () => {
    const verdicts = judge([row('90960002', '60'), row('90960002', '50')]);
    expect(verdicts[0]?.kind).toBe('invalid');
    if (verdicts[0]?.kind === 'invalid')
      expectMessage(verdicts[0].message, 'quantity.hintMax', 'En fazla 100 ADET girebilirsiniz.');
    expect(verdicts[1]).toMatchObject({ kind: 'merged', into: 1 });
  });

  it('units that cannot be expressed in one are refused', () => {
    const odd = { id: 14, value: 'DÜZİNE', multiplier: 12 };
    const dozen = { id: 15, value: 'PAKET', multiplier: 10 };
    const verdicts = judge([row('90960002', '1', 'PAKET'), row('90960002', '1', 'DÜZİNE')], {
      products: { 1: product(1, { units: [dozen, odd], defaultUnit: dozen.id }) },
    });
    expect(verdicts[0]).toMatchObject({ kind: 'ready', quantity: 1, merged: 0 });
    expect(verdicts[1]?.kind).toBe('invalid');
    if (verdicts[1]?.kind === 'invalid')
      expectMessage(
        verdicts[1].message,
        'quickOrder.unitConflict',
        'Bu ürün 1. satırda başka bir birimle var; birimleri aynı seçiniz.',
      );
  });

  it('summarises what will go and what will not', () => {
    const verdicts = judge([
      row('90960002', '1'),
      row('90960002', '1'),
      row('yok'),
      row('bekle'),
      row(''),
      row('NYA'),
    ]);
    expect(padSummary(verdicts)).toEqual({ ready: 1, problems: 2, checking: 1 });
  });
});

describe('properties', () => {
  it('two rows of one product make the line the cart makes of the same two adds (domain/cart/cartUnits)', () => {
    const units = [ADET, PAKET, KOLI];
    fc.assert(
      fc.property(
        fc.constantFrom(...units),
        fc.integer({ min: 1, max: 100 }),
        fc.constantFrom(...units),
        fc.integer({ min: 1, max: 100 }),
        (firstUnit, first, secondUnit, second) => {
          const rows = [
            row('90960002', String(first), firstUnit.value),
            row('90960002', String(second), secondUnit.value),
          ];
          const [verdict] = judge(rows, { products: { 1: product(1, { quantity: 1e9 }) } });
          const cart = mergeCartQuantity(
            { unit: firstUnit, quantity: first },
            { unit: secondUnit, quantity: second },
            units,
          )!;
          if (cart.quantity > 100) expect(verdict).toMatchObject({ kind: 'invalid', unitId: cart.unit.id });
          else
            expect(verdict).toMatchObject({ kind: 'ready', unitId: cart.unit.id, quantity: cart.quantity });
        },
      ),
    );
  });

  it('judges 200 rows in well under a second and never sends more than the stock', () => {
    const rows = Array.from({ length: 200 }, (_, i) =>
      row(i % 3 === 0 ? 'az' : '90960002', String((i % 7) + 1)),
    );
    const started = performance.now();
    const verdicts = judge(rows);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(verdicts).toHaveLength(200);
  });

  it('whatever the rows, each line goes once, within 1–100 and the stock', () => {
    const codes = ['90960002', '90960003', '8690073000384', 'az', 'yok', 'NYA', '', 'bekle'];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            code: fc.constantFrom(...codes),
            quantity: fc.oneof(fc.integer({ min: -5, max: 150 }).map(String), fc.string({ maxLength: 5 })),
            unit: fc.constantFrom('', 'ADET', 'PAKET', 'KOLİ', 'VARİL'),
          }),
          { maxLength: 40 },
        ),
        (cells) => {
          const rows = cells.map((c) => row(c.code, c.quantity, c.unit));
          const ctx = context();
          const lines = padLines(rows, judgePadRows(rows, ctx));
          expect(new Set(lines.map((l) => l.productId)).size).toBe(lines.length);
          for (const line of lines) {
            expect(Number.isInteger(line.quantity)).toBe(true);
            expect(line.quantity).toBeGreaterThanOrEqual(1);
            expect(line.quantity).toBeLessThanOrEqual(100);
            const p = ctx.products[line.productId]!;
            const unit = p.units.find((u) => u.id === line.unitId)!;
            expect(line.quantity * unit.multiplier).toBeLessThanOrEqual(p.quantity);
          }
        },
      ),
    );
  });
});
