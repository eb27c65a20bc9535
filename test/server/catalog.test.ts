import { decode } from '../../src/contract/decode';
import { autocompleteAnswer, productListAnswer, type ProductListAnswer } from '../../src/contract/catalog';
import { faultProductsAnswer, subcategoriesAnswer } from '../../src/contract/faultReport';
import { topHeaderInfoDecoder } from '../../src/contract/topHeader';
import { withSettings, Client, errorType, loggedIn, startHost, type TestHost } from './helpers';

let host: TestHost;
let anon: Client;
beforeAll(async () => {
  host = await startHost();
  anon = new Client(host.url);
});
afterAll(() => host.stop());

const list = async (url: string, client = anon): Promise<ProductListAnswer> => {
  const answer = await client.get(url);
  expect(answer.status).toBe(200);
  return decode(productListAnswer, answer.json);
};

/** Every product of a list, page after page (100 a page). */
async function listAll(url: string): Promise<ProductListAnswer['products']> {
  const first = await list(`${url}${url.includes('?') ? '&' : '?'}limit=100`);
  const pages = Math.ceil(first.total / 100);
  const rest = [];
  for (let page = 2; page <= pages; page++)
    rest.push(...(await list(`${url}${url.includes('?') ? '&' : '?'}limit=100&page=${page}`)).products);
  return [...first.products, ...rest];
}

/** Listed products (variant children are reached through their master) matching a condition. */
const listedCount = (where: string, ...params: unknown[]) =>
  host.db.value(
    `SELECT COUNT(*) AS n FROM products p JOIN brands b ON b.id = p.brand_id
     LEFT JOIN models m ON m.id = p.model_id WHERE p.parent_id IS NULL AND ${where}`,
    ...params,
  );

