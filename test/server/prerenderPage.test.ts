/**
 * The host's server render of islands: the placeholders a page marks as prerenderable,
 * filled by the layout's last step with data-ssr, their stylesheets linked and the hydration chunk
 * preloaded; an entry that refuses, renders nothing, or is missing leaves the placeholder empty.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { html, placeholder, prerenderable, SafeHtml } from '../../server/http/html';
import { HYDRATION_CHUNK, preloadFiles, stylesheetTags, type BundleManifest } from '../../server/preload';
import { prerenderIslands } from '../../server/views/prerender';
import type { RenderIsland, RenderRequest } from '../../src/contract/serverRender';
import { DEFAULT_CONFIG } from '../../src/contract/hostConfigDefaults';
import { INLINE_PICTURE_MAX_BYTES } from '../../server/services/inlinePicture';
import { Client, loggedIn, placeholderProps, startHost, type TestHost } from './helpers';

const MANIFEST: BundleManifest = {
  entrypoints: { storefront: { js: ['storefront.e1.js'], css: ['storefront.e2.css'] } },
  chunks: {
    'labels-tr': { js: ['labels-tr.1.js'], css: [] },
    'w-chrome': { js: ['w-chrome.1.js'], css: ['w-chrome.1.css'] },
    'w-ProductList': { js: ['596.1.js', 'w-ProductList.1.js'], css: ['shared.1.css', 'w-ProductList.1.css'] },
    [HYDRATION_CHUNK]: { js: ['ssr-hydration.1.js'], css: [] },
  },
  preload: {
    locales: { tr: ['labels-tr'] },
    widgets: {
      ProductList: ['w-ProductList'],
      CookieButton: ['w-chrome'],
      OverdueDebtNotification: ['w-chrome'],
    },
  },
};

const CONTEXT = { config: DEFAULT_CONFIG, url: '/viko?page=2' };

describe('prerenderable placeholders', () => {
  it('are plain placeholders that carry their name and props through nested templates and lists', () => {
    const list = prerenderable('ProductList', { path: '/viko' });
    expect(list.value).toBe(placeholder('ProductList', { path: '/viko' }).value);
    const page = html`<main>${[html`<p>${'a'}</p>`, html`<section>${list}</section>`]}</main>
      ${prerenderable('CookieButton', { accepted: false })}`;
    expect(page.islands.map((slot) => slot.name)).toEqual(['ProductList', 'CookieButton']);
    expect(page.islands[0]!.props).toEqual({ path: '/viko' });
  });
});

describe('prerenderIslands', () => {
  const calls: RenderRequest[] = [];
  const render: RenderIsland = (request) => {
    calls.push(request);
    if (request.name === 'ProductList')
      return { ok: true, html: '<ul><li>Viko &amp; Co</li></ul>', idPrefix: request.idPrefix! };
    if (request.name === 'CookieButton') return { ok: true, html: '', idPrefix: request.idPrefix! };
    return { ok: false, reason: 'not registered' };
  };
  beforeEach(() => calls.splice(0));

  it('fills each placeholder with its markup and data-ssr, its ids prefixed by its place on the page', () => {
    const page = html`${prerenderable('ProductList', { path: '/a' })}
      <hr />
      ${prerenderable('ProductList', { path: '/a' })}`;
    const result = prerenderIslands(page, render, CONTEXT);
    // (Between the two: the template's own line break and indentation.)
    expect(result.html.replace(/>\s+</g, '><')).toBe(
      `<div data-component="ProductList" data-props='{&quot;path&quot;:&quot;/a&quot;}' data-ssr="b2b-ProductList-1-"><ul><li>Viko &amp; Co</li></ul></div>` +
        `<hr /><div data-component="ProductList" data-props='{&quot;path&quot;:&quot;/a&quot;}' data-ssr="b2b-ProductList-2-"><ul><li>Viko &amp; Co</li></ul></div>`,
    );
    expect(result.rendered).toEqual(['ProductList']);
    expect(result.count).toBe(2);
    expect(calls.map((c) => [c.url, c.config, c.props])).toEqual([
      ['/viko?page=2', DEFAULT_CONFIG, { path: '/a' }],
      ['/viko?page=2', DEFAULT_CONFIG, { path: '/a' }],
    ]);
  });

  it('puts the markup in as it is: replacement patterns in catalogue text are text', () => {
    const name = "ABB $` id=x onfocus=alert(document.domain) autofocus tabindex=0 $& $' $1 $<x> $$";
    const hostile = `<p>${name} &lt;script&gt;\u0000\r\n$&amp; $&#x27;</p>`;
    const echo: RenderIsland = (request) => ({ ok: true, html: hostile, idPrefix: request.idPrefix! });
    const slot = prerenderable('ProductList', { path: '/a', name });
    // Joined by hand: the page is exactly the placeholder in <main>, then the name as text.
    const page = new SafeHtml(`<main>${slot.value}</main>${html`<p>${name}</p>`.value}`, slot.islands);
    const result = prerenderIslands(page, echo, CONTEXT);
    expect(result.html).toBe(
      `<main>${slot.value.slice(0, -'></div>'.length)} data-ssr="b2b-ProductList-1-">${hostile}</div></main>` +
        `<p>ABB $\` id=x onfocus=alert(document.domain) autofocus tabindex=0 $&amp; $&#39; $1 $&lt;x&gt; $$</p>`,
    );
    expect(result.count).toBe(1);
  });

  it('leaves a placeholder empty when the entry refuses it (said in the log) or renders nothing', () => {
    const log = jest.fn();
    const page = html`${prerenderable('Checkout', {})}${prerenderable('CookieButton', { accepted: true })}`;
    const result = prerenderIslands(page, render, CONTEXT, log);
    expect(result.html).toBe(page.value);
    expect(result.rendered).toEqual([]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('not registered'));
  });

  it('changes nothing without a render entry', () => {
    const page = html`${prerenderable('ProductList', { path: '/a' })}`;
    expect(prerenderIslands(page, null, CONTEXT)).toEqual({
      html: page.value,
      rendered: [],
      count: 0,
      ms: 0,
    });
  });
});

describe('stylesheets and preloads of prerendered widgets', () => {
  it('links the stylesheets of the rendered widgets (without the entry’s) and no longer preloads them', () => {
    expect(stylesheetTags(MANIFEST, ['ProductList', 'CookieButton'])).toBe(
      [
        '<link rel="stylesheet" href="/assets/shared.1.css">',
        '<link rel="stylesheet" href="/assets/w-ProductList.1.css">',
        '<link rel="stylesheet" href="/assets/w-chrome.1.css">',
      ].join('\n'),
    );
    const files = preloadFiles(MANIFEST, {
      widgets: ['ProductList', 'CookieButton'],
      locale: 'tr',
      authenticated: false,
      rendered: ['ProductList'],
    });
    expect(files.css).toEqual(['w-chrome.1.css']);
    expect(files.js).toContain('ssr-hydration.1.js');
  });

  it('preloads no hydration code for a page without prerendered islands', () => {
    const files = preloadFiles(MANIFEST, { widgets: ['ProductList'], locale: 'tr', authenticated: false });
    expect(files.js).not.toContain('ssr-hydration.1.js');
    expect(files.css).toEqual(['shared.1.css', 'w-ProductList.1.css']);
  });
});

/**
 * A stand-in render entry (the real one is built by webpack): it shows what it was asked. Like the
 * real one, it renders nothing for an anonymous visitor's top bar.
 */
