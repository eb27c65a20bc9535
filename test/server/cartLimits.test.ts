/**
 * No path into the cart or an order takes a quantity outside 1-100 or beyond the stock
 * (when the store controls it): single add, PATCH quantity / addQuantity / unit, batch (the quick
 * order pad and the reorder), the offer edit, the order save and the card payment's order. Each is
 * answered with the spec's message in the spec's error shape.
 */
import { decode } from '../../src/contract/decode';
import { cartAnswer } from '../../src/contract/cart';
import { cartBatchAnswer } from '../../src/contract/quickOrder';
import { offerEditAnswer } from '../../src/contract/offers';
import {
  errorType,
  insertTestOffer,
  loggedIn,
  productId,
  setSetting,
  startHost,
  type Client,
  type TestHost,
} from './helpers';

let host: TestHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host.stop());

const RANGE = 'Miktar 1 ile 100 arasında olmalıdır.';
const short = (n: number) => `Bu üründen ${n} adet bulunmamaktadır!`;
// ADET (1) and KUTU (12) units.
const BREAKER = 'EZ9F14116';
const OTHER = '5SL6116-6';
const SOLD_OUT = 'HES-TTR-H05VV-F-3X1.5-100M';

/** Puts `n` pieces of stock on the product, in one warehouse. */
async function setStock(code: string, n: number): Promise<void> {
  const id = await productId(host, code);
  await host.db.run('DELETE FROM stock WHERE product_id = ?', id);
  await host.db.run(
    'INSERT INTO stock (product_id, warehouse_id, quantity) VALUES (?, (SELECT MIN(id) FROM warehouses), ?)',
    id,
    n,
  );
}

const unitId = async (code: string, name: string) =>
  host.db.value(
    'SELECT id FROM product_units WHERE product_id = ? AND name = ?',
    await productId(host, code),
    name,
  );

const cartOf = async (client: Client) =>
  decode(cartAnswer, (await client.get('/api/catalog/cart')).json).map((i) => [
    i.product.code,
    i.quantity,
    i.productUnit.value,
  ]);

const add = async (client: Client, code: string, quantity: number, productValue = 'ADET') =>
  client.post(`/api/catalog/cart/${await productId(host, code)}`, { form: { quantity, productValue } });

let client: Client;
beforeEach(async () => {
  await setSetting(host, 'cartStockControl', '0');
  await setStock(BREAKER, 500);
  await setStock(OTHER, 500);
  client = await loggedIn(host.url, 'bayi4');
  await client.delete('/api/catalog/cart');
});

describe('single add', () => {
  it('refuses over 100 in one add, and an add that takes the line over 100', async () => {
    expect(errorType(await add(client, BREAKER, 101))).toBe(RANGE);
    expect((await add(client, BREAKER, 60)).status).toBe(200);
    const over = await add(client, BREAKER, 60);
    expect(over.status).toBe(400);
    expect(errorType(over)).toBe(RANGE);
    expect(await cartOf(client)).toEqual([[BREAKER, 60, 'ADET']]);
  });

  it('refuses beyond the stock unless cart stock control allows overselling', async () => {
    await setStock(BREAKER, 30);
    expect(errorType(await add(client, BREAKER, 31))).toBe(short(31));
    expect(errorType(await add(client, BREAKER, 3, 'KUTU'))).toBe(short(36));
    await setSetting(host, 'cartStockControl', '1');
    expect((await add(client, BREAKER, 3, 'KUTU')).status).toBe(200);
    // 100 is the limit even when overselling is allowed.
    expect(errorType(await add(client, BREAKER, 98, 'KUTU'))).toBe(RANGE);
  });
});

describe('PATCH quantity, addQuantity, unit', () => {
  const patch = async (json: unknown) =>
    client.patch(`/api/catalog/cart/${await productId(host, BREAKER)}`, { json });

  it('refuses a line over 100', async () => {
    await add(client, BREAKER, 60);
    expect(errorType(await patch({ quantity: 101 }))).toBe(RANGE);
    expect(errorType(await patch({ addQuantity: 50 }))).toBe(RANGE);
    expect((await patch({ addQuantity: 40 })).status).toBe(200);
    expect(await cartOf(client)).toEqual([[BREAKER, 100, 'ADET']]);
  });

  it('refuses a line beyond the stock, by quantity or by a bigger unit', async () => {
    await setStock(BREAKER, 100);
    await add(client, BREAKER, 9);
    expect(errorType(await patch({ quantity: 101 }))).toBe(RANGE);
    expect(errorType(await patch({ unit: await unitId(BREAKER, 'KUTU') }))).toBe(short(108));
    await setStock(BREAKER, 50);
    expect(errorType(await patch({ addQuantity: 42 }))).toBe(short(51));
    expect(await cartOf(client)).toEqual([[BREAKER, 9, 'ADET']]);
  });

  it('a line the stock no longer covers is only saved at what the stock allows', async () => {
    await add(client, BREAKER, 20);
    await setStock(BREAKER, 10);
    expect(errorType(await patch({ addQuantity: -1 }))).toBe(short(19));
    expect((await patch({ quantity: 10 })).status).toBe(200);
  });
});