describe('GET /api/catalog/products{path}{query}', () => {
  it('lists the whole catalogue in pages, in the contract’s shape', async () => {
    const first = await list('/api/catalog/products');
    expect(first.total).toBeGreaterThanOrEqual(150);
    expect(first).toMatchObject({ page: 1, limit: 24 });
    expect(first.products).toHaveLength(24);
    const last = await list(`/api/catalog/products?page=${Math.ceil(first.total / 24)}`);
    expect(last.products.length).toBe(first.total % 24 || 24);
    expect(new Set([...first.products, ...last.products].map((p) => p.id)).size).toBe(
      first.products.length + last.products.length,
    );
  });

  it('honours limit, and resolves brand, model, category and locale paths', async () => {
    expect((await list('/api/catalog/products?limit=5')).products).toHaveLength(5);
    const viko = await list('/api/catalog/products/viko?limit=100');
    expect(viko.products.every((p) => p.brand.code === 'viko')).toBe(true);
    const karre = await list('/api/catalog/products/viko/karre?limit=100');
    const karreCount = await listedCount("b.code = 'viko' AND m.name = 'Karre'");
    expect(karreCount).toBeGreaterThanOrEqual(9);
    expect(karre.total).toBe(karreCount);
    expect(karre.products).toHaveLength(karreCount);
    expect(karre.products.every((p) => p.model?.name === 'Karre')).toBe(true);
    expect((await list('/api/catalog/products/tr/viko/karre')).total).toBe(karreCount);
    const category = await list('/api/catalog/products/sigorta-ve-salt?limit=100');
    expect(category.total).toBeGreaterThan(30);
    const breakers = await listedCount(
      `b.code = 'schneider' AND p.category_id IN (SELECT id FROM categories WHERE slug IN
       ('otomatik-sigortalar', 'b-tipi-sigortalar', 'c-tipi-sigortalar'))`,
    );
    expect(breakers).toBeGreaterThanOrEqual(12);
    expect((await list('/api/catalog/products/schneider/otomatik-sigortalar')).total).toBe(breakers);
  });

  it.each([
    ['name', (a: string, b: string) => a.localeCompare(b, 'tr')],
    ['brand', (a: string, b: string) => a.localeCompare(b, 'tr')],
  ])('sorts by %s (Turkish order) and reverses with a minus', async (sort) => {
    const up = await listAll(`/api/catalog/products/anahtar-ve-prizler?sort=${sort}`);
    const down = await listAll(`/api/catalog/products/anahtar-ve-prizler?sort=-${sort}`);
    expect(up.length).toBeGreaterThan(100);
    expect(down.map((p) => p.id)).toEqual(up.map((p) => p.id).reverse());
    const key = (p: ProductListAnswer['products'][number]) => (sort === 'name' ? p.name : p.brand.name);
    const names = up.map(key);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'tr')));
  });

  it('sorts by price in TRY across currencies and by stock', async () => {
    const rates: Record<string, number> = { TRY: 1, USD: 34.25, EUR: 37.1 };
    const priced = await list('/api/catalog/products/sigorta-ve-salt?sort=price&limit=100');
    const values = priced.products.map((p) => p.salePrice.value * rates[p.salePrice.currency]!);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    const stock = await list('/api/catalog/products?sort=-quantity&limit=50');
    const q = stock.products.map((p) => p.quantity);
    expect(q).toEqual([...q].sort((a, b) => b - a));
  });

  it('hides out-of-stock products when the stock filter says so', async () => {
    const all = await list('/api/catalog/products?limit=100&page=1');
    const inStock = await list('/api/catalog/products?limit=100&page=1&showNotInStocks=0');
    expect(inStock.total).toBeLessThan(all.total);
    expect(inStock.products.every((p) => p.quantity > 0)).toBe(true);
    // The visitor's saved setting does the same.
    const client = new Client(host.url);
    await client.page('/');
    expect(
      (await client.post('/api/catalog/settings', { json: { key: 'showNotInStocks', value: '0' } })).status,
    ).toBe(200);
    expect((await list('/api/catalog/products?limit=1', client)).total).toBe(inStock.total);
    // When the store does not allow the toggle, only the store setting counts.
    await withSettings(host, { b2b_stoktakileri_goster: '0' }, async () => {
      expect((await list('/api/catalog/products?limit=1', client)).total).toBe(all.total);
    });
  });

  it('searches words in names, codes and brands, with brand and model filters', async () => {
    const priz = await list('/api/catalog/products/search?q=topraklı%20priz&limit=100');
    expect(priz.total).toBeGreaterThan(5);
    expect(priz.products.every((p) => p.name.toLocaleLowerCase('tr-TR').includes('topraklı priz'))).toBe(
      true,
    );
    expect((await list('/api/catalog/products/search?q=EZ9F14116')).products[0]?.code).toBe('EZ9F14116');
    const brand = await list('/api/catalog/products/search?brand=abb&limit=100');
    expect(brand.products.every((p) => p.brand.code === 'abb')).toBe(true);
    const modelId = brand.products.find((p) => p.model?.name === 'F200')!.model!.id;
    expect((await list(`/api/catalog/products/search?brand=abb&filters=model:${modelId}`)).total).toBe(4);
    expect((await list('/api/catalog/products/search?q=yokboyleurun')).total).toBe(0);
  });

  it('carries units, warehouses, prices and custom codes as the spec names them', async () => {
    const { products } = await list('/api/catalog/products/search?q=HES-TTR-H05VV-F-3X1.5');
    const cable = products[0]!;
    expect(cable.code.length).toBeGreaterThan(20);
    expect(cable.units.map((u) => [u.value, u.multiplier])).toEqual([
      ['METRE', 1],
      ['KANGAL', 100],
    ]);
    expect(cable.defaultUnit).toBe(cable.units[0]!.id);
    expect(cable.inventory.map((i) => i.warehouseName)).toEqual([
      'Merkez Depo (İstanbul)',
      'Ankara Depo',
      'İzmir Depo',
    ]);
    expect(cable.quantity).toBe(cable.inventory.reduce((s, i) => s + i.quantity, 0));
    expect(cable.advencePrice1.value).toBeLessThan(cable.salePrice.value);
    expect(cable.ozelkod2).toMatch(/^EM\d+$/);
  });

  it('rejects bad queries with 400 and unknown paths with 404, in the error shape', async () => {
    for (const url of [
      '/api/catalog/products?sort=price;drop',
      '/api/catalog/products?page=0',
      '/api/catalog/products?limit=1000',
    ]) {
      const answer = await anon.get(url);
      expect(answer.status).toBe(400);
      expect(errorType(answer)).toEqual(expect.any(String));
    }
    expect((await anon.get('/api/catalog/products/%25')).status).toBe(404);
    // A malformed escape is the client's error, never a 500.
    const malformed = await anon.get('/api/catalog/products/%E0%A4%A');
    expect(malformed.status).toBe(400);
    expect(errorType(malformed)).toEqual(expect.any(String));
    const missing = await anon.get('/api/catalog/products/no-such-thing');
    expect(missing.status).toBe(404);
    expect(errorType(missing)).toBe('Aradığınız kategori bulunamadı.');
  });
});