const FAKE_ENTRY = `
exports.renderIsland = (request) => {
  if (request.name === 'Checkout') return { ok: false, reason: 'not registered' };
  const topBar = request.props.firstAnswer;
  if (request.name === 'TopHeaderInfo' && !(topBar && topBar.isAuthenticated))
    return { ok: true, idPrefix: request.idPrefix, html: '' };
  const esc = (text) => String(text).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
  const products = request.props.firstPage ? request.props.firstPage.answer.products.length : 0;
  return {
    ok: true,
    idPrefix: request.idPrefix,
    html: '<p class="fake">' + esc([request.name, request.url, request.config.locale, request.config.user.authenticated, products].join('|')) + '</p>',
  };
};`;

describe('the host with a render entry', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-ssr-'));
  const dist = path.join(dir, 'dist');
  const entry = path.join(dir, 'render.js');
  let host: TestHost;
  beforeAll(async () => {
    fs.mkdirSync(dist);
    fs.writeFileSync(path.join(dist, 'manifest.json'), JSON.stringify(MANIFEST));
    fs.writeFileSync(path.join(dist, 'w-ProductList.1.css'), '.list{}');
    fs.writeFileSync(entry, FAKE_ENTRY);
    host = await startHost({ distDir: dist, env: { SSR_ENTRY: entry } });
  });
  afterAll(async () => {
    await host.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const island = (page: string, name: string) =>
    new RegExp(
      `<div data-component="${name}"[^>]*data-ssr="(b2b-${name}-\\d+-)"><p class="fake">([^<]*)</p></div>`,
    ).exec(page);

  it('renders the list with its embedded first page and the cookie notice, from the page’s config and URL', async () => {
    const page = await new Client(host.url).get('/?sort=name');
    expect(page.status).toBe(200);
    const list = island(page.text, 'ProductList');
    expect(list?.[2]).toMatch(/^ProductList\|\/\?sort=name\|tr\|false\|[1-9]\d*$/);
    expect(island(page.text, 'CookieButton')?.[2]).toBe('CookieButton|/?sort=name|tr|false|0');
    expect(page.headers.get('server-timing')).toMatch(/^ssr;dur=\d+(\.\d+)?;desc="2 islands"$/);
    // Its stylesheet inline (the stand-in dist has the file), the others' linked (it has none of theirs).
    expect(page.text).toContain('<style data-href="w-ProductList.1.css">.list{}</style>');
    expect(page.text).toContain('<link rel="stylesheet" href="/assets/w-chrome.1.css">');
    expect(page.text).toContain('<link rel="preload" href="/assets/ssr-hydration.1.js" as="script">');
  });

  it('renders a logged-in customer’s page with their config, the top bar with it', async () => {
    const client = await loggedIn(host.url, 'bayi2');
    const page = await client.get('/');
    expect(island(page.text, 'ProductList')?.[2]).toMatch(/^ProductList\|\/\|tr\|true\|/);
    expect(island(page.text, 'TopHeaderInfo')?.[2]).toBe('TopHeaderInfo|/|tr|true|0');
  });

  it('sends a small product picture inside the page: no preload, no request for it', async () => {
    const page = await new Client(host.url).get('/viko-karre-adi-anahtar-beyaz-p-1');
    const image = await host.db.value<string>('SELECT image FROM products WHERE id = 1');
    const bytes = Buffer.from(
      await host.db.value<Uint8Array>('SELECT data FROM images WHERE name = ?', image),
    );
    expect(bytes.length).toBeLessThanOrEqual(INLINE_PICTURE_MAX_BYTES);
    expect(placeholderProps(page.text, 'ProductDetail')?.inlinePicture).toEqual({
      image,
      src: `data:image/png;base64,${bytes.toString('base64')}`,
    });
    expect(page.text).not.toContain('as="image"');
    expect(page.headers.get('link')).toBeNull();
  });

  it('preloads a larger product picture ahead of the scripts, in the head and in a Link header; no picture elsewhere', async () => {
    const image = await host.db.value<string>('SELECT image FROM products WHERE id = 1');
    const small = await host.db.value<Uint8Array>('SELECT data FROM images WHERE name = ?', image);
    await host.db.run(
      'UPDATE images SET data = ? WHERE name = ?',
      Buffer.alloc(INLINE_PICTURE_MAX_BYTES + 1, 7),
      image,
    );
    try {
      const product = await new Client(host.url).get('/viko-karre-adi-anahtar-beyaz-p-1');
      expect(placeholderProps(product.text, 'ProductDetail')?.inlinePicture).toBeNull();
      // The attributes as the layout's template writes them, one a line.
      const preload = new RegExp(
        `<link\\s+rel="preload"\\s+as="image"\\s+fetchpriority="high"\\s+href="/images/${image}"\\s*/>`,
      ).exec(product.text);
      expect(preload).not.toBeNull();
      expect(preload!.index).toBeLessThan(product.text.indexOf('<script defer'));
      expect(product.text.indexOf('<script defer')).toBeGreaterThan(-1);
      expect(product.headers.get('link')).toBe(
        `</images/${image}>; rel=preload; as=image; fetchpriority=high`,
      );
    } finally {
      await host.db.run('UPDATE images SET data = ? WHERE name = ?', Buffer.from(small), image);
    }
    const home = await new Client(host.url).get('/');
    expect(home.text).not.toContain('as="image"');
    expect(home.headers.get('link')).toBeNull();
  });

  it('leaves a page whose placeholders render nothing as it was (no Server-Timing entry)', async () => {
    const client = new Client(host.url);
    client.cookies.set('b2b_cookies', '1'); // a choice stored: no cookie notice either
    const page = await client.get('/garanti-sorgulama');
    expect(page.status).toBe(200);
    // An anonymous visitor's top bar: its answer embedded, nothing drawn.
    expect(page.text).toMatch(/<div data-component="TopHeaderInfo" data-props='[^']*'><\/div>/);
    expect(page.text).not.toContain('data-ssr=');
    expect(page.headers.get('server-timing')).toBeNull();
  });
});

describe('the host without a render entry', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-dist-'));
  let host: TestHost;
  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'manifest.json'), JSON.stringify(MANIFEST));
    host = await startHost({ distDir: dist, env: { SSR_ENTRY: path.join(dist, 'missing.js') } });
  });
  afterAll(async () => {
    await host.stop();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves empty placeholders, as before', async () => {
    const page = await new Client(host.url).get('/');
    expect(page.text).toMatch(/<div data-component="ProductList" data-props='[^']*'><\/div>/);
    expect(page.text).not.toContain('data-ssr=');
    expect(page.text).not.toContain('ssr-hydration');
    expect(page.headers.get('server-timing')).toBeNull();
  });
});
