/**
 * Catalogue text in the server render: a product name full of replacement patterns (`` $` ``, `$&`,
 * `$'`, `$1`, `$<x>`) and markup reaches every prerendered page type through the widgets' real render
 * (React's escaping) and the layout's fill of the placeholders, and comes out as text: escaped once,
 * no element or attribute of its own, beside the cookie notice and the debt banner islands.
 */
import { JSDOM } from 'jsdom';
import { Client, loggedIn, productId, type TestHost } from './helpers';
import { startRenderingHost } from './sourceRenderEntry';

const HOSTILE_NAME =
  "ABB $` id=x onfocus=alert(document.domain) autofocus tabindex=0 $& $' $1 $<x> <script>alert(1)</script> \"q\" & 'a'";

const PAGES = ['/', '/anahtar-ve-prizler', '/schneider', '/search?q=autofocus'];
/** bayi1's own pages: the cart holds the hostile product, the orders were made by a hostile name. */
const PERSONAL: [string, string][] = [
  ['/sepet', 'Cart'],
  ['/hesap/siparisler', 'OrderList'],
];
const CART_PRODUCT = '90960002';
const WHO = {
  visitor: () => Promise.resolve(new Client(host.url)),
  bayi1: () => loggedIn(host.url, 'bayi1'),
};

/** The islands of a page by name, in page order: the layout's, whatever the product names. */
function islandNames(document: Document): string[] {
  return [...document.querySelectorAll('[data-component]')].map((e) => e.getAttribute('data-component')!);
}

/** The islands each page has with an ordinary product name, before the name turns hostile. */
const layoutIslands = new Map<string, string[]>();

let host: TestHost;
beforeAll(async () => {
  host = await startRenderingHost('ssr-hostile');
  for (const [who, client] of Object.entries(WHO)) {
    const session = await client();
    for (const url of PAGES) {
      const page = await session.get(url.replace('autofocus', 'priz'));
      layoutIslands.set(`${who} ${url}`, islandNames(new JSDOM(page.text).window.document));
    }
  }
  const bayi1 = await WHO.bayi1();
  await bayi1.page('/sepet');
  const added = await bayi1.post(`/api/catalog/cart/${await productId(host, CART_PRODUCT)}`, {
    form: { quantity: 1 },
  });
  expect(added.status).toBe(200);
  for (const [url] of PERSONAL)
    layoutIslands.set(`bayi1 ${url}`, islandNames(new JSDOM((await bayi1.get(url)).text).window.document));
  await host.db.run(
    'UPDATE products SET name = ?, name_en = NULL WHERE code = ?',
    HOSTILE_NAME,
    CART_PRODUCT,
  );
  await host.db.run('UPDATE orders SET created_by = ?', HOSTILE_NAME);
  await host.db.run('UPDATE order_items SET name = ?', HOSTILE_NAME);
  // The first product of the home page, its category, its brand and a search for a word of its name.
  await host.db.run(
    'UPDATE products SET name = ?, name_en = NULL WHERE code = ?',
    HOSTILE_NAME,
    'EPH0700121',
  );
}, 60_000);
afterAll(async () => {
  await host.stop();
});

/** What a browser builds of the page, with the islands the server filled. */
function parsed(page: string) {
  const document = new JSDOM(page).window.document;
  const island = (name: string) => document.querySelector(`[data-component="${name}"][data-ssr]`);
  return { document, island };
}

function expectNoInjection(document: Document, layout: string[] | undefined): void {
  expect(document.querySelectorAll('[onfocus], [autofocus], #x')).toHaveLength(0);
  const scripts = [...document.querySelectorAll('script')];
  expect(scripts.filter((s) => !s.src && s.id !== 'b2b-config')).toEqual([]);
  // The page has exactly the layout's islands (the footer repeats the language and currency pickers):
  // nothing was copied in by a replacement pattern.
  expect(layout).toBeDefined();
  expect(islandNames(document)).toEqual(layout);
}

describe.each([
  ['a visitor (with the cookie notice)', 'CookieButton', 'visitor' as const],
  ['bayi1 (with the overdue debt banner)', 'OverdueDebtNotification', 'bayi1' as const],
])('the server render of a hostile product name, for %s', (_label, notice, who) => {
  it.each(PAGES)(
    '%s shows the name as text, escaped once, with no injected element or attribute',
    async (url) => {
      const page = await (await WHO[who]()).get(url);
      expect(page.status).toBe(200);
      const { document, island } = parsed(page.text);
      const list = island('ProductList');
      expect(list).not.toBeNull();
      expect(island(notice)).not.toBeNull();
      // React writes the name once as escaped text; the browser reads back exactly the name.
      const texts = [...list!.querySelectorAll('*')].map((e) =>
        [...e.childNodes]
          .filter((n) => n.nodeType === 3)
          .map((n) => n.textContent)
          .join(''),
      );
      expect(texts).toContain(HOSTILE_NAME);
      expect(list!.innerHTML).not.toMatch(/&amp;(amp|lt|gt|quot|#x?\d+);/);
      expectNoInjection(document, layoutIslands.get(`${who} ${url}`));
    },
  );
});

describe('the server render of hostile text on bayi1’s own pages', () => {
  it.each(PERSONAL)(
    '%s shows the text in its %s island, escaped once, with no injected element or attribute',
    async (url, name) => {
      const page = await (await WHO.bayi1()).get(url);
      expect(page.status).toBe(200);
      const { document, island } = parsed(page.text);
      const filled = island(name);
      expect(filled).not.toBeNull();
      const texts = [...filled!.querySelectorAll('*')].map((e) =>
        [...e.childNodes]
          .filter((n) => n.nodeType === 3)
          .map((n) => n.textContent)
          .join(''),
      );
      expect(texts).toContain(HOSTILE_NAME);
      expect(filled!.innerHTML).not.toMatch(/&amp;(amp|lt|gt|quot|#x?\d+);/);
      expectNoInjection(document, layoutIslands.get(`bayi1 ${url}`));
    },
  );
});
