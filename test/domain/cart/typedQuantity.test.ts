/** @jest-environment node */
import fc from 'fast-check';
import type { StockContext } from '../../../src/domain/cart/quantity';
import {
  judgeTypedQuantity,
  parseTypedQuantity,
  stockQuantityLimit,
} from '../../../src/domain/cart/typedQuantity';
import { expectMessage } from '../expectMessage';

const stock = (change: Partial<StockContext> = {}): StockContext => ({
  stock: 1000,
  adjustment: 0,
  inCart: 0,
  multiplier: 1,
  cartStockControl: false,
  ...change,
});

const judge = (text: string, change?: Partial<StockContext>) =>
  judgeTypedQuantity(5, text, { unit: 'ADET', stock: change ? stock(change) : undefined });

describe('a typed quantity is judged as a whole when committed', () => {
  it.each([
    ['101', 5, 'quantity.hintMax', 'En fazla 100 ADET girebilirsiniz.'],
    ['150', 5, 'quantity.hintMax', 'En fazla 100 ADET girebilirsiniz.'],
    ['999', 5, 'quantity.hintMax', 'En fazla 100 ADET girebilirsiniz.'],
    ['1e3', 5, 'quantity.hintMax', 'En fazla 100 ADET girebilirsiniz.'],
    ['-3', 5, 'quantity.hintMin', 'En az 1 ADET girebilirsiniz.'],
    ['3.7', 5, 'quantity.hintWhole', 'Miktar tam sayı olmalıdır.'],
    ['2,5', 5, 'quantity.hintWhole', 'Miktar tam sayı olmalıdır.'],
  ])('%p leaves the quantity at %p with a hint of the limit', (text, quantity, key, message) => {
    const verdict = judge(text);
    expect(verdict.quantity).toBe(quantity);
    expectMessage(verdict.hint, key, message);
  });

  it.each([
    ['abc', 1],
    ['12abc', 1],
    ['0x10', 1],
    ['', 1],
    ['   ', 1],
    ['0', 1],
    ['00', 1],
  ])('non-numeric or 0 %p becomes %p, without a hint', (text, quantity) => {
    expect(judge(text)).toEqual({ quantity, hint: null });
  });

  it.each([
    ['1', 1],
    ['42', 42],
    [' 7 ', 7],
    ['100', 100],
    ['+8', 8],
    ['12.0', 12],
  ])('a whole number in range %p is taken as %p', (text, quantity) => {
    expect(judge(text)).toEqual({ quantity, hint: null });
  });

  it('reads only plain decimal notation', () => {
    expect(parseTypedQuantity('1e3')).toBe(1000);
    expect(parseTypedQuantity('3,5')).toBe(3.5);
    expect(parseTypedQuantity('12abc')).toBeNaN();
    expect(parseTypedQuantity('Infinity')).toBeNaN();
  });
});

describe('with the stock rule of the list control', () => {
  it('refuses more than the stock allows and names the most it allows', () => {
    const verdict = judge('8', { stock: 10, inCart: 3 });
    expect(verdict.quantity).toBe(5);
    expectMessage(verdict.hint, 'quantity.hintStock', 'Stok en fazla 7 ADET için yeterli.');
  });

  it('counts the unit multiplier: boxes of 12 from 100 allow 8', () => {
    expect(judge('8', { stock: 100, multiplier: 12 }).quantity).toBe(8);
    expect(judge('9', { stock: 100, multiplier: 12 }).hint?.params).toEqual({ max: 8, unit: 'ADET' });
  });

  it('says when nothing is left to add', () => {
    expectMessage(
      judge('2', { stock: 3, inCart: 3 }).hint,
      'quantity.hintNoStock',
      'Bu üründen eklenebilecek stok kalmadı.',
    );
  });

  it('the 100 limit still holds when stock is plentiful or overselling is allowed', () => {
    expect(judge('101', { cartStockControl: true }).hint?.key).toBe('quantity.hintMax');
    expect(stockQuantityLimit(stock({ cartStockControl: true }))).toBe(Number.POSITIVE_INFINITY);
  });

  it('the result is always the current quantity, 1 or an accepted value within every limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.oneof(fc.string(), fc.integer({ min: -50, max: 2000 }).map(String), fc.double().map(String)),
        fc.integer({ min: 0, max: 300 }),
        (current, text, stockLeft) => {
          const context = stock({ stock: stockLeft });
          const { quantity, hint } = judgeTypedQuantity(current, text, { unit: 'ADET', stock: context });
          expect(Number.isInteger(quantity)).toBe(true);
          if (hint) expect(quantity).toBe(current);
          else if (quantity !== 1) {
            expect(quantity).toBe(Number(text.trim()));
            expect(quantity).toBeLessThanOrEqual(Math.min(100, stockLeft));
          }
        },
      ),
    );
  });
});
