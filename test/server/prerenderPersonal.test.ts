/**
 * The personal pages drawn on the server: the cart page (and, alongside, the account lists) carry
 * the user's own data in their islands, are answered no-store, and the next user's page never shows
 * the markup of the one before (the render cache keys the whole request, the user's config with it).
 */
import { JSDOM } from 'jsdom';
import { loggedIn, placeholderProps, productId, type Client, type TestHost } from './helpers';
import { startRenderingHost } from './sourceRenderEntry';

let host: TestHost;
beforeAll(async () => {
  host = await startRenderingHost('ssr-personal');
}, 60_000);
afterAll(async () => {
  await host.stop();
});

/** The island the server filled, as a browser builds it; null when it went out empty. */
function prerendered(page: string, name: string): Element | null {
  return new JSDOM(page).window.document.querySelector(`[data-component="${name}"][data-ssr]`);
}

async function nameOf(code: string): Promise<string> {
  const row = await host.db.get<{ name: string }>('SELECT name FROM products WHERE code = ?', code);
  return row!.name;
}

/** The user's cart holds just this product. */
async function cartWith(client: Client, code: string): Promise<void> {
  await client.page('/sepet');
  expect((await client.delete('/api/catalog/cart')).status).toBe(200);
  const id = await productId(host, code);
  const added = await client.post(`/api/catalog/cart/${id}`, { form: { quantity: 2 } });
  expect([added.status, added.text]).toEqual([200, expect.any(String)]);
}

describe('the cart page drawn on the server', () => {
  it('shows the user’s lines in a data-ssr island, from the cart call’s own answer, no-store', async () => {
    const bayi1 = await loggedIn(host.url, 'bayi1');
    await cartWith(bayi1, '90960002');
    const page = await bayi1.get('/sepet');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const cart = prerendered(page.text, 'Cart');
    expect(cart).not.toBeNull();
    expect(cart!.textContent).toContain(await nameOf('90960002'));
    // Not the loading frame: the lines, the summary and the plans are there.
    expect(cart!.querySelector('[aria-busy="true"]')).toBeNull();
    expect(placeholderProps(page.text, 'Cart')?.firstAnswer).toEqual(
      (await bayi1.get('/api/catalog/cart')).json,
    );
  });

  it('never gives the next user the markup of the one before, whoever comes first', async () => {
    const bayi1 = await loggedIn(host.url, 'bayi1');
    const bayi2 = await loggedIn(host.url, 'bayi2');
    await cartWith(bayi1, '90960002');
    await cartWith(bayi2, await otherCode('90960002'));
    const first = await nameOf('90960002');
    for (let round = 0; round < 2; round += 1) {
      const one = prerendered((await bayi1.get('/sepet')).text, 'Cart');
      const two = prerendered((await bayi2.get('/sepet')).text, 'Cart');
      expect(one?.textContent).toContain(first);
      expect(two).not.toBeNull();
      expect(two!.textContent).not.toContain(first);
      expect(two!.innerHTML).not.toBe(one!.innerHTML);
    }
  });
});

/** Another product's code than this one (any in the catalogue). */
async function otherCode(code: string): Promise<string> {
  const row = await host.db.get<{ code: string }>(
    'SELECT code FROM products WHERE code <> ? AND parent_id IS NULL AND stock_total > ? ORDER BY id LIMIT 1',
    code,
    10,
  );
  return row!.code;
}

describe('the order and offer lists drawn on the server', () => {
  it.each([
    ['/hesap/siparisler', 'OrderList', '/api/catalog/orders?limit=10', 'orders', 'orderNo'],
    ['/teklif/liste', 'OfferList', '/api/catalog/offers?limit=10', 'offers', 'orderNo'],
  ] as const)(
    '%s: the first page of the list call’s own answer, in a data-ssr island, no-store; never another user’s',
    async (url, name, api, key, numberKey) => {
      const bayi1 = await loggedIn(host.url, 'bayi1');
      const bayi2 = await loggedIn(host.url, 'bayi2');
      const answer = (await bayi1.get(api)).json as Record<string, { [k: string]: unknown }[]>;
      const numbers = answer[key]!.map((item) => String(item[numberKey] ?? item.id));
      expect(numbers.length).toBeGreaterThan(0);
      for (let round = 0; round < 2; round += 1) {
        const page = await bayi1.get(url);
        expect(page.status).toBe(200);
        expect(page.headers.get('cache-control')).toBe('no-store');
        expect(placeholderProps(page.text, name)?.firstPage).toEqual({ query: '?limit=10', answer });
        const island = prerendered(page.text, name);
        expect(island).not.toBeNull();
        expect(island!.querySelector('[aria-busy="true"]')).toBeNull();
        for (const number of numbers) expect(island!.textContent).toContain(number);
        const other = prerendered((await bayi2.get(url)).text, name);
        expect(other).not.toBeNull();
        for (const number of numbers) expect(other!.textContent).not.toContain(number);
      }
    },
  );

  it('leaves a page past the end to the widget (no embedded page, no markup)', async () => {
    const bayi1 = await loggedIn(host.url, 'bayi1');
    const page = await bayi1.get('/hesap/siparisler?page=999');
    expect(placeholderProps(page.text, 'OrderList')).toEqual({ firstPage: null });
    expect(prerendered(page.text, 'OrderList')?.querySelector('table')).toBeFalsy();
  });
});
