/** @jest-environment node */
import { stockDisplayText, type StockTextPlace } from '../../../src/domain/catalog/stockDisplay';
import { turkishText } from '../expectMessage';
import { expectMessage } from '../expectMessage';

const text = (stock: number, mode: number, place: StockTextPlace, extra: object = {}) => {
  const message = stockDisplayText({ stock, mode, place, unit: 'Adet', ...extra });
  return message ? turkishText(message) : null;
};

// Stock 30 in every mode, in the three places. Offsets of the spec’s business constants: 30 + offset; modes 11–13
// go to 0 or below. Thresholds: 'N+' when 30 exceeds N, else the exact 30.
const AT_30: Array<[number, string | null, string | null, string | null]> = [
  [0, 'Bu ürün stoklarda 30 Adet mevcuttur.', '30 Adet', '30 Adet'],
  [1, null, null, null],
  [2, 'Bu ürün stoklarda mevcuttur.', 'Var', 'Stokta Var'],
  [3, 'Bu ürün stoklarda 35 Adet mevcuttur.', '35 Adet', '35 Adet'],
  [4, 'Bu ürün stoklarda 40 Adet mevcuttur.', '40 Adet', '40 Adet'],
  [5, 'Bu ürün stoklarda 80 Adet mevcuttur.', '80 Adet', '80 Adet'],
  [6, 'Bu ürün stoklarda 130 Adet mevcuttur.', '130 Adet', '130 Adet'],
  [7, 'Bu ürün stoklarda 1030 Adet mevcuttur.', '1030 Adet', '1030 Adet'],
  [8, 'Bu ürün stoklarda 50 Adet mevcuttur.', '50 Adet', '50 Adet'],
  [9, 'Bu ürün stoklarda 25 Adet mevcuttur.', '25 Adet', '25 Adet'],
  [10, 'Bu ürün stoklarda 20 Adet mevcuttur.', '20 Adet', '20 Adet'],
  [11, 'Stok sorunuz.', 'Stok Sorunuz', 'Stok Sorunuz'],
  [12, 'Stok sorunuz.', 'Stok Sorunuz', 'Stok Sorunuz'],
  [13, 'Stok sorunuz.', 'Stok Sorunuz', 'Stok Sorunuz'],
  [14, 'Bu ürün stoklarda 10 Adet mevcuttur.', '10 Adet', '10 Adet'],
  [15, 'Bu ürün stoklarda 5+ Adet mevcuttur.', '5+', '5+'],
  [16, 'Bu ürün stoklarda 10+ Adet mevcuttur.', '10+', '10+'],
  [17, 'Bu ürün stoklarda 30 Adet mevcuttur.', '30 Adet', '30 Adet'],
  [18, 'Bu ürün stoklarda 30 Adet mevcuttur.', '30 Adet', '30 Adet'],
  [19, 'Bu ürün stoklarda 30 Adet mevcuttur.', '30 Adet', '30 Adet'],
  [20, 'Bu ürün stoklarda 20+ Adet mevcuttur.', '20+', '20+'],
];

describe('stockDisplayText for every mode', () => {
  it.each(AT_30)('stock 30, mode %p: detail %p, table %p, grid %p', (mode, detail, table, grid) => {
    expect(text(30, mode, 'detail')).toBe(detail);
    expect(text(30, mode, 'table')).toBe(table);
    expect(text(30, mode, 'grid')).toBe(grid);
  });

  // Stock 0: out in every mode whose offset does not lift it above 0 (3–8 add 5…1000).
  const AT_0: Array<[number, string | null]> = Array.from({ length: 21 }, (_, mode) => {
    if (mode === 1) return [mode, null];
    const lifted: Record<number, number> = { 3: 5, 4: 10, 5: 50, 6: 100, 7: 1000, 8: 20 };
    const n = lifted[mode];
    return [mode, n === undefined ? 'Stok sorunuz.' : `Bu ürün stoklarda ${n} Adet mevcuttur.`];
  });

  it.each(AT_0)('stock 0, mode %p on the detail page: %p', (mode, expected) => {
    expect(text(0, mode, 'detail')).toBe(expected);
  });

  it('threshold labels only when the stock exceeds the threshold', () => {
    expect(text(20, 20, 'table')).toBe('20 Adet');
    expect(text(21, 20, 'table')).toBe('20+');
    expect(text(1001, 19, 'grid')).toBe('1000+');
  });

  it('keys and parameters', () => {
    expectMessage(
      stockDisplayText({ stock: 7, mode: 0, place: 'detail', unit: 'Koli' }),
      'stock.detailCount',
      'Bu ürün stoklarda 7 Koli mevcuttur.',
    );
    expect(stockDisplayText({ stock: 7, mode: 0, place: 'detail', unit: 'Koli' })?.params).toEqual({
      n: 7,
      unit: 'Koli',
    });
    expectMessage(
      stockDisplayText({ stock: 7, mode: 2, place: 'detail' }),
      'stock.detailAvailable',
      'Bu ürün stoklarda mevcuttur.',
    );
    expectMessage(
      stockDisplayText({ stock: 0, mode: 0, place: 'detail' }),
      'stock.detailAsk',
      'Stok sorunuz.',
    );
    expectMessage(stockDisplayText({ stock: 0, mode: 0, place: 'table' }), 'stock.listAsk', 'Stok Sorunuz');
    expectMessage(stockDisplayText({ stock: 3, mode: 2, place: 'table' }), 'stock.listYes', 'Var');
    expectMessage(stockDisplayText({ stock: 3, mode: 2, place: 'grid' }), 'stock.listInStock', 'Stokta Var');
    expectMessage(stockDisplayText({ stock: 60, mode: 17, place: 'grid' }), 'stock.threshold', '50+');
  });
});

describe('stock in the chosen unit', () => {
  it('divides by the multiplier, rounded down', () => {
    expect(text(100, 0, 'detail', { unit: 'Koli', multiplier: 12 })).toBe(
      'Bu ürün stoklarda 8 Koli mevcuttur.',
    );
  });

  it('adds the offset in base units before converting', () => {
    expect(text(100, 3, 'table', { unit: 'Koli', multiplier: 12 })).toBe('8 Koli'); // 105 / 12
    expect(text(100, 9, 'table', { unit: 'Koli', multiplier: 12 })).toBe('7 Koli'); // 95 / 12
  });

  it('less than one whole unit is out of stock in that unit', () => {
    expect(text(5, 0, 'detail', { unit: 'Koli', multiplier: 12 })).toBe('Stok sorunuz.');
  });
});

describe("'Stok sorunuz.' with several units and a price of 0 or less", () => {
  it.each([
    [2, 0, 'Stok sorunuz.'],
    [3, -1, 'Stok sorunuz.'],
    [2, 10, 'Bu ürün stoklarda 30 Adet mevcuttur.'],
    [1, 0, 'Bu ürün stoklarda 30 Adet mevcuttur.'],
  ])('%p units at price %p → %p', (unitCount, salePrice, expected) => {
    expect(text(30, 0, 'detail', { unitCount, salePrice })).toBe(expected);
  });

  it('is a detail page rule only', () => {
    expect(text(30, 0, 'table', { unitCount: 2, salePrice: 0 })).toBe('30 Adet');
  });
});