describe('GET /autocomplete', () => {
  it('suggests products without counting a search (only the search page does)', async () => {
    const before = await host.db.value('SELECT COUNT(*) AS n FROM search_queries');
    const answer = await anon.get('/autocomplete?q=karre%20priz');
    const results = decode(autocompleteAnswer, answer.json);
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]!.name).toContain('Karre');
    expect(results[0]!.url).toMatch(/^[a-z0-9-]+$/);
    const after = await host.db.value('SELECT COUNT(*) AS n FROM search_queries');
    expect(after).toBe(before);
    expect((await anon.get('/autocomplete?q=%20%20')).json).toEqual([]);
  });

  it('refuses a call without the typed text (q is required), in the spec’s error shape', async () => {
    const answer = await anon.get('/autocomplete', { Accept: 'application/json' });
    expect(answer.status).toBe(400);
    expect(errorType(answer)).toBe('Geçersiz değer: q.');
  });
});

describe('GET /api/catalog/top-header-info', () => {
  it('tells anonymous visitors apart from customers with a representative', async () => {
    expect(
      decode(topHeaderInfoDecoder, (await anon.get('/api/catalog/top-header-info')).json).isAuthenticated,
    ).toBe(false);
    const bayi1 = await loggedIn(host.url, 'bayi1');
    const info = decode(topHeaderInfoDecoder, (await bayi1.get('/api/catalog/top-header-info')).json);
    expect(info).toMatchObject({
      isAuthenticated: true,
      salesRepresentativeName: 'Ahmet Kaya',
      customerBalance: 48250.75,
      customerCurrency: 'TRY',
    });
    // bayi5 has no representative, neither a linked one nor the top bar's contact columns.
    const bayi5 = await loggedIn(host.url, 'bayi5');
    expect(
      decode(topHeaderInfoDecoder, (await bayi5.get('/api/catalog/top-header-info')).json)
        .salesRepresentativeName,
    ).toBe('');
  });
});

describe('fault report picker', () => {
  it('walks the category tree three levels deep down to products', async () => {
    const top = decode(
      subcategoriesAnswer,
      (await anon.get('/api/catalog/faultreport/basecategories/0')).json,
    );
    expect(top.length).toBeGreaterThanOrEqual(6);
    const second = decode(
      subcategoriesAnswer,
      (await anon.get(`/api/catalog/faultreport/basecategories/${top[0]!.id}`)).json,
    );
    const third = decode(
      subcategoriesAnswer,
      (await anon.get(`/api/catalog/faultreport/basecategories/${second[0]!.id}`)).json,
    );
    expect(third.length).toBeGreaterThan(0);
    const products = decode(
      faultProductsAnswer,
      (await anon.get(`/api/catalog/faultreport/product/${third[0]!.id}`)).json,
    );
    expect(products.length).toBeGreaterThan(0);
    expect((await anon.get('/api/catalog/faultreport/basecategories/99999')).status).toBe(404);
    expect((await anon.get('/api/catalog/faultreport/product/abc')).status).toBe(400);
  });

  it.each(['basecategories', 'product'])(
    'refuses a %s id beyond the ids a category can have (2147483647), on either engine',
    async (kind) => {
      for (const id of ['2147483648', '1e21']) {
        const answer = await anon.get(`/api/catalog/faultreport/${kind}/${id}`);
        expect({ id, status: answer.status, message: errorType(answer) }).toEqual({
          id,
          status: 400,
          message: 'Geçersiz değer: id.',
        });
      }
    },
  );
});
