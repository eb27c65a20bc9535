/** @jest-environment node */
import {
  reorderLines,
  reorderPreview,
  type Money,
  type ReorderContext,
  type ReorderItem,
  type ReorderProduct,
} from '../../../src/domain/cart/reorder';
import { piecesInLine } from '../../../src/domain/cart/cartUnits';
import { priceOfUnitUnderPlan } from '../../../src/domain/checkout/planPrice';

const tl = (value: number): Money => ({ value, currency: 'TRY' });
const ADET = { id: 11, value: 'ADET', multiplier: 1, defaultPrice: tl(100) };
const PAKET = { id: 12, value: 'PAKET', multiplier: 10, defaultPrice: tl(900) };

const product = (id: number, change: Partial<ReorderProduct> = {}): ReorderProduct => ({
  id,
  quantity: 500,
  variantCheck: 1,
  salePrice: tl(100),
  advencePrice1: tl(95),
  advencePrice2: tl(92),
  advencePrice3: tl(90),
  advencePrice4: tl(0),
  advencePrice5: tl(0),
  units: [ADET, PAKET],
  defaultUnit: ADET.id,
  ...change,
});

const item = (productId: number, quantity: number, unit = 'ADET', price = 100): ReorderItem => ({
  id: productId * 10,
  product: { id: productId },
  code: `P${productId}`,
  name: `Ürün ${productId}`,
  quantity,
  productUnit: { value: unit, multiplier: unit === 'PAKET' ? 10 : 1 },
  price,
});

function context(change: Partial<ReorderContext> = {}): ReorderContext {
  return {
    products: { 1: product(1), 2: product(2, { quantity: 7 }), 3: product(3, { variantCheck: 0 }) },
    cartLine: () => null,
    settings: { stockInfoStatus: 0, cartStockControl: '0' },
    priceName: '',
    convert: (price) => price.value * (price.currency === 'EUR' ? 35 : 1),
    ...change,
  };
}

describe('a unit’s price under the order’s payment plan', () => {
  it('is the sale price without a plan', () => {
    expect(priceOfUnitUnderPlan(product(1), PAKET, '')).toEqual(tl(900));
  });
  it('scales the plan’s base price by the unit’s own price ratio, as the host prices an order', () => {
    expect(priceOfUnitUnderPlan(product(1), PAKET, 'advencePrice1')).toEqual(tl(855));
    expect(priceOfUnitUnderPlan(product(1), ADET, 'advencePrice3')).toEqual(tl(90));
  });
});

