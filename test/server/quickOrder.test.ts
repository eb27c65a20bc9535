import { decode } from '../../src/contract/decode';
import { cartAnswer } from '../../src/contract/cart';
import { cartBatchAnswer, productLookupAnswer } from '../../src/contract/quickOrder';
import { Client, errorType, loggedIn, productId, startHost, type Answer, type TestHost } from './helpers';

let host: TestHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host.stop());

const LOOKUP = '/api/catalog/product-lookup';
const BATCH = '/api/catalog/cart/batch';
/** Plain products with stock and a price. */
const A = '90960002';
const B = '90960003';
const C = '90410001';

const unitOf = async (code: string, name: string) =>
  (await host.db.get<{ id: number; barcode: string }>(
    'SELECT u.id, u.barcode FROM product_units u JOIN products p ON p.id = u.product_id WHERE p.code = ? AND u.name = ?',
    code,
    name,
  ))!;
const stockOf = (code: string) =>
  host.db.value(
    'SELECT SUM(s.quantity) AS n FROM stock s JOIN products p ON p.id = s.product_id WHERE p.code = ?',
    code,
  );
const firstCode = (sql: string) => host.db.value<string>(sql);
/**
 * The first product code, in code order, with the characters `test` asks for: character classes
 * (SQLite's GLOB) have no standard SQL, so they are checked here, alike on both engines.
 */
const firstCodeLike = async (test: (code: string) => boolean) =>
  (await host.db.all<{ code: string }>('SELECT code FROM products ORDER BY code'))
    .map((r) => r.code)
    .find(test)!;
const lines = (answer: Answer) =>
  decode(cartAnswer, answer.json).map((i) => [i.product.code, i.productUnit.value, i.quantity]);

