/**
 * @jest-environment node
 */
// No window here, as on a server: a widget reading window (or document) while it renders throws.
import { DEFAULT_CONFIG, DEFAULT_SETTINGS } from '../../src/contract/hostConfigDefaults';
import type { HostConfig } from '../../src/contract/hostConfig';
import { renderIsland, SSR_WIDGET_NAMES } from '../../src/ssr/render';
import { makeCartItem } from '../support/cart';
import { makeOffer, makeOrder, makeOrderItem, offerPage, orderPage } from '../support/history';
import { makeProduct } from '../support/products';

const products = [
  makeProduct({ id: 1, name: 'Viko Karre Anahtar', code: 'VK-1001' }),
  makeProduct({ id: 2, name: 'Makel Lillium Priz', code: 'MK-2002', seo: 'makel-lillium-priz' }),
];
const firstPage = { query: '', answer: { products, total: 2, limit: 24, page: 1 } };
const config = (overrides: Partial<HostConfig> = {}) => ({
  ...DEFAULT_CONFIG,
  csrfToken: 'ssr',
  ...overrides,
});

const renderList = (overrides: { url?: string; config?: object; idPrefix?: string } = {}) =>
  renderIsland({
    name: 'ProductList',
    props: { path: '/viko', firstPage },
    config: overrides.config ?? config(),
    url: overrides.url ?? '/viko',
    idPrefix: overrides.idPrefix,
  });

function htmlOf(result: ReturnType<typeof renderIsland>): string {
  if (!result.ok) throw new Error(result.reason);
  return result.html;
}