describe('reordering shows what changed since the order', () => {
  it('an unchanged line goes as it was', () => {
    const [line] = reorderPreview([item(1, 4)], context());
    expect(line).toMatchObject({
      status: 'ok',
      unitId: ADET.id,
      quantity: 4,
      wanted: 4,
      priceNow: 100,
      priceChange: 'same',
    });
  });

  it('price now against price then, under the order’s plan and in its currency', () => {
    const [up] = reorderPreview([item(1, 1, 'ADET', 80)], context());
    expect(up).toMatchObject({ priceThen: 80, priceNow: 100, priceChange: 'up' });
    const [down] = reorderPreview([item(1, 1, 'PAKET', 900)], context({ priceName: 'advencePrice1' }));
    expect(down).toMatchObject({ priceNow: 855, priceChange: 'down', unitId: PAKET.id });
    const euro = { 1: product(1, { units: [{ ...ADET, defaultPrice: { value: 3, currency: 'EUR' } }] }) };
    const [converted] = reorderPreview([item(1, 1, 'ADET', 105)], context({ products: euro }));
    expect(converted).toMatchObject({ priceNow: 105, priceChange: 'same' });
  });

  it('lines no longer sold, needing a variant or without a price are shown and not added', () => {
    const lines = reorderPreview(
      [item(9, 1), item(3, 1), item(4, 1)],
      context({ products: { 3: product(3, { variantCheck: 0 }), 4: product(4, { salePrice: tl(0) }) } }),
    );
    expect(lines.map((l) => l.status)).toEqual(['gone', 'variant', 'askPrice']);
    expect(reorderLines(lines)).toEqual([]);
  });

  it('quantities are capped by the stock (what the cart holds counted), and said so', () => {
    const [line] = reorderPreview([item(2, 12)], context());
    expect(line).toMatchObject({ status: 'capped', cappedBy: 'stock', wanted: 12, quantity: 7 });
    const [held] = reorderPreview([item(2, 12)], context({ cartLine: () => ({ unit: ADET, quantity: 5 }) }));
    expect(held).toMatchObject({ status: 'capped', quantity: 2 });
    const [none] = reorderPreview([item(2, 1)], context({ cartLine: () => ({ unit: ADET, quantity: 7 }) }));
    expect(none).toMatchObject({ status: 'outOfStock', quantity: 0, unitId: null });
  });

  it('a quantity above 100 is capped at 100, and said why', () => {
    const [line] = reorderPreview([item(1, 300)], context());
    expect(line).toMatchObject({ status: 'capped', cappedBy: 'max', quantity: 100 });
  });

  it('overselling allowed by cart stock control caps nothing but the range', () => {
    const [line] = reorderPreview(
      [item(2, 12)],
      context({ settings: { stockInfoStatus: 0, cartStockControl: '1' } }),
    );
    expect(line).toMatchObject({ status: 'ok', quantity: 12 });
  });

  it('a unit no longer sold falls back to the default unit with the same pieces', () => {
    const products = { 1: product(1, { units: [ADET] }) };
    const [line] = reorderPreview([item(1, 2, 'PAKET', 900)], context({ products }));
    expect(line).toMatchObject({ status: 'ok', unitChanged: true, unit: 'ADET', quantity: 20, wanted: 20 });
  });

  // The cart's unit rule (domain/cart/cartUnits): the order's pieces go to the default unit when whole,
  // else to the base unit; never rounded up into the default unit.
  const DUZINE = { value: 'DÜZİNE', multiplier: 12 };
  const KOLI = { value: 'KOLİ', multiplier: 100 };
  const paketFirst = product(1, { units: [ADET, PAKET], defaultUnit: PAKET.id });
  it.each([
    ['2 KOLİ: 200 pieces are 20 of the default PAKET', KOLI, 2, paketFirst, PAKET, 20],
    ['1 DÜZİNE: 12 pieces are no whole PAKET, so 12 ADET', DUZINE, 1, paketFirst, ADET, 12],
    ['5 DÜZİNE: 60 pieces are 6 PAKET', DUZINE, 5, paketFirst, PAKET, 6],
    ['1 DÜZİNE with ADET the default: 12 ADET', DUZINE, 1, product(1), ADET, 12],
  ] as const)('a unit no longer sold: %s', (_, orderUnit, quantity, today, unit, expected) => {
    const order = { ...item(1, quantity), productUnit: orderUnit };
    const [line] = reorderPreview([order], context({ products: { 1: today } }));
    expect(line).toMatchObject({ status: 'ok', unitChanged: true, unitId: unit.id, quantity: expected });
    expect(
      piecesInLine(
        quantity * orderUnit.multiplier,
        today.units.find((u) => u.id === today.defaultUnit)!,
        today.units,
      ),
    ).toEqual({ unit, quantity: expected });
  });

  it('a unit no longer sold whose pieces make no whole unit of today is shown and not added', () => {
    const onlyPaket = { 1: product(1, { units: [PAKET], defaultUnit: PAKET.id }) };
    const [line] = reorderPreview([{ ...item(1, 1), productUnit: DUZINE }], context({ products: onlyPaket }));
    expect(line).toMatchObject({ status: 'unitConflict', unitChanged: true, unitId: null, quantity: 0 });
    expect(reorderLines([line!])).toEqual([]);
  });

  it('two lines of one product share its stock', () => {
    const lines = reorderPreview([item(2, 5), item(2, 5)], context());
    expect(lines.map((l) => l.quantity)).toEqual([5, 2]);
  });

  // The cart's cap rule for an add beside its line (domain/cart/cartLine capCartAdd), as the host applies it.
  it('a line beside what the cart holds takes only the room the cart line has left of 100, and says why', () => {
    const [line] = reorderPreview([item(1, 40)], context({ cartLine: () => ({ unit: ADET, quantity: 80 }) }));
    expect(line).toMatchObject({
      status: 'capped',
      cappedBy: 'max',
      quantity: 20,
      wanted: 40,
      held: { quantity: 80, unit: 'ADET' },
    });
    expect(reorderLines([line!])).toEqual([{ productId: 1, unitId: ADET.id, quantity: 20 }]);
  });

  it('a cart line of 100 takes nothing more: the line is shown as full and not added', () => {
    const [line] = reorderPreview([item(1, 3)], context({ cartLine: () => ({ unit: ADET, quantity: 100 }) }));
    expect(line).toMatchObject({ status: 'cartFull', quantity: 0, unitId: null, held: { quantity: 100 } });
    expect(reorderLines([line!])).toEqual([]);
  });

  it('a PAKET beside ADET held merges into pieces, as the cart would hold them', () => {
    // 95 ADET held; 1 PAKET of 10 would make a line of 105 ADET: none fits.
    const [full] = reorderPreview(
      [item(1, 1, 'PAKET', 900)],
      context({ cartLine: () => ({ unit: ADET, quantity: 95 }) }),
    );
    expect(full).toMatchObject({ status: 'cartFull', held: { quantity: 95, unit: 'ADET' } });
    // 90 ADET held: 1 PAKET makes 100 ADET, which fits.
    const [fits] = reorderPreview(
      [item(1, 1, 'PAKET', 900)],
      context({ cartLine: () => ({ unit: ADET, quantity: 90 }) }),
    );
    expect(fits).toMatchObject({ status: 'ok', quantity: 1, unitId: PAKET.id });
  });

  it('two lines of one product fill one cart line: the second takes what the first left of 100', () => {
    const lines = reorderPreview([item(1, 60), item(1, 60)], context());
    expect(lines.map((l) => [l.status, l.quantity])).toEqual([
      ['ok', 60],
      ['capped', 40],
    ]);
  });

  it('puts only the lines that go into the batch', () => {
    const lines = reorderPreview([item(1, 4), item(9, 1), item(2, 12)], context());
    expect(reorderLines(lines)).toEqual([
      { productId: 1, unitId: ADET.id, quantity: 4 },
      { productId: 2, unitId: ADET.id, quantity: 7 },
    ]);
  });
});
