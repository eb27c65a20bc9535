/**
 * Unit names follow the viewer's language. A unit's stored name doubles as its
 * identifier (productValue, the quick order pad, the reorder match), so `value` stays Turkish on every
 * page and the answers carry the shown name in `label`.
 */
import { decode } from '../../src/contract/decode';
import { cartAnswer, cartItemDecoder } from '../../src/contract/cart';
import { productListAnswer } from '../../src/contract/catalog';
import { orderListAnswer } from '../../src/contract/orders';
import { Client, loggedIn, placeholderProps, startHost, type TestHost } from './helpers';

let host: TestHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host.stop());

/** The client's session in a language (the choice is remembered per customer, so set both ways). */
async function inLocale(client: Client, value: 'en' | 'tr'): Promise<Client> {
  await client.page('/');
  expect((await client.post('/api/catalog/settings', { json: { key: 'locale', value } })).status).toBe(200);
  await client.page('/');
  return client;
}

/** An addable product sold by the PAKET, in stock for a few packs, and the category it is listed in. */
async function packedProduct(): Promise<{ id: number; code: string; path: string; seo: string }> {
  const row = await host.db.get<{ id: number; code: string; path: string; seo: string }>(
    `SELECT p.id, p.code, p.seo, c.slug AS path FROM products p JOIN product_units u ON u.product_id = p.id
       JOIN categories c ON c.id = p.category_id
      WHERE u.name = 'PAKET' AND p.variant_check = 1 AND p.sale_price > 0 AND p.stock_total >= u.multiplier * 2
      ORDER BY p.id LIMIT 1`,
  );
  if (!row) throw new Error('no product sold by the PAKET');
  return row;
}

async function checks(client: Client, locale: 'en' | 'tr') {
  const product = await packedProduct();
  const pack = locale === 'en' ? 'PACK' : 'PAKET';
  const list = decode(
    productListAnswer,
    (await client.get(`/api/catalog/products/${product.path}?limit=100`)).json,
  );
  const listed = list.products.find((p) => p.id === product.id)!;
  const unit = listed.units.find((u) => u.value === 'PAKET')!;
  expect(unit).toMatchObject({ value: 'PAKET', label: pack });

  // The add names the unit by its stored Turkish name on every page.
  const added = await client.post(`/api/catalog/cart/${product.id}`, {
    form: { quantity: 2, productValue: 'PAKET' },
  });
  expect(added.status).toBe(200);
  const item = decode(cartItemDecoder, added.json);
  expect(item.productUnit).toMatchObject({ value: 'PAKET', label: pack });
  const cart = decode(cartAnswer, (await client.get('/api/catalog/cart')).json);
  const line = cart.find((i) => i.product.id === product.id)!;
  expect([line.quantity, line.productUnit.value, line.productUnit.label]).toEqual([2, 'PAKET', pack]);
  // The cart's unit picker lists the product's units under their shown names too.
  expect(line.product.units.find((u) => u.value === 'PAKET')!.label).toBe(pack);

  const saved = await client.post('/api/catalog/cart', {
    form: { description: '', advencePrice: 'advencePrice1' },
  });
  expect(saved.status).toBe(200);
  const orders = decode(orderListAnswer, (await client.get('/api/catalog/orders')).json);
  const ordered = orders.orders[0]!.orderItems.find((i) => i.code === product.code)!;
  expect(ordered.productUnit).toMatchObject({ value: 'PAKET', label: pack });
}

describe("unit names in the viewer's language", () => {
  it('labels units in English on an English session while value stays the stored Turkish name', async () => {
    await checks(await inLocale(await loggedIn(host.url, 'bayi2'), 'en'), 'en');
  });

  it('labels units with their Turkish name on a Turkish session', async () => {
    await checks(await inLocale(await loggedIn(host.url, 'bayi2'), 'tr'), 'tr');
  });

  it('labels the product detail page’s units', async () => {
    const product = await packedProduct();
    const en = await inLocale(await loggedIn(host.url, 'bayi2'), 'en');
    const page = (await en.get(`/${product.seo}-p-${product.id}`)).text;
    const detail = placeholderProps(page, 'ProductDetail')!.product as {
      units: { value: string; label?: string }[];
    };
    expect(detail.units.find((u) => u.value === 'PAKET')!.label).toBe('PACK');
  });
});