describe('batch (quick order pad, reorder)', () => {
  const batch = (lines: { productId: number; quantity: number; unit: number }[]) =>
    client.post('/api/catalog/cart/batch', { json: { lines } });

  it('refuses a line over 100 outright, and per line one the cart takes over 100 or beyond the stock', async () => {
    const breaker = await productId(host, BREAKER);
    const adet = await unitId(BREAKER, 'ADET');
    expect(errorType(await batch([{ productId: breaker, quantity: 101, unit: adet }]))).toBe(RANGE);
    await add(client, BREAKER, 70);
    await setStock(OTHER, 5);
    const answer = decode(
      cartBatchAnswer,
      (
        await batch([
          { productId: breaker, quantity: 40, unit: adet },
          { productId: await productId(host, OTHER), quantity: 6, unit: await unitId(OTHER, 'ADET') },
        ])
      ).json,
    );
    expect(answer.results).toEqual([
      { productId: breaker, ok: false, message: RANGE },
      { productId: await productId(host, OTHER), ok: false, message: short(6) },
    ]);
    expect(await cartOf(client)).toEqual([[BREAKER, 70, 'ADET']]);
  });
});

describe('offer edit (Düzenle)', () => {
  it('caps each line to 100 and to the stock, leaves out a sold-out one, and replaces the cart', async () => {
    await setStock(OTHER, 40);
    await add(client, BREAKER, 1);
    const id = await insertTestOffer(host, 'bayi4', [
      [SOLD_OUT, 300, 'METRE'],
      [BREAKER, 150, 'ADET'],
      [OTHER, 80, 'ADET'],
    ]);
    const answer = decode(offerEditAnswer, (await client.patch(`/api/catalog/offer/edit/${id}`)).json);
    expect(answer.lines.map((l) => [l.wanted, l.quantity, l.message])).toEqual([
      [300, 0, short(300)],
      [150, 100, ''],
      [80, 40, ''],
    ]);
    expect(await cartOf(client)).toEqual([
      [BREAKER, 100, 'ADET'],
      [OTHER, 40, 'ADET'],
    ]);
  });

  it('takes the stock of a product only once across its lines, in any unit', async () => {
    await setStock(BREAKER, 30);
    const id = await insertTestOffer(host, 'bayi4', [
      [BREAKER, 2, 'KUTU'],
      [BREAKER, 20, 'ADET'],
    ]);
    const answer = decode(offerEditAnswer, (await client.patch(`/api/catalog/offer/edit/${id}`)).json);
    expect(answer.lines.map((l) => l.quantity)).toEqual([2, 6]);
    expect(await cartOf(client)).toEqual([[BREAKER, 30, 'ADET']]);
  });

  it('refuses, keeping the cart, when no line can go; overselling lets them go within 100', async () => {
    await add(client, BREAKER, 1);
    const id = await insertTestOffer(host, 'bayi4', [[SOLD_OUT, 300, 'METRE']]);
    const refused = await client.patch(`/api/catalog/offer/edit/${id}`);
    expect(refused.status).toBe(400);
    expect(errorType(refused)).toBe(short(300));
    expect(await cartOf(client)).toEqual([[BREAKER, 1, 'ADET']]);
    await setSetting(host, 'cartStockControl', '1');
    const answer = decode(offerEditAnswer, (await client.patch(`/api/catalog/offer/edit/${id}`)).json);
    expect(answer.lines.map((l) => l.quantity)).toEqual([100]);
    expect(await cartOf(client)).toEqual([[SOLD_OUT, 100, 'METRE']]);
  });
});

describe('the order save checks every line again', () => {
  const save = () => client.post('/api/catalog/cart', { form: { description: '' } });
  const orderCount = () => host.db.value('SELECT COUNT(*) AS n FROM orders');

  it('refuses a line the stock no longer covers (stock moved since the add), naming its product', async () => {
    await add(client, BREAKER, 20);
    await setStock(BREAKER, 12);
    const before = await orderCount();
    const refused = await save();
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({
      error: { messages: { type: short(20) } },
      product: { id: await productId(host, BREAKER) },
    });
    expect(await orderCount()).toBe(before);
    await setStock(BREAKER, 20);
    expect((await save()).status).toBe(200);
    expect(await orderCount()).toBe(before + 1);
  });

  it('refuses a line over 100 however it got into the cart', async () => {
    await add(client, OTHER, 1);
    await host.db.run(
      'UPDATE cart_items SET quantity = 300 WHERE product_id = ?',
      await productId(host, OTHER),
    );
    const before = await orderCount();
    expect(errorType(await save())).toBe(RANGE);
    expect(await orderCount()).toBe(before);
  });
});