describe('the server render entry', () => {
  it('renders the embedded first page: names, codes, prices and the total, in Turkish', () => {
    expect(typeof window).toBe('undefined');
    const html = htmlOf(renderList());
    expect(html).toContain('Viko Karre Anahtar');
    expect(html).toContain('Makel Lillium Priz');
    expect(html).toContain('Toplam 2 ürün');
    expect(html).toMatch(/₺\s?100,00|100,00\s?₺|₺100,00/);
    // Not the loading state: the rows are there.
    expect(html).not.toContain('aria-busy="true"');
  });

  it('renders with the label table of the page’s locale', () => {
    const html = htmlOf(renderList({ config: config({ locale: 'en' }) }));
    expect(html).toContain('2 products in total');
    expect(html).not.toContain('Toplam');
  });

  it('renders the same markup every time, with useId ids under the given prefix', () => {
    const first = htmlOf(renderList({ idPrefix: 'b2b-ProductList-2-' }));
    expect(htmlOf(renderList({ idPrefix: 'b2b-ProductList-2-' }))).toBe(first);
    const ids = [...first.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).toContain('b2b-ProductList-2-');
  });

  it('renders the same markup in any time zone of the server (dates are the store’s, Europe/Istanbul)', () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'Pacific/Kiritimati';
      const east = htmlOf(renderList());
      process.env.TZ = 'America/Los_Angeles';
      expect(htmlOf(renderList())).toBe(east);
    } finally {
      process.env.TZ = zone;
    }
  });

  it('links the pages from the URL it is given (there is no window.location on a server)', () => {
    // The first page answers the list's first call for this URL (its query, without the view).
    const many = { query: '?brand=abb', answer: { ...firstPage.answer, total: 60 } };
    const result = renderIsland({
      name: 'ProductList',
      props: { path: '/viko', firstPage: many },
      config: config(),
      url: '/viko?brand=abb',
    });
    expect(htmlOf(result)).toContain('href="/viko?brand=abb&amp;page=2"');
  });

  it('writes no style attribute (the storefront’s CSP refuses them in markup)', () => {
    expect(htmlOf(renderList())).not.toMatch(/\sstyle="/);
  });

  it('escapes hostile text from the catalogue', () => {
    const hostile = makeProduct({ id: 3, name: '<img src=x onerror=alert(1)></script>"\'' });
    const result = renderIsland({
      name: 'ProductList',
      props: {
        path: '/viko',
        firstPage: { query: '', answer: { products: [hostile], total: 1, limit: 24, page: 1 } },
      },
      config: config(),
      url: '/viko',
    });
    const html = htmlOf(result);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('</script>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&lt;/script&gt;');
  });

  it("renders the facets the first page carries, the URL's choices ticked, hostile labels as text", () => {
    const hostile = "Marka $& $` $' $1 <script>alert(1)</script>\u0000 x";
    const facets = [
      {
        key: 'brand',
        label: hostile,
        kind: 'values',
        values: [
          { value: 'VIKO', label: '<script>alert(2)</script> $&', count: 12 },
          { value: 'ABB', label: 'ABB', count: 3 },
        ],
      },
      { key: 'price', label: 'Fiyat', kind: 'range', min: 10, max: 4800, currency: 'TRY' },
    ];
    const query = '?q=priz&filters=brand%3AVIKO';
    const html = htmlOf(
      renderIsland({
        name: 'ProductList',
        props: { path: '/ara', firstPage: { query, answer: { ...firstPage.answer, facets } } },
        config: config(),
        url: `/ara${query}`,
        idPrefix: 'b2b-ProductList-1-',
      }),
    );
    expect(html).not.toContain('<script');
    // A NUL stays text (an HTML parser drops it; hydration compares text without it).
    expect(html).toContain(
      '<legend class="b2b-facet__legend">Marka $&amp; $` $&#x27; $1 &lt;script&gt;alert(1)&lt;/script&gt;\u0000 x</legend>',
    );
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt; $&amp; (12)');
    // The URL's choice is ticked, named again in a chip above the list.
    expect(html).toMatch(/<input type="checkbox" checked=""\/><span>&lt;script&gt;alert\(2\)/);
    expect(html).toContain('aria-label="Kaldır: Marka $&amp;');
    expect(html).toContain('10,00 ile 4.800,00 arası');
    expect(html).toContain('class="b2b-product-list b2b-product-list--faceted"');
    expect(html).not.toMatch(/\sstyle="/);
  });

  it('renders no filter parts for a first page without facets', () => {
    const html = htmlOf(renderList());
    expect(html).not.toContain('b2b-facets');
    expect(html).not.toContain('Filtrele');
  });

  it('renders the cookie notice of a new visitor and nothing once a choice is stored', () => {
    const notice = htmlOf(
      renderIsland({ name: 'CookieButton', props: { accepted: false }, config: config(), url: '/' }),
    );
    expect(notice).toContain('Tamam');
    expect(
      htmlOf(renderIsland({ name: 'CookieButton', props: { accepted: true }, config: config(), url: '/' })),
    ).toBe('');
  });

  it('renders the overdue debt banner from the config block', () => {
    const user = {
      ...DEFAULT_CONFIG.user,
      authenticated: true,
      id: 7,
      debt: { overdueBalance: 15000, overdueBalanceExpiryDay: 12, currency: 'TRY' },
    };
    const result = renderIsland({
      name: 'OverdueDebtNotification',
      props: { statementPage: true },
      config: config({
        user,
        settings: { ...DEFAULT_SETTINGS, overdueDebtInfoLimit: 100 },
      } as Partial<HostConfig>),
      url: '/hesap/ekstre',
    });
    const html = htmlOf(result);
    expect(html).toContain('role="alert"');
    expect(html).toContain('15.000,00');
  });

  it('renders only its registered widgets', () => {
    expect([...SSR_WIDGET_NAMES].sort()).toEqual([
      'Cart',
      'CookieButton',
      'OfferList',
      'OrderList',
      'OverdueDebtNotification',
      'ProductDetail',
      'ProductList',
      'QuickOrder',
      'TopHeaderInfo',
    ]);
    for (const name of ['Checkout', 'CartComplete', '__proto__', 'constructor', 'toString', ''])
      expect(renderIsland({ name, props: {}, config: config(), url: '/' })).toEqual({
        ok: false,
        reason: expect.stringContaining('is not a widget this entry renders'),
      });
  });

  it('refuses props that are no object, a URL that is no path, and an unsafe id prefix', () => {
    const base = { name: 'CookieButton', config: config(), url: '/' };
    expect(renderIsland({ ...base, props: [] }).ok).toBe(false);
    expect(renderIsland({ ...base, props: 'x' }).ok).toBe(false);
    for (const url of ['https://evil.example/', '//evil.example', 'viko', '/' + 'a'.repeat(2000)])
      expect(renderIsland({ ...base, props: {}, url }).ok).toBe(false);
    for (const idPrefix of ['"><script>', '1abc', 'a b', 'x'.repeat(80)])
      expect(renderIsland({ ...base, props: {}, idPrefix }).ok).toBe(false);
  });

  it('says why a widget could not be rendered (props of the wrong shape) instead of throwing', () => {
    const result = renderIsland({ name: 'ProductList', props: { path: 5 }, config: config(), url: '/' });
    expect(result).toEqual({
      ok: false,
      reason: expect.stringContaining('ProductList could not be rendered'),
    });
  });

  it('fills a config block’s gaps with the defaults, as the browser does', () => {
    const result = renderList({ config: { locale: 'tr', csrfToken: 'x' } });
    expect(htmlOf(result)).toContain('Viko Karre Anahtar');
  });
});

