import { decode } from '../../src/contract/decode';
import { cartAnswer, cartItemDecoder } from '../../src/contract/cart';
import { withSettings, Client, errorType, loggedIn, productId, startHost, type TestHost } from './helpers';

let host: TestHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host.stop());

const stockOf = (id: number) =>
  host.db.value('SELECT SUM(quantity) AS n FROM stock WHERE product_id = ?', id);
/** A product with stock and a price, by code. */
const SIMPLE = '90960002';

describe('cart', () => {
  it('loads, adds, patches, removes and clears the customer’s own cart', async () => {
    const client = await loggedIn(host.url, 'bayi2');
    const seeded = decode(cartAnswer, (await client.get('/api/catalog/cart')).json);
    expect(seeded.length).toBe(2);
    const id = await productId(host, SIMPLE);

    const added = await client.post(`/api/catalog/cart/${id}`, { form: { quantity: 3, productValue: '' } });
    expect(added.status).toBe(200);
    const item = decode(cartItemDecoder, added.json);
    expect(item).toMatchObject({ quantity: 3, productUnit: { value: 'ADET', multiplier: 1 } });
    expect(item.product.id).toBe(id);

    const again = decode(
      cartItemDecoder,
      (await client.post(`/api/catalog/cart/${id}`, { form: { quantity: 2 } })).json,
    );
    expect(again.quantity).toBe(5);
    const set = decode(
      cartItemDecoder,
      (await client.patch(`/api/catalog/cart/${id}`, { json: { quantity: 7 } })).json,
    );
    expect(set.quantity).toBe(7);
    const plus = decode(
      cartItemDecoder,
      (await client.patch(`/api/catalog/cart/${id}`, { json: { addQuantity: -2 } })).json,
    );
    expect(plus.quantity).toBe(5);
    const paket = item.product.units.find((u) => u.value === 'PAKET')!;
    const unit = decode(
      cartItemDecoder,
      (await client.patch(`/api/catalog/cart/${id}`, { json: { unit: paket.id } })).json,
    );
    expect(unit.productUnit).toMatchObject({
      value: 'PAKET',
      multiplier: 10,
      defaultPrice: paket.defaultPrice,
    });

    expect((await client.delete(`/api/catalog/cart/${id}`)).json).toEqual({ success: true });
    expect((await client.delete(`/api/catalog/cart/${id}`)).status).toBe(404);
    expect((await client.delete('/api/catalog/cart')).status).toBe(200);
    expect((await client.get('/api/catalog/cart')).json).toEqual([]);
  });

  it('adds in a named unit (productValue as unit id or name)', async () => {
    const client = await loggedIn(host.url, 'bayi5');
    const id = await productId(host, SIMPLE);
    const byName = decode(
      cartItemDecoder,
      (await client.post(`/api/catalog/cart/${id}`, { form: { quantity: 1, productValue: 'KOLİ' } })).json,
    );
    expect(byName.productUnit.multiplier).toBe(100);
    expect(
      (await client.post(`/api/catalog/cart/${id}`, { form: { quantity: 1, productValue: 'VARIL' } })).status,
    ).toBe(400);
    await client.delete('/api/catalog/cart');
  });

  it('answers anonymous visitors 401, admins 403 with the spec’s message, and a missing token 403', async () => {
    const id = await productId(host, SIMPLE);
    const anon = new Client(host.url);
    await anon.page('/');
    expect((await anon.post(`/api/catalog/cart/${id}`, { form: { quantity: 1 } })).status).toBe(401);
    // Whatever the body: the login is checked before the body (the widget sends the visitor to log in).
    for (const quantity of [0, 1000, 'x'])
      expect([quantity, (await anon.post(`/api/catalog/cart/${id}`, { form: { quantity } })).status]).toEqual(
        [quantity, 401],
      );
    expect((await anon.get('/api/catalog/cart')).json).toEqual([]);
    const admin = await loggedIn(host.url, 'yonetici');
    const forbidden = await admin.post(`/api/catalog/cart/${id}`, { form: { quantity: 1 } });
    expect(forbidden.status).toBe(403);
    expect(errorType(forbidden)).toBe('Yönetici hesabı ile bu işlemi gerçekleştiremezsiniz.');
    const customer = await loggedIn(host.url, 'bayi3');
    const noToken = await customer.post(
      `/api/catalog/cart/${id}`,
      { form: { quantity: 1 } },
      { 'X-CSRF-Token': '' },
    );
    expect(noToken.status).toBe(403);
    expect(errorType(noToken)).toContain('Güvenlik doğrulaması');
    const wrongOrigin = await customer.post(
      `/api/catalog/cart/${id}`,
      { form: { quantity: 1 } },
      { Origin: 'http://evil.example' },
    );
    expect(wrongOrigin.status).toBe(403);
    expect((await customer.delete('/api/catalog/cart', { 'X-CSRF-Token': 'nope' })).status).toBe(403);
  });

  it('validates input: quantity 1-100, unknown product 404, malformed bodies 400', async () => {
    const client = await loggedIn(host.url, 'bayi3');
    const id = await productId(host, SIMPLE);
    for (const quantity of [0, 101, 'abc', 1.5]) {
      const answer = await client.post(`/api/catalog/cart/${id}`, { form: { quantity } });
      expect([quantity, answer.status]).toEqual([quantity, 400]);
      expect(errorType(answer)).toBe('Miktar 1 ile 100 arasında olmalıdır.');
    }
    expect((await client.post(`/api/catalog/cart/${id}`, { form: {} })).status).toBe(400);
    const missing = await client.post('/api/catalog/cart/999999', { form: { quantity: 1 } });
    expect(missing.status).toBe(404);
    expect(errorType(missing)).toBe('Ürün bulunamadı.');
    expect((await client.post('/api/catalog/cart/abc', { form: { quantity: 1 } })).status).toBe(400);
    const broken = await client.patch(`/api/catalog/cart/${id}`, {
      raw: '{"quantity":',
      type: 'application/json',
    });
    expect(broken.status).toBe(400);
    expect(errorType(broken)).toEqual(expect.any(String));
    await client.post(`/api/catalog/cart/${id}`, { form: { quantity: 1 } });
    expect(
      (await client.patch(`/api/catalog/cart/${id}`, { json: { quantity: 2, addQuantity: 1 } })).status,
    ).toBe(400);
    expect((await client.patch(`/api/catalog/cart/${id}`, { json: { addQuantity: -5 } })).status).toBe(400);
    expect((await client.patch(`/api/catalog/cart/${id}`, { json: { unit: 999999 } })).status).toBe(400);
    await client.delete('/api/catalog/cart');
  });

  it('refuses a price-0 product, a variant master and more than the stock', async () => {
    const client = await loggedIn(host.url, 'bayi3');
    const zero = await client.post(`/api/catalog/cart/${await productId(host, '5SV3346-6')}`, {
      form: { quantity: 1 },
    });
    expect(zero.status).toBe(400);
    const master = await client.post(`/api/catalog/cart/${await productId(host, 'CorePro-LEDbulb')}`, {
      form: { quantity: 1 },
    });
    expect(errorType(master)).toBe('Varyant Seçiniz!');
    const scarce = (await host.db.get<{ id: number }>(
      `SELECT p.id FROM products p WHERE p.sale_price > 0 AND p.variant_check = 1 AND
       (SELECT SUM(quantity) FROM stock s WHERE s.product_id = p.id) BETWEEN 1 AND 60 LIMIT 1`,
    ))!;
    const stock = await stockOf(scarce.id);
    const tooMany = await client.post(`/api/catalog/cart/${scarce.id}`, { form: { quantity: stock + 1 } });
    expect(tooMany.status).toBe(400);
    expect(errorType(tooMany)).toBe(`Bu üründen ${stock + 1} adet bulunmamaktadır!`);
    // Cart stock control on: overselling is allowed.
    await withSettings(host, { cartStockControl: '1' }, async () => {
      expect(
        (await client.post(`/api/catalog/cart/${scarce.id}`, { form: { quantity: stock + 1 } })).status,
      ).toBe(200);
    });
    await client.delete('/api/catalog/cart');
  });

  it('refuses a product with a negative price as one with none (the widgets’ hasPrice)', async () => {
    const client = await loggedIn(host.url, 'bayi3');
    const id = await productId(host, SIMPLE);
    const price = await host.db.value('SELECT sale_price FROM products WHERE id = ?', id);
    await host.db.run('UPDATE products SET sale_price = ? WHERE id = ?', -5, id);
    try {
      const negative = await client.post(`/api/catalog/cart/${id}`, { form: { quantity: 1 } });
      expect(negative.status).toBe(400);
      expect(errorType(negative)).toBe('Bu ürünün fiyatı için lütfen bizimle iletişime geçiniz.');
    } finally {
      await host.db.run('UPDATE products SET sale_price = ? WHERE id = ?', price, id);
    }
    expect((await client.get('/api/catalog/cart')).json).toEqual([]);
  });

  it('keeps each customer to their own cart', async () => {
    const bayi1 = await loggedIn(host.url, 'bayi1');
    const bayi4 = await loggedIn(host.url, 'bayi4');
    const mine = decode(cartAnswer, (await bayi4.get('/api/catalog/cart')).json);
    const theirs = decode(cartAnswer, (await bayi1.get('/api/catalog/cart')).json);
    const onlyTheirs = theirs.find((t) => !mine.some((m) => m.product.id === t.product.id))!;
    expect((await bayi4.delete(`/api/catalog/cart/${onlyTheirs.product.id}`)).status).toBe(404);
    expect(
      (await bayi4.patch(`/api/catalog/cart/${onlyTheirs.product.id}`, { json: { quantity: 1 } })).status,
    ).toBe(404);
    expect(decode(cartAnswer, (await bayi1.get('/api/catalog/cart')).json)).toHaveLength(theirs.length);
  });

  it('ends 50 concurrent adds of one customer with exactly the expected quantities', async () => {
    const client = await loggedIn(host.url, 'bayi5');
    await client.delete('/api/catalog/cart');
    const ids = (
      await host.db.all<{ id: number }>(
        `SELECT p.id FROM products p WHERE p.sale_price > 0 AND p.variant_check = 1 AND
         (SELECT SUM(quantity) FROM stock s WHERE s.product_id = p.id) >= 200 ORDER BY p.id LIMIT 2`,
      )
    ).map((r) => r.id);
    const requests = Array.from({ length: 50 }, (_, i) =>
      client.post(`/api/catalog/cart/${ids[i % 2]}`, { form: { quantity: (i % 3) + 1 } }),
    );
    const answers = await Promise.all(requests);
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const expected = [0, 1].map((k) =>
      Array.from({ length: 50 }, (_, i) => i)
        .filter((i) => i % 2 === k)
        .reduce((sum, i) => sum + (i % 3) + 1, 0),
    );
    const cart = decode(cartAnswer, (await client.get('/api/catalog/cart')).json);
    expect(ids.map((id) => cart.find((c) => c.product.id === id)?.quantity)).toEqual(expected);
  });
});
