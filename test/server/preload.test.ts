/**
 * Preload tags: the copyable helper (manifest + widget names → tags) and the host's pages using it,
 * so every chunk a page asks for at start loads beside the entry instead of after it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CATALOGUE_PAGES } from '../../build/bundleSizes';
import { negotiateEncoding } from '../../server/http/compression';
import { eagerWidgets, preloadFiles, preloadTags, type BundleManifest } from '../../server/preload';
import { Client, loggedIn, startHost, type TestHost } from './helpers';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pageLabelWidgets: PAGE_LABEL_WIDGETS } = require('../../build/preloadPlan') as {
  pageLabelWidgets: string[];
};

const MANIFEST: BundleManifest = {
  entrypoints: { storefront: { js: ['storefront.e1.js'], css: ['storefront.e2.css'] } },
  chunks: {
    'labels-tr': { js: ['labels-tr.1.js'], css: [] },
    'labels-en': { js: ['labels-en.1.js'], css: [] },
    'labels-tr-more': { js: ['labels-tr-more.1.js'], css: [] },
    'labels-en-more': { js: ['labels-en-more.1.js'], css: [] },
    'w-Cart': { js: ['596.1.js', 'w-Cart.1.js'], css: [] },
    'cart-flow': { js: ['596.1.js', 'cart-flow.1.js'], css: [] },
    'chrome-flows': { js: ['chrome-flows.1.js'], css: [] },
    'w-ProductList': { js: ['596.1.js', '105.1.js', 'w-ProductList.1.js'], css: ['w-ProductList.1.css'] },
    'w-ProductDetail': { js: ['596.1.js', 'w-ProductDetail.1.js'], css: ['w-ProductDetail.1.css'] },
    'w-TopHeaderInfo': { js: ['w-TopHeaderInfo.1.js'], css: ['w-TopHeaderInfo.1.css'] },
    'w-Campaign': { js: ['vendor-carousel.1.js', 'w-Campaign.1.js'], css: ['w-Campaign.1.css'] },
    'w-CartIcon': { js: ['w-CartIcon.1.js'], css: [] },
  },
  preload: {
    locales: { tr: ['labels-tr'], en: ['labels-en'] },
    moreLabels: { tr: ['labels-tr-more'], en: ['labels-en-more'] },
    pageLabelWidgets: PAGE_LABEL_WIDGETS,
    authenticated: ['cart-flow'],
    widgets: {
      Cart: ['w-Cart'],
      ProductList: ['w-ProductList'],
      ProductDetail: ['w-ProductDetail'],
      TopHeaderInfo: ['w-TopHeaderInfo', 'chrome-flows'],
      Campaign: ['w-Campaign'],
      CartIcon: ['w-CartIcon'],
    },
  },
};

describe('preloadFiles and preloadTags', () => {
  it('lists the locale’s labels and each widget’s chunks with their shared chunks, each once', () => {
    const files = preloadFiles(MANIFEST, {
      widgets: ['ProductList', 'ProductDetail', 'TopHeaderInfo'],
      locale: 'tr',
      authenticated: false,
    });
    expect(files.js).toEqual([
      'labels-tr.1.js',
      '596.1.js',
      '105.1.js',
      'w-ProductList.1.js',
      'w-ProductDetail.1.js',
      'w-TopHeaderInfo.1.js',
      'chrome-flows.1.js',
    ]);
    expect(files.css).toEqual(['w-ProductList.1.css', 'w-ProductDetail.1.css', 'w-TopHeaderInfo.1.css']);
  });

  it('adds the logged-in chunks, and for English the English page labels alone', () => {
    const files = preloadFiles(MANIFEST, { widgets: [], locale: 'en', authenticated: true });
    expect(files.js).toEqual(['labels-en.1.js', '596.1.js', 'cart-flow.1.js']);
  });

  it('adds the other areas’ labels of the page’s locale when a widget outside the page labels is eager', () => {
    const page = { widgets: ['CartIcon', 'Cart'], authenticated: false };
    expect(preloadFiles(MANIFEST, { ...page, locale: 'tr' }).js).toEqual([
      'labels-tr.1.js',
      'labels-tr-more.1.js',
      'w-CartIcon.1.js',
      '596.1.js',
      'w-Cart.1.js',
    ]);
    expect(preloadFiles(MANIFEST, { ...page, locale: 'en' }).js.slice(0, 2)).toEqual([
      'labels-en.1.js',
      'labels-en-more.1.js',
    ]);
    // A manifest without the plan's label parts (an older build) preloads as before.
    const older: BundleManifest = { ...MANIFEST, preload: { ...MANIFEST.preload, moreLabels: undefined } };
    expect(preloadFiles(older, { ...page, locale: 'tr' }).js).not.toContain('labels-tr-more.1.js');
  });

  it('skips unknown widgets and locales, and never repeats the entry’s own files', () => {
    const withEntry: BundleManifest = {
      ...MANIFEST,
      chunks: { ...MANIFEST.chunks, 'w-CartIcon': { js: ['storefront.e1.js', 'w-CartIcon.1.js'], css: [] } },
    };
    const files = preloadFiles(withEntry, {
      widgets: ['Nope', 'CartIcon'],
      locale: 'xx',
      authenticated: false,
    });
    expect(files).toEqual({ js: ['w-CartIcon.1.js'], css: [] });
    expect(
      preloadFiles({ entrypoints: {} }, { widgets: ['CartIcon'], locale: 'tr', authenticated: true }),
    ).toEqual({
      js: [],
      css: [],
    });
  });

  it('renders stylesheets first, as preloads of the same mode the bundle loads them with', () => {
    const tags = preloadTags(
      MANIFEST,
      { widgets: ['ProductDetail'], locale: 'tr', authenticated: false },
      '/cdn/',
    );
    expect(tags.split('\n')).toEqual([
      '<link rel="preload" href="/cdn/w-ProductDetail.1.css" as="style">',
      '<link rel="preload" href="/cdn/labels-tr.1.js" as="script">',
      '<link rel="preload" href="/cdn/596.1.js" as="script">',
      '<link rel="preload" href="/cdn/w-ProductDetail.1.js" as="script">',
    ]);
    expect(tags).not.toContain('crossorigin');
  });

  it('escapes what it writes into attributes', () => {
    const odd: BundleManifest = {
      entrypoints: {},
      chunks: { 'w-X': { js: ['a"b<c>&.js'], css: [] } },
      preload: { widgets: { X: ['w-X'] } },
    };
    expect(preloadTags(odd, { widgets: ['X'], locale: 'tr', authenticated: false })).toBe(
      '<link rel="preload" href="/assets/a&quot;b&lt;c&gt;&amp;.js" as="script">',
    );
  });
});

describe('eagerWidgets', () => {
  it('names the placeholders that load at once, not the ones that wait to be seen or for idle time', () => {
    const html = `<div data-component="CartIcon"></div>
      <div data-component="ProductList" data-props='{&quot;path&quot;:&quot;&quot;}'></div>
      <section><div data-component="Campaign" data-props='{}' data-load="visible"></div></section>
      <span class="x" data-load="idle" data-component="SocialMedia"></span>
      <div data-component="CartIcon"></div><div data-load="eager" data-component="SearchBar"></div>`;
    expect(eagerWidgets(html)).toEqual(['CartIcon', 'ProductList', 'SearchBar']);
  });
});

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['', null],
    [undefined, null],
    ['gzip;q=0, br;q=0', null],
    ['x-gzip', 'gzip'],
    ['GZIP', 'gzip'],
  ])('Accept-Encoding %p → %p', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it('only picks what is available', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateEncoding('br', ['gzip'])).toBeNull();
  });
});

describe('the host’s pages', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-dist-'));
  let host: TestHost;
  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'manifest.json'), JSON.stringify(MANIFEST));
    host = await startHost({ distDir: dist });
  });
  afterAll(async () => {
    await host.stop();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const preloaded = (html: string) =>
    [...html.matchAll(/<link rel="preload" href="\/assets\/([^"]+)" as="(script|style)">/g)].map((m) => m[1]);

  it('preload the chunks of the home page’s eager widgets after the entry, not the campaign’s', async () => {
    const page = await new Client(host.url).get('/');
    const files = preloaded(page.text);
    expect(files).toEqual(
      expect.arrayContaining(['labels-tr.1.js', 'w-ProductList.1.js', '105.1.js', 'w-ProductList.1.css']),
    );
    expect(files).toEqual(
      expect.arrayContaining(['w-TopHeaderInfo.1.js', 'chrome-flows.1.js', 'w-CartIcon.1.js']),
    );
    expect(files).not.toContain('w-Campaign.1.js');
    expect(files).not.toContain('vendor-carousel.1.js');
    expect(files).not.toContain('cart-flow.1.js');
    expect(page.text.indexOf('<link rel="preload"')).toBeGreaterThan(page.text.indexOf('storefront.e1.js'));
  });

  it('preload a product page’s detail chunk, and the cart code for a logged-in customer', async () => {
    const client = await loggedIn(host.url, 'bayi2');
    const id = await host.db.value('SELECT id FROM products WHERE parent_id IS NULL ORDER BY id LIMIT 1');
    const page = await client.get(`/x-p-${id}`);
    const files = preloaded(page.text);
    expect(files).toEqual(expect.arrayContaining(['w-ProductDetail.1.js', 'cart-flow.1.js']));
    expect(files).not.toContain('w-ProductList.1.js');
  });

  it('render for bayi1 the eager widgets the catalogue pages’ JavaScript budget counts', async () => {
    const client = await loggedIn(host.url, 'bayi1');
    const id = await host.db.value('SELECT id FROM products WHERE parent_id IS NULL ORDER BY id LIMIT 1');
    const urls: Record<keyof typeof CATALOGUE_PAGES, string[]> = {
      'home, category and search': ['/', '/anahtar-ve-prizler', '/search?q=priz'],
      product: [`/x-p-${id}`],
    };
    for (const [name, paths] of Object.entries(urls) as [keyof typeof CATALOGUE_PAGES, string[]][])
      for (const url of paths) {
        const widgets = eagerWidgets((await client.get(url)).text);
        expect({ url, widgets: widgets.sort() }).toEqual({
          url,
          widgets: [...CATALOGUE_PAGES[name].widgets].sort(),
        });
      }
  });

  it('preload the English page labels instead of the Turkish for a visitor reading English', async () => {
    const client = new Client(host.url);
    await client.page('/');
    await client.post('/api/catalog/settings', { json: { key: 'locale', value: 'en' } });
    const files = preloaded((await client.get('/')).text);
    expect(files).toContain('labels-en.1.js');
    expect(files).not.toContain('labels-tr.1.js');
  });

  it('preload the other areas’ labels on the cart page, and not on the catalogue pages', async () => {
    const client = await loggedIn(host.url, 'bayi1');
    expect(preloaded((await client.get('/')).text)).not.toContain('labels-tr-more.1.js');
    expect(preloaded((await client.get('/sepet')).text)).toContain('labels-tr-more.1.js');
  });
});
