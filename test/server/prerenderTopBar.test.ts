/**
 * The top bar and the quick order pad drawn on the server through the widgets' real render: the top
 * bar from the top-header call's own answer, embedded on every page of a signed-in user (no-store,
 * never another user's markup, whoever comes first), nothing drawn for a visitor; the pad's blank
 * frame on /hizli-siparis, in Turkish and English.
 */
import { JSDOM } from 'jsdom';
import { Client, loggedIn, placeholderProps, type TestHost } from './helpers';
import { startRenderingHost } from './sourceRenderEntry';

const HOSTILE = "Demir $& $` $' $1 <script>alert(1)</script> \"q\" & 'a'";
const TOP_HEADER_API = '/api/catalog/top-header-info';
/** Pages of every kind a customer opens: catalogue, product list search, personal lists, the pad. */
const PAGES = ['/', '/anahtar-ve-prizler', '/hesap/siparisler', '/sepet', '/hizli-siparis'];

let host: TestHost;
beforeAll(async () => {
  host = await startRenderingHost('ssr-topbar');
}, 60_000);
afterAll(async () => {
  await host.stop();
});

/** The island the server filled, as a browser builds it; null when it went out empty. */
function prerendered(page: string, name: string): Element | null {
  return new JSDOM(page).window.document.querySelector(`[data-component="${name}"][data-ssr]`);
}

describe('the top bar drawn on the server', () => {
  it('shows a customer’s representative, name and balance on every page, from the call’s own answer, no-store', async () => {
    const bayi1 = await loggedIn(host.url, 'bayi1');
    const answer = (await bayi1.get(TOP_HEADER_API)).json as { customerName: string };
    expect(answer.customerName).not.toBe('');
    for (const url of PAGES) {
      const page = await bayi1.get(url);
      expect([url, page.status]).toEqual([url, 200]);
      expect([url, page.headers.get('cache-control')]).toEqual([url, 'no-store']);
      expect([url, placeholderProps(page.text, 'TopHeaderInfo')]).toEqual([url, { firstAnswer: answer }]);
      const bar = prerendered(page.text, 'TopHeaderInfo');
      expect([url, bar === null]).toEqual([url, false]);
      expect(bar!.querySelector('.b2b-top-header__name')?.textContent).toBe(answer.customerName);
      expect(bar!.textContent).toContain('Temsilciniz:');
      expect(bar!.querySelector('.b2b-top-header__balance')?.textContent).toMatch(/^Bakiye: [\d,.]+ TRY$/);
      expect(bar!.querySelector('.b2b-skeleton')).toBeNull();
    }
  });

  it('never gives the next user the markup of the one before, whoever comes first, hostile names as text', async () => {
    await host.db.run("UPDATE users SET name = ? WHERE username = 'bayi2'", HOSTILE);
    const bayi1 = await loggedIn(host.url, 'bayi1');
    const bayi2 = await loggedIn(host.url, 'bayi2');
    const one = (await bayi1.get(TOP_HEADER_API)).json as { customerName: string };
    for (const [first, second] of [
      [bayi1, bayi2],
      [bayi2, bayi1],
    ] as const) {
      for (const url of ['/', '/hizli-siparis']) {
        const firstBar = prerendered((await first.get(url)).text, 'TopHeaderInfo');
        const secondBar = prerendered((await second.get(url)).text, 'TopHeaderInfo');
        const [barOf1, barOf2] = first === bayi1 ? [firstBar, secondBar] : [secondBar, firstBar];
        expect(barOf1!.querySelector('.b2b-top-header__name')?.textContent).toBe(one.customerName);
        expect(barOf2!.querySelector('.b2b-top-header__name')?.textContent).toBe(HOSTILE);
        expect(barOf2!.textContent).not.toContain(one.customerName);
        expect(barOf2!.querySelector('script')).toBeNull();
        expect(barOf2!.innerHTML).not.toBe(barOf1!.innerHTML);
      }
    }
  });

  it('draws nothing for a visitor, whose placeholder carries the anonymous answer (no call to make)', async () => {
    const visitor = new Client(host.url);
    const answer = (await visitor.get(TOP_HEADER_API)).json as { isAuthenticated: boolean };
    expect(answer.isAuthenticated).toBe(false);
    for (const url of ['/', '/anahtar-ve-prizler']) {
      const page = await visitor.get(url);
      expect([url, page.headers.get('cache-control')]).toEqual([url, 'no-store']);
      expect([url, placeholderProps(page.text, 'TopHeaderInfo')]).toEqual([url, { firstAnswer: answer }]);
      expect(page.text).toMatch(/<div data-component="TopHeaderInfo" data-props='[^']*'><\/div>/);
    }
  });

  it('speaks the user’s language', async () => {
    const bayi3 = await loggedIn(host.url, 'bayi3');
    const saved = await bayi3.post('/api/catalog/settings', { json: { key: 'locale', value: 'en' } });
    expect(saved.status).toBe(200);
    const bar = prerendered((await bayi3.get('/')).text, 'TopHeaderInfo');
    expect(bar?.querySelector('[role="group"]')?.getAttribute('aria-label')).toBe('Account information');
    expect(bar?.textContent).not.toContain('Bakiye');
  });
});

describe('the quick order pad drawn on the server', () => {
  it('is the blank pad with its rows, inputs and buttons, in Turkish and English, no-store', async () => {
    const bayi1 = await loggedIn(host.url, 'bayi1');
    const page = await bayi1.get('/hizli-siparis');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(placeholderProps(page.text, 'QuickOrder')).toEqual({});
    const pad = prerendered(page.text, 'QuickOrder');
    expect(pad).not.toBeNull();
    expect(pad!.querySelector('[aria-busy="true"]')).toBeNull();
    expect(pad!.querySelectorAll('tr[data-row-index]')).toHaveLength(5);
    expect(pad!.querySelectorAll('input[aria-label$="satır ürün kodu"]')).toHaveLength(5);
    expect(pad!.textContent).toContain('Satır Ekle');
    expect(pad!.textContent).toContain('Sepete Ekle');
    // Ids unique on the page, the pad's under its prefix.
    const ids = [...new JSDOM(page.text).window.document.querySelectorAll('[id]')].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);

    const bayi3 = await loggedIn(host.url, 'bayi3');
    await bayi3.post('/api/catalog/settings', { json: { key: 'locale', value: 'en' } });
    const english = prerendered((await bayi3.get('/hizli-siparis')).text, 'QuickOrder');
    expect(english!.textContent).toContain('Add rows');
    expect(english!.textContent).not.toContain('Satır Ekle');
  });
});
