/**
 * The list's filters (facets) on a live host, both engines: counts equal a count over the catalogue
 * done here by brute force; choices narrow the list (OR within a facet, AND across); a facet's own
 * choice leaves its other values' counts; English labels; the spec's model:{id}; hostile filters.
 */
import { decode } from '../../src/contract/decode';
import { productListAnswer } from '../../src/contract/catalog';
import type { Facet } from '../../src/contract/facets';
import { productAttributesOf } from '../../src/domain/catalog/productAttributes';
import { Client, startHost, withSettings, type TestHost } from './helpers';

let host: TestHost;
let anon: Client;
beforeAll(async () => {
  host = await startHost();
  anon = new Client(host.url);
});
afterAll(() => host.stop());

async function list(url: string, client = anon) {
  const answer = await client.get(url);
  expect(answer.status).toBe(200);
  return decode(productListAnswer, answer.json);
}

interface Row {
  id: number;
  name: string;
  brand: string;
  model_id: number | null;
  category_id: number;
  stock_total: number;
}

const rows = () =>
  host.db.all<Row>(
    `SELECT p.id, p.name, b.code AS brand, p.model_id, p.category_id, p.stock_total FROM products p
     JOIN brands b ON b.id = p.brand_id WHERE p.parent_id IS NULL`,
  );

const countsOf = (facet: Facet | undefined) =>
  Object.fromEntries((facet?.values ?? []).map((v) => [v.value, v.count]));
const facetOf = (facets: Facet[], key: string) => facets.find((f) => f.key === key);

