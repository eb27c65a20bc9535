/**
 * The first page of products embedded in a catalogue page's ProductList placeholder: exactly the
 * answer the widget's first call would get (same query, same code), so the list needs no call.
 */
import { Client, loggedIn, placeholderProps, setSetting, startHost, type TestHost } from './helpers';

let host: TestHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(async () => {
  await host.stop();
});

interface FirstPage {
  query: string;
  answer: { products: { id: number }[]; total: number; limit: number; page: number };
}

const firstPageOf = (html: string) =>
  placeholderProps(html, 'ProductList')!.firstPage as FirstPage | undefined;

/** The embedded page must equal what the API answers to the query it names. */
async function expectSameAsApi(client: Client, apiPath: string, firstPage: FirstPage | undefined) {
  expect(firstPage).toBeDefined();
  const api = await client.get(`/api/catalog/products${apiPath}${firstPage!.query}`);
  expect(api.status).toBe(200);
  expect(firstPage!.answer).toEqual(api.json);
}

describe('the embedded first page', () => {
  it.each([
    ['/', '', ''],
    ['/?page=2', '', '?page=2'],
    ['/?sort=-price&view=grid', '', '?sort=-price&view=grid'],
    ['/viko', '/viko', ''],
    ['/viko/karre?sort=name', '/viko/karre', '?sort=name'],
    ['/search?q=priz&sort=price', '/search', '?q=priz&sort=price'],
    ['/search?brand=viko', '/search', '?brand=viko'],
  ])('on %s answers the query %p the list sends first', async (url, apiPath, query) => {
    const client = new Client(host.url);
    const page = await client.get(url);
    expect(page.status).toBe(200);
    const firstPage = firstPageOf(page.text);
    expect(firstPage!.query).toBe(query);
    await expectSameAsApi(client, apiPath, firstPage);
  });

  it('asks for what the list shows when the URL is hand-edited (a bad sort or page: the defaults)', async () => {
    const client = new Client(host.url);
    const firstPage = firstPageOf((await client.get('/?sort=evil&page=abc&utm_source=x')).text);
    expect(firstPage!.query).toBe('?utm_source=x');
    await expectSameAsApi(client, '', firstPage);
  });

  it('answers the default sort the list pushes into the URL', async () => {
    await setSetting(host, 'defaultSort', 'name');
    try {
      const client = new Client(host.url);
      const firstPage = firstPageOf((await client.get('/?page=2')).text);
      expect(firstPage!.query).toBe('?page=2&sort=name');
      await expectSameAsApi(client, '', firstPage);
    } finally {
      await setSetting(host, 'defaultSort', '');
    }
  });

  it('follows the visitor’s saved in-stock filter, like the API', async () => {
    const client = await loggedIn(host.url, 'bayi5');
    const all = firstPageOf((await client.get('/')).text)!.answer.total;
    await client.post('/api/catalog/settings', { json: { key: 'showNotInStocks', value: '0' } });
    try {
      const firstPage = firstPageOf((await client.get('/')).text);
      expect(firstPage!.answer.total).toBeLessThan(all);
      await expectSameAsApi(client, '', firstPage);
    } finally {
      await client.post('/api/catalog/settings', { json: { key: 'showNotInStocks', value: '1' } });
    }
  });

  it('is left out where the first call would not be a 200, so the widget makes it and shows the error', async () => {
    const client = new Client(host.url);
    for (const url of [
      '/?limit=5000',
      '/?page=100001',
      '/search?brand=viko&brand=abb',
      '/search?q=' + 'x'.repeat(101),
    ]) {
      const page = await client.get(url);
      expect([url, page.status]).toEqual([url, 200]);
      expect([url, firstPageOf(page.text)]).toEqual([url, undefined]);
    }
  });

  it('answers a page past the end with no products, as the API does (the widget then asks for the last)', async () => {
    const client = new Client(host.url);
    const firstPage = firstPageOf((await client.get('/viko?page=999')).text);
    expect(firstPage!.answer.products).toEqual([]);
    expect(firstPage!.answer.total).toBeGreaterThan(0);
    await expectSameAsApi(client, '/viko', firstPage);
  });
});
