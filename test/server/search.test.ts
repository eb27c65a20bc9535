/**
 * The search page's product API and the suggestions as buyers type: Turkish endings, an English
 * keyboard, one slip, codes without separators, sizes and units, synonyms; ranking; the index
 * following the store (names, synonyms) but not stock; hostile queries. On both engines.
 */
import { decode } from '../../src/contract/decode';
import { autocompleteAnswer, productListAnswer } from '../../src/contract/catalog';
import { Client, startHost, type TestHost } from './helpers';

let host: TestHost;
let anon: Client;
beforeAll(async () => {
  host = await startHost();
  anon = new Client(host.url);
});
afterAll(() => host.stop());

async function searched(q: string, query = '') {
  const answer = await anon.get(`/api/catalog/products/search?q=${encodeURIComponent(q)}${query}`);
  expect(answer.status).toBe(200);
  return decode(productListAnswer, answer.json);
}

async function suggested(q: string) {
  const answer = await anon.get(`/autocomplete?q=${encodeURIComponent(q)}`);
  expect(answer.status).toBe(200);
  return decode(autocompleteAnswer, answer.json);
}

/** A query, and what each of its first five results' names must say. */
const MEANT: [string, RegExp][] = [
  ['sigortası', /Sigorta/],
  ['sigortalar', /Sigorta/],
  ['prizler', /Priz/],
  ['anahtarı', /Anahtar/],
  ['kabloları', /Kablo/],
  ['çerçeveler', /Çerçeve/],
  ['isik', /Işık/],
  ['toprakli priz', /Topraklı Priz/],
  ['cocuk korumali priz', /Çocuk Korumalı Topraklı Priz/],
  ['komutator', /Komütatör/],
  ['kacak akim', /Kaçak Akım/],
  ['cerceve', /Çerçeve/],
  ['niloe', /Niloé/],
  ['sigorts', /Sigorta/],
  ['schnieder', /Schneider/],
  ['legarnd priz', /Legrand.*Priz/],
  ['otomatık sigorta', /Otomatik Sigorta/],
  ['komutatr anahtar', /Komütatör Anahtar/],
  ['3 faz sigorta', /3P .*Sigorta/],
  ['3x2,5 kablo', /3x2,5 mm² Kablo/],
  ['30 ma', /30mA/],
  ['SİGORTA', /Sigorta/],
  ['IŞIK', /Işık/],
  ['rccb', /Kaçak Akım/],
];

describe('search as buyers type', () => {
  it.each(MEANT)('%s finds what it means, in the list and in the suggestions', async (q, meant) => {
    const list = await searched(q);
    expect(list.total).toBeGreaterThan(0);
    for (const product of list.products.slice(0, 5))
      expect([q, product.name]).toEqual([q, expect.stringMatching(meant)]);
    const suggestions = await suggested(q);
    expect(suggestions.length).toBeGreaterThan(0);
    for (const suggestion of suggestions.slice(0, 5))
      expect([q, suggestion.name]).toEqual([q, expect.stringMatching(meant)]);
  });

  it('puts the product a code names first, typed with or without its separators, then its equivalents', async () => {
    for (const q of ['5SL61206', '5sl6120-6', '5SL6120 6']) {
      const { products } = await searched(q);
      expect([q, products[0]?.code]).toEqual([q, '5SL6120-6']);
      expect((await suggested(q))[0]?.code).toBe('5SL6120-6');
    }
    expect((await searched('ez9 f14116')).products[0]?.code).toBe('EZ9F14116');
  });

  it('ranks in stock first among equals, and follows the stock without building the index again', async () => {
    const before = await searched('komütatör');
    expect(before.total).toBeGreaterThan(3);
    const first = before.products[0]!.id;
    const version = await host.db.value("SELECT value FROM meta WHERE key = 'search_version'");
    await host.db.run('UPDATE stock SET quantity = 0 WHERE product_id = ?', first);
    const after = await searched('komütatör', '&limit=100');
    const stocked = await host.db.all<{ id: number }>(
      'SELECT id FROM products WHERE stock_total > 0 AND id IN (' +
        after.products.map(() => '?').join(',') +
        ')',
      ...after.products.map((p) => p.id),
    );
    const order = after.products.map((p) => p.id);
    expect(stocked.length).toBeGreaterThan(0);
    for (const { id } of stocked) expect(order.indexOf(Number(id))).toBeLessThan(order.indexOf(first));
    expect(await host.db.value("SELECT value FROM meta WHERE key = 'search_version'")).toBe(version);
  });

  it('ranks every sure match above a corrected one', async () => {
    // 'kablo' is a word of the cables' names; 'kabli' is one edit from it and from nothing else.
    const sure = await searched('kablo', '&limit=100');
    const corrected = await searched('kabli', '&limit=100');
    expect(corrected.total).toBeGreaterThan(0);
    expect(new Set(corrected.products.map((p) => p.id))).toEqual(new Set(sure.products.map((p) => p.id)));
  });
});

describe('the index follows the store', () => {
  it('finds a renamed product by its new name at the next search, on every instance', async () => {
    const id = (await searched('5SL61206')).products[0]!.id;
    expect((await searched('zümrüt')).total).toBe(0);
    await host.db.run("UPDATE products SET name = 'Siemens Zümrüt Priz' WHERE id = ?", id);
    expect((await searched('zumrut prizler')).products.map((p) => p.id)).toEqual([id]);
    expect((await suggested('ZÜMRÜT')).map((s) => s.id)).toEqual([id]);
  });

  it('reads the synonym table again when the distributor changes it', async () => {
    // One word: a query of several would find what its other words name meanwhile.
    expect((await searched('şalter')).total).toBe(0);
    await host.db.run("INSERT INTO search_synonyms (phrases) VALUES ('şalter|anahtar')");
    expect((await searched('salter')).total).toBeGreaterThan(0);
  });
});

describe('hostile queries', () => {
  it.each([
    '$&',
    "$` $' $1",
    '<script>alert(1)</script>',
    'priz\nkablo',
    '%',
    '_',
    "'; DROP TABLE products; --",
  ])('%j is answered, never failed', async (q) => {
    const list = await searched(q);
    expect(list.total).toBeGreaterThanOrEqual(0);
    expect(Array.isArray(await suggested(q))).toBe(true);
  });
});