describe('the product page’s detail on the server', () => {
  const HOSTILE = "Viko $& $` $' $1 <script>alert(1)</script>\u0000\nKarre";
  const detail = (locale: 'tr' | 'en') =>
    htmlOf(
      renderIsland({
        name: 'ProductDetail',
        props: { product: makeProduct({ id: 7, name: HOSTILE, code: 'VK-7' }) },
        config: config({ locale }),
        url: '/viko-karre-p-7',
        idPrefix: 'b2b-ProductDetail-1-',
      }),
    );

  it('renders the name, price, stock text and buy controls from data-props, without window', () => {
    expect(typeof window).toBe('undefined');
    const html = detail('tr');
    expect(html).toContain('<h1 class="b2b-detail__name">');
    expect(html).toContain('Viko $&amp; $` $&#x27; $1 &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Sepete Ekle');
    expect(html).toMatch(/₺\s?100,00|₺100,00/);
    // The page's largest image is fetched first, at its size.
    expect(html).toMatch(
      /<img fetchpriority="high" src="[^"]+" alt="[^"]*" width="400" height="400" loading="eager"/,
    );
  });

  it('speaks the page’s language and keeps its ids under the prefix', () => {
    const html = detail('en');
    expect(html).toContain('Add to cart');
    expect(html).not.toContain('Sepete Ekle');
    for (const [, id] of html.matchAll(/\sid="([^"]+)"/g)) expect(id).toContain('b2b-ProductDetail-1-');
  });
});