describe('POST /api/catalog/product-lookup', () => {
  it('finds products by code without case, by product barcode and by unit barcode (which names the unit)', async () => {
    const client = await loggedIn(host.url, 'bayi5');
    const paket = await unitOf(A, 'PAKET');
    const productBarcode = await host.db.value<string>('SELECT barcode FROM products WHERE code = ?', B);
    const mixed = await firstCodeLike((code) => /[a-z]/.test(code) && /[A-Z]/.test(code));
    const answer = await client.post(LOOKUP, {
      json: {
        codes: [A, ` ${mixed.toLowerCase()} `, paket.barcode, productBarcode, 'YOK-BÖYLE-BİR-KOD', ''],
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { codes, products } = decode(productLookupAnswer, answer.json);
    expect(codes).toEqual([
      { code: A, productId: await productId(host, A), unitId: null },
      { code: ` ${mixed.toLowerCase()} `, productId: await productId(host, mixed), unitId: null },
      { code: paket.barcode, productId: await productId(host, A), unitId: paket.id },
      { code: productBarcode, productId: await productId(host, B), unitId: null },
      { code: 'YOK-BÖYLE-BİR-KOD', productId: null, unitId: null },
      { code: '', productId: null, unitId: null },
    ]);
    expect(products.map((p) => p.code).sort()).toEqual([A, B, mixed].sort());
    expect(products.find((p) => p.code === A)!.units.map((u) => u.value)).toEqual(['ADET', 'PAKET', 'KOLİ']);
  });

  it('reads the Turkish dotted capital I as I', async () => {
    const code = await firstCodeLike((c) => c.includes('I') && /^[ -~]*$/.test(c));
    const client = await loggedIn(host.url, 'bayi5');
    const { codes } = decode(
      productLookupAnswer,
      (await client.post(LOOKUP, { json: { codes: [code.replace(/I/g, 'İ')] } })).json,
    );
    expect(codes[0]!.productId).toBe(await productId(host, code));
  });

  it('answers ids with the products sold today; an unknown id is simply absent', async () => {
    const client = await loggedIn(host.url, 'bayi5');
    const { codes, products } = decode(
      productLookupAnswer,
      (await client.post(LOOKUP, { json: { ids: [await productId(host, A), 999999] } })).json,
    );
    expect(codes).toEqual([]);
    expect(products.map((p) => p.id)).toEqual([await productId(host, A)]);
  });

  it('refuses codes that are too long, too many codes, and a post without the token', async () => {
    const client = await loggedIn(host.url, 'bayi5');
    expect((await client.post(LOOKUP, { json: { codes: ['X'.repeat(61)] } })).status).toBe(400);
    expect(
      (await client.post(LOOKUP, { json: { codes: Array.from({ length: 301 }, (_, i) => `K${i}`) } })).status,
    ).toBe(400);
    expect((await client.post(LOOKUP, { json: { codes: [A] } }, { 'X-CSRF-Token': 'wrong' })).status).toBe(
      403,
    );
    const anonymous = new Client(host.url);
    await anonymous.page('/');
    expect((await anonymous.post(LOOKUP, { json: { codes: [A] } })).status).toBe(200);
  });
});

describe('POST /api/catalog/cart/batch', () => {
  it('adds every line through the single add, in one call, and answers the whole cart', async () => {
    const client = await loggedIn(host.url, 'bayi5');
    await client.delete('/api/catalog/cart');
    await client.post(`/api/catalog/cart/${await productId(host, A)}`, { form: { quantity: 2 } });
    const answer = await client.post(BATCH, {
      json: {
        lines: [
          { productId: await productId(host, A), quantity: 3, unit: (await unitOf(A, 'ADET')).id },
          { productId: await productId(host, B), quantity: 1, unit: (await unitOf(B, 'PAKET')).id },
        ],
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const batch = decode(cartBatchAnswer, answer.json);
    expect(batch.results).toEqual([
      { productId: await productId(host, A), ok: true },
      { productId: await productId(host, B), ok: true },
    ]);
    expect(batch.items.map((i) => [i.product.code, i.productUnit.value, i.quantity])).toEqual([
      [A, 'ADET', 5],
      [B, 'PAKET', 1],
    ]);
    expect(lines(await client.get('/api/catalog/cart'))).toEqual([
      [A, 'ADET', 5],
      [B, 'PAKET', 1],
    ]);
    await client.delete('/api/catalog/cart');
  });

  it('answers per line: refused lines say why and change nothing, the others are added', async () => {
    const client = await loggedIn(host.url, 'bayi5');
    await client.delete('/api/catalog/cart');
    const master = await firstCode('SELECT code FROM products WHERE variant_check = 0 LIMIT 1');
    const priceless = await firstCode(
      'SELECT code FROM products WHERE sale_price = 0 AND variant_check = 1 LIMIT 1',
    );
    const scarce = await firstCode(
      'SELECT p.code FROM products p JOIN stock s ON s.product_id = p.id WHERE p.sale_price > 0 AND p.variant_check = 1 GROUP BY p.id HAVING SUM(s.quantity) BETWEEN 1 AND 99 LIMIT 1',
    );
    const answer = await client.post(BATCH, {
      json: {
        lines: [
          { productId: await productId(host, A), quantity: 4, unit: (await unitOf(A, 'ADET')).id },
          { productId: await productId(host, master), quantity: 1, unit: 1 },
          { productId: await productId(host, priceless), quantity: 1, unit: 1 },
          {
            productId: await productId(host, scarce),
            quantity: 100,
            unit: await host.db.value(
              'SELECT id FROM product_units WHERE product_id = ? AND is_default = 1',
              await productId(host, scarce),
            ),
          },
          { productId: await productId(host, B), quantity: 1, unit: (await unitOf(A, 'ADET')).id },
          { productId: 999999, quantity: 1, unit: 1 },
          { productId: await productId(host, C), quantity: 2, unit: (await unitOf(C, 'KOLİ')).id },
        ],
      },
    });
    expect(answer.status).toBe(200);
    const batch = decode(cartBatchAnswer, answer.json);
    expect(batch.results).toEqual([
      { productId: await productId(host, A), ok: true },
      { productId: await productId(host, master), ok: false, message: 'Varyant Seçiniz!' },
      {
        productId: await productId(host, priceless),
        ok: false,
        message: 'Bu ürünün fiyatı için lütfen bizimle iletişime geçiniz.',
      },
      {
        productId: await productId(host, scarce),
        ok: false,
        message: 'Bu üründen 100 adet bulunmamaktadır!',
      },
      { productId: await productId(host, B), ok: false, message: 'Ürün birimi bulunamadı.' },
      { productId: 999999, ok: false, message: 'Ürün bulunamadı.' },
      expect.objectContaining({ productId: await productId(host, C) }),
    ]);
    // KOLİ of 100 may or may not fit this product's stock; either way the answer says so.
    const kolis = (await stockOf(C)) >= 200;
    expect(batch.results[6]!.ok).toBe(kolis);
    expect(lines(await client.get('/api/catalog/cart'))).toEqual(
      kolis
        ? [
            [A, 'ADET', 4],
            [C, 'KOLİ', 2],
          ]
        : [[A, 'ADET', 4]],
    );
    await client.delete('/api/catalog/cart');
  });

  it('answers an English visitor’s refused lines in English', async () => {
    const client = await loggedIn(host.url, 'bayi4');
    const before = lines(await client.get('/api/catalog/cart'));
    await client.post('/api/catalog/settings', { json: { key: 'locale', value: 'en' } });
    const master = await firstCode('SELECT code FROM products WHERE variant_check = 0 LIMIT 1');
    const batch = decode(
      cartBatchAnswer,
      (
        await client.post(BATCH, {
          json: { lines: [{ productId: await productId(host, master), quantity: 1, unit: 1 }] },
        })
      ).json,
    );
    expect(batch.results[0]).toMatchObject({ ok: false });
    expect((batch.results[0] as { message: string }).message).not.toBe('Varyant Seçiniz!');
    // The cart in the answer reads as GET /api/catalog/cart does: every unit labelled in English.
    const cart = decode(cartAnswer, (await client.get('/api/catalog/cart')).json);
    expect(batch.items).toEqual(cart);
    for (const item of batch.items)
      for (const unit of item.product.units) expect(unit).toHaveProperty('label', expect.any(String));
    await client.post('/api/catalog/settings', { json: { key: 'locale', value: 'tr' } });
    expect(lines(await client.get('/api/catalog/cart'))).toEqual(before);
  });

  it('a malformed batch is a 400 and adds nothing', async () => {
    const client = await loggedIn(host.url, 'bayi5');
    await client.delete('/api/catalog/cart');
    const line = { productId: await productId(host, A), quantity: 1, unit: (await unitOf(A, 'ADET')).id };
    for (const body of [
      { lines: [] },
      { lines: [line, { ...line, quantity: 101 }] },
      { lines: [line, { ...line, quantity: 0 }] },
      { lines: [line, { ...line, quantity: 1.5 }] },
      { lines: Array.from({ length: 301 }, () => line) },
      { lines: [{ ...line, price: 1 }] },
      {},
    ]) {
      const answer = await client.post(BATCH, { json: body });
      expect(answer.status).toBe(400);
      expect(errorType(answer)).toBeTruthy();
    }
    expect((await client.get('/api/catalog/cart')).json).toEqual([]);
  });

  it('anonymous visitors get 401, admins 403 with the spec’s message, a missing token 403', async () => {
    const line = { productId: await productId(host, A), quantity: 1, unit: (await unitOf(A, 'ADET')).id };
    const anonymous = new Client(host.url);
    await anonymous.page('/');
    expect((await anonymous.post(BATCH, { json: { lines: [line] } })).status).toBe(401);
    expect((await anonymous.post(BATCH, { json: { lines: [] } })).status).toBe(401);
    const admin = await loggedIn(host.url, 'yonetici');
    const refused = await admin.post(BATCH, { json: { lines: [line] } });
    expect(refused.status).toBe(403);
    expect(errorType(refused)).toBe('Yönetici hesabı ile bu işlemi gerçekleştiremezsiniz.');
    const client = await loggedIn(host.url, 'bayi5');
    expect((await client.post(BATCH, { json: { lines: [line] } }, { 'X-CSRF-Token': 'wrong' })).status).toBe(
      403,
    );
    expect((await client.get('/api/catalog/cart')).json).toEqual([]);
  });

  it('two batches at once end with exact quantities', async () => {
    const client = await loggedIn(host.url, 'bayi5');
    await client.delete('/api/catalog/cart');
    const line = { productId: await productId(host, A), quantity: 3, unit: (await unitOf(A, 'ADET')).id };
    await Promise.all(Array.from({ length: 5 }, () => client.post(BATCH, { json: { lines: [line, line] } })));
    expect(lines(await client.get('/api/catalog/cart'))).toEqual([[A, 'ADET', 30]]);
    await client.delete('/api/catalog/cart');
  });
});

describe('the quick order page', () => {
  it('is linked from the header for customers and shows the QuickOrder placeholder', async () => {
    const client = await loggedIn(host.url, 'bayi5');
    const home = await client.get('/');
    expect(home.text).toContain('href="/hizli-siparis"');
    const page = await client.get('/hizli-siparis');
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-component="QuickOrder"');
    expect(page.text).toContain('<h1>Hızlı Sipariş</h1>');
  });

  it('sends anonymous visitors to log in and refuses admins', async () => {
    const anonymous = await new Client(host.url).get('/hizli-siparis');
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get('location')).toBe('/account/login?returnUrl=%2Fhizli-siparis');
    expect((await (await loggedIn(host.url, 'yonetici')).get('/hizli-siparis')).status).toBe(403);
  });
});
