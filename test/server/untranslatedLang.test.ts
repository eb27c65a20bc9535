import { Client, productId, startHost, type TestHost } from './helpers';

let host: TestHost;
const HOSTILE = "Kablo $& $` $' $1 <script>x</script> ve Kanal";
beforeAll(async () => {
  host = await startHost();
  // A top category the store gave no English name, named with hostile characters.
  // A description with hostile characters: the store writes descriptions in Turkish only.
  await host.db.run(
    'UPDATE products SET description = ? WHERE code = ?',
    `Açıklama ${HOSTILE}\nikinci satır`,
    '90960004',
  );
  await host.db.run("UPDATE categories SET name = ?, name_en = NULL WHERE slug = 'kablo-ve-kanal'", HOSTILE);
});
afterAll(() => host.stop());

async function english(client: Client): Promise<Client> {
  await client.page('/');
  const answer = await client.post('/api/catalog/settings', { json: { key: 'locale', value: 'en' } });
  expect(answer.status).toBe(200);
  return client;
}

/** The category bar's links: their attributes and text. */
const barLinks = (page: string) => {
  const bar = page.slice(
    page.indexOf('class="category-bar"'),
    page.indexOf('</nav>', page.indexOf('class="category-bar"')),
  );
  return [...bar.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)].map((m) => ({ attrs: m[1]!, text: m[2]! }));
};

describe('untranslated catalogue names on English pages say they are Turkish', () => {
  it('marks a category without an English name lang="tr" in the category bar, and no other', async () => {
    const links = barLinks((await (await english(new Client(host.url))).get('/')).text);
    const kept = links.find((l) => l.attrs.includes('href="/kablo-ve-kanal"'))!;
    expect(kept.attrs).toContain('lang="tr"');
    expect(kept.text).toContain('&lt;script&gt;');
    const translated = links.find((l) => l.attrs.includes('href="/anahtar-ve-prizler"'))!;
    expect(translated.text).toBe('Switches and Sockets');
    expect(translated.attrs).not.toContain('lang=');
  });

  it('marks nothing on Turkish pages, where every name is in the page language', async () => {
    const links = barLinks((await new Client(host.url).get('/')).text);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.attrs).not.toContain('lang=');
  });

  it('marks the product description lang="tr" on an English product page, not on a Turkish one', async () => {
    const id = await productId(host, '90960004');
    const description = (page: string) =>
      /<section class="product-description">[\s\S]*?<\/section>/.exec(page)?.[0] ?? '';
    const en = description((await (await english(new Client(host.url))).get(`/x-p-${id}`)).text);
    expect(en).toMatch(/<p lang="tr">Açıklama Kablo \$&amp; \$` \$&#39; \$1 &lt;script&gt;/);
    const tr = description((await new Client(host.url).get(`/x-p-${id}`)).text);
    expect(tr).toContain('Açıklama');
    expect(tr).not.toContain('lang=');
  });

  it("says in the product answers which names are Turkish on an English page (nameLang 'tr'), and none on a Turkish one", async () => {
    await host.db.run(
      "UPDATE products SET name = ?, name_en = NULL WHERE code = '90960002'",
      `Anahtar ${HOSTILE}`,
    );
    await host.db.run(
      "UPDATE products SET name_en = 'Viko Karre Earthed Socket White' WHERE code = '90960004'",
    );
    const namesOf = async (client: Client) => {
      const answer = await client.get('/api/catalog/products/search?q=viko%20karre&limit=100');
      expect(answer.status).toBe(200);
      const products = (answer.json as { products: { code: string; name: string; nameLang?: string }[] })
        .products;
      return new Map(products.map((p) => [p.code, p]));
    };
    const en = await namesOf(await english(new Client(host.url)));
    expect(en.get('90960002')).toMatchObject({ name: `Anahtar ${HOSTILE}`, nameLang: 'tr' });
    expect(en.get('90960004')!.name).toBe('Viko Karre Earthed Socket White');
    expect(en.get('90960004')).not.toHaveProperty('nameLang');
    const tr = await namesOf(new Client(host.url));
    expect([...tr.values()].filter((p) => 'nameLang' in p)).toEqual([]);
  });
});