describe('the cart page on the server', () => {
  const HOSTILE = 'Viko $& $` $\' $1 <script>alert(1)</script>\u0000\nKarre "çift"';
  const paymentOptions = [{ name: 'Havale', priceName: 'advencePrice1', varsayilan: true, isVirtual: false }];
  const user = { ...DEFAULT_CONFIG.user, authenticated: true, id: 7, name: 'Ayşe Yıldız' };
  const lines = [
    makeCartItem(makeProduct({ id: 7, name: HOSTILE, code: 'VK-7' }), 3),
    makeCartItem(makeProduct({ id: 8, name: 'Makel Lillium Priz', code: 'MK-8' }), 2),
  ];
  const cart = (locale: 'tr' | 'en', firstAnswer: unknown = lines) =>
    htmlOf(
      renderIsland({
        name: 'Cart',
        props: { paymentOptions, firstAnswer },
        config: config({ locale, user } as Partial<HostConfig>),
        url: '/sepet',
        idPrefix: 'b2b-Cart-1-',
      }),
    );

  it('renders the lines of the embedded first answer, not the loading frame, without window', () => {
    expect(typeof window).toBe('undefined');
    const html = cart('tr');
    expect(html).toContain('Makel Lillium Priz');
    expect(html).toContain('Viko $&amp; $` $&#x27; $1 &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;çift&quot;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('aria-busy="true"');
    expect(html).toContain('Alışverişe Devam Et');
    expect(html).not.toMatch(/\sstyle="/);
  });

  it('speaks the page’s language and keeps its ids under the prefix, the same every time', () => {
    const html = cart('en');
    expect(html).toContain('Makel Lillium Priz');
    expect(html).toContain('Continue shopping');
    expect(html).not.toContain('Alışverişe Devam Et');
    expect(cart('en')).toBe(html);
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).toContain('b2b-Cart-1-');
  });

  it('renders an empty cart as empty, and the loading frame without a first answer', () => {
    expect(cart('tr', [])).toContain('Sepetinizde ürün bulunmamaktadır.');
    expect(cart('tr', null)).toContain('aria-busy="true"');
  });
});

describe('the order and offer lists on the server', () => {
  const HOSTILE = 'Viko $& $` $\' $1 <script>alert(1)</script>\u0000\nKarre "çift"';
  const user = { ...DEFAULT_CONFIG.user, authenticated: true, id: 7, name: 'Ayşe Yıldız' };
  // 23:30 in UTC is already the next day in Istanbul (UTC+3): the list writes the store's day.
  const orders = [
    makeOrder({
      id: 1,
      orderNo: 'SP100001',
      date: '2025-03-14T23:30:00.000Z',
      orderItems: [makeOrderItem({ name: HOSTILE })],
      description: HOSTILE,
    }),
  ];
  const list = (
    name: 'OrderList' | 'OfferList',
    locale: 'tr' | 'en',
    url = '/hesap/siparisler',
    query?: string,
  ) => {
    const answer =
      name === 'OrderList' ? orderPage(orders) : offerPage([makeOffer({ id: 3, description: HOSTILE })]);
    const limit = name === 'OrderList' ? 10 : answer.limit;
    return htmlOf(
      renderIsland({
        name,
        props: { firstPage: { query: query ?? `?limit=${limit}`, answer } },
        config: config({ locale, user } as Partial<HostConfig>),
        url,
        idPrefix: `b2b-${name}-1-`,
      }),
    );
  };

  it('renders the order rows of the embedded first page, not the skeleton, without window', () => {
    expect(typeof window).toBe('undefined');
    const html = list('OrderList', 'tr');
    expect(html).toContain('SP100001');
    expect(html).toContain('Toplam 1 sipariş');
    expect(html).not.toContain('aria-busy="true"');
    expect(html).not.toContain('<script>');
    expect(html).not.toMatch(/\sstyle="/);
  });

  it('speaks English, keeps ids under the prefix and renders the same every time', () => {
    const html = list('OrderList', 'en');
    expect(html).toContain('SP100001');
    expect(html).not.toContain('Toplam');
    expect(list('OrderList', 'en')).toBe(html);
    // useId's ids under the prefix; an order's row keeps its linkable anchor (orderAnchor).
    for (const [, id] of html.matchAll(/\sid="([^"]+)"/g))
      expect([id, id === 'siparis-SP100001' || id!.includes('b2b-OrderList-1-')]).toEqual([id, true]);
  });

  it('writes an order’s date in the store’s zone whatever the server’s (15.03.2025, not 14.03)', () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'UTC';
      const utc = list('OrderList', 'tr');
      expect(utc).toContain('15.03.2025');
      process.env.TZ = 'Europe/Istanbul';
      expect(list('OrderList', 'tr')).toBe(utc);
      process.env.TZ = 'America/Los_Angeles';
      expect(list('OrderList', 'tr')).toBe(utc);
    } finally {
      process.env.TZ = zone;
    }
  });

  it('renders the skeleton when the embedded page answers another page than the URL’s', () => {
    const html = list('OrderList', 'tr', '/hesap/siparisler?page=2');
    expect(html).not.toContain('SP100001');
    expect(html).toContain('aria-busy="false"');
  });

  it('renders the offer rows of the embedded first page, hostile text as text', () => {
    const html = list('OfferList', 'tr', '/teklif/liste');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Toplam 1 teklif');
    expect(list('OfferList', 'en', '/teklif/liste')).not.toContain('Toplam');
  });
});