describe('the list filters', () => {
  it('counts each value as a count over the catalogue does, on a search page', async () => {
    const answer = await list('/api/catalog/products/search?q=sigorta&limit=100');
    const all = await rows();
    const listed = all.filter((r) => answer.total > 0 && /Sigorta/.test(r.name));
    expect(answer.total).toBe(listed.length);
    const count = (value: (r: Row) => string | undefined) => {
      const counts: Record<string, number> = {};
      for (const r of listed) {
        const v = value(r);
        if (v !== undefined) counts[v] = (counts[v] ?? 0) + 1;
      }
      return counts;
    };
    const facets = answer.facets;
    expect(countsOf(facetOf(facets, 'brand'))).toEqual(count((r) => r.brand));
    expect(countsOf(facetOf(facets, 'poles'))).toEqual(count((r) => productAttributesOf(r.name).poles));
    expect(countsOf(facetOf(facets, 'rating'))).toEqual(count((r) => productAttributesOf(r.name).rating));
    expect(facetOf(facets, 'stock')?.values[0]?.count).toBe(
      listed.filter((r) => Number(r.stock_total) > 0).length,
    );
  });

  it('narrows by choices: OR within a facet, AND across, each facet counted without its own choice', async () => {
    const all = await rows();
    const base = all.filter((r) => /Sigorta/.test(r.name));
    const pick = await list('/api/catalog/products/search?q=sigorta&filters=brand:abb,poles:3P&limit=100');
    const expected = base.filter((r) => r.brand === 'abb' && productAttributesOf(r.name).poles === '3P');
    expect(pick.total).toBe(expected.length);
    expect(pick.total).toBeGreaterThan(0);
    expect(new Set(pick.products.map((p) => p.id))).toEqual(new Set(expected.map((r) => r.id)));
    // The brand facet counts with the poles choice only: every brand with 3P breakers stays offered.
    const brands = countsOf(facetOf(pick.facets, 'brand'));
    const threePole = base.filter((r) => productAttributesOf(r.name).poles === '3P');
    expect(Object.keys(brands).sort()).toEqual([...new Set(threePole.map((r) => r.brand))].sort());
    expect(facetOf(pick.facets, 'brand')!.values.find((v) => v.value === 'abb')?.selected).toBe(true);
    // Two brands: either.
    const two = await list(
      '/api/catalog/products/search?q=sigorta&filters=brand:abb,brand:siemens&limit=100',
    );
    expect(two.total).toBe(base.filter((r) => r.brand === 'abb' || r.brand === 'siemens').length);
  });

  it("keeps the spec's model:{id}, and works on category and brand pages", async () => {
    const model = await host.db.value<number>("SELECT id FROM models WHERE name = 'Karre'");
    const answer = await list(`/api/catalog/products/search?filters=model:${model}&limit=100`);
    expect(answer.total).toBe(
      await host.db.value('SELECT COUNT(*) FROM products WHERE parent_id IS NULL AND model_id = ?', model),
    );
    const category = await list('/api/catalog/products/anahtar-ve-prizler?filters=colour:krem&limit=100');
    expect(category.total).toBeGreaterThan(0);
    for (const p of category.products) expect(p.name).toMatch(/Krem/);
    const brand = await list('/api/catalog/products/viko');
    expect(facetOf(brand.facets, 'model')?.values.length).toBeGreaterThan(1);
    expect(facetOf(brand.facets, 'brand')).toBeUndefined();
  });

  it('names the facets in the viewer\u2019s language', async () => {
    const tr = await list('/api/catalog/products/search?q=priz');
    expect(facetOf(tr.facets, 'colour')?.label).toBe('Renk');
    expect(facetOf(tr.facets, 'colour')?.values.map((v) => v.label)).toContain('Beyaz');
    const english = new Client(host.url);
    await english.page('/');
    await english.post('/api/catalog/settings', { json: { key: 'locale', value: 'en' } });
    const en = await list('/api/catalog/products/search?q=priz', english);
    expect(facetOf(en.facets, 'colour')?.label).toBe('Colour');
    expect(facetOf(en.facets, 'colour')?.values.map((v) => v.label)).toContain('White');
  });

  it('reads a price range and the stock toggle', async () => {
    const base = await list('/api/catalog/products/search?q=sigorta');
    const price = facetOf(base.facets, 'price')!;
    expect(price.min).toBeLessThan(price.max);
    const cheap = await list(`/api/catalog/products/search?q=sigorta&filters=price:-${price.min}&limit=100`);
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.total).toBeLessThan(base.total);
    const stocked = await list('/api/catalog/products/search?q=sigorta&filters=stock:1');
    expect(stocked.total).toBe(facetOf(base.facets, 'stock')!.values[0]!.count);
  });

  it('says the in-stock toggle is the stock filter, and offers none where the store allows no choice', async () => {
    const base = await list('/api/catalog/products/search?q=sigorta');
    expect(facetOf(base.facets, 'stock')!.values[0]!.selected).toBe(false);
    const toggled = await list('/api/catalog/products/search?q=sigorta&showNotInStocks=0');
    const stock = facetOf(toggled.facets, 'stock')!.values[0]!;
    expect(stock).toMatchObject({ selected: true, count: toggled.total });
    expect(toggled.total).toBe(facetOf(base.facets, 'stock')!.values[0]!.count);
    await withSettings(host, { b2b_stoktakileri_goster: '0', showNotInStocks: '0' }, async () => {
      const forced = await list('/api/catalog/products/search?q=sigorta');
      expect(forced.total).toBe(toggled.total);
      expect(facetOf(forced.facets, 'stock')).toBeUndefined();
    });
  });

  it('leaves out malformed pairs and unknown keys; an unknown value finds nothing; too long is refused', async () => {
    const base = await list('/api/catalog/products/search?q=priz');
    for (const filters of ['$&:1', 'brand:$`', 'nokey:x', 'brand:,', '<script>:1', 'model:abc'])
      expect([
        filters,
        (await list(`/api/catalog/products/search?q=priz&filters=${encodeURIComponent(filters)}`)).total,
      ]).toEqual([filters, filters === 'model:abc' ? 0 : base.total]);
    expect((await list('/api/catalog/products/search?q=priz&filters=brand:yokboyle')).total).toBe(0);
    expect((await anon.get(`/api/catalog/products/search?q=priz&filters=${'a:1,'.repeat(60)}`)).status).toBe(
      400,
    );
  });
});
