/** The host's cache of server renders: the same request renders once; anything else renders again. */
import {
  cachedRenderer,
  RENDER_CACHE_BYTES,
  RENDER_CACHE_ENTRY_BYTES,
  resultBytes,
} from '../../server/ssr/renderCache';
import type { RenderRequest, RenderResult } from '../../src/contract/serverRender';

const request = (overrides: Partial<RenderRequest> = {}): RenderRequest => ({
  name: 'ProductList',
  props: { path: '/viko', firstPage: { query: '', answer: { products: [{ id: 1 }] } } },
  config: { locale: 'tr', csrfToken: 'a', user: { id: 7 } },
  url: '/viko',
  idPrefix: 'b2b-ProductList-1-',
  ...overrides,
});

function counting() {
  const calls: RenderRequest[] = [];
  const render = (r: RenderRequest): RenderResult =>
    r.name === 'Checkout'
      ? { ok: false, reason: 'refused' }
      : { ok: true, html: `<p>${calls.push(r)}</p>`, idPrefix: r.idPrefix! };
  return { calls, render };
}

describe('cachedRenderer', () => {
  it('renders a request once, whatever the session’s CSRF token', () => {
    const { calls, render } = counting();
    const cached = cachedRenderer(render);
    const first = cached.render(request());
    expect(cached.render(request({ config: { locale: 'tr', csrfToken: 'b', user: { id: 7 } } }))).toBe(first);
    expect(calls).toHaveLength(1);
    expect(cached.hits).toBe(1);
  });

  it.each<[string, Partial<RenderRequest>]>([
    ['another user', { config: { locale: 'tr', csrfToken: 'a', user: { id: 8 } } }],
    ['another locale', { config: { locale: 'en', csrfToken: 'a', user: { id: 7 } } }],
    [
      'another first page',
      { props: { path: '/viko', firstPage: { query: '', answer: { products: [{ id: 2 }] } } } },
    ],
    ['another URL', { url: '/viko?view=grid' }],
    ['another id prefix', { idPrefix: 'b2b-ProductList-2-' }],
    ['another widget', { name: 'CookieButton' }],
  ])('renders again for %s', (_what, change) => {
    const { calls, render } = counting();
    const cached = cachedRenderer(render);
    cached.render(request());
    cached.render(request(change));
    expect(calls).toHaveLength(2);
  });

  it('never keeps a refusal', () => {
    const { render } = counting();
    const spy = jest.fn(render);
    const cached = cachedRenderer(spy);
    cached.render(request({ name: 'Checkout' }));
    cached.render(request({ name: 'Checkout' }));
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('keeps at most its number of entries, the least recently used leaving first', () => {
    const { calls, render } = counting();
    const cached = cachedRenderer(render, { entries: 2 });
    cached.render(request({ url: '/a' }));
    cached.render(request({ url: '/b' }));
    cached.render(request({ url: '/a' })); // /a is now the most recent
    cached.render(request({ url: '/c' })); // /b leaves
    cached.render(request({ url: '/a' }));
    expect(calls.map((c) => c.url)).toEqual(['/a', '/b', '/c']);
    cached.render(request({ url: '/b' }));
    expect(calls.map((c) => c.url)).toEqual(['/a', '/b', '/c', '/b']);
  });
});

describe('cachedRenderer’s bytes', () => {
  /** Renders `<p>` + the URL's length in x + `</p>`: a result of a chosen size. */
  function sized() {
    const calls: string[] = [];
    const render = (r: RenderRequest): RenderResult => {
      calls.push(r.url);
      return { ok: true, html: `<p>${'x'.repeat(Number(r.url.slice(1)))}</p>`, idPrefix: r.idPrefix! };
    };
    return { calls, render };
  }
  const of = (length: number) => request({ url: `/${length}` });

  it('counts a result as the memory its text takes at most (two bytes a character)', () => {
    expect(resultBytes({ ok: true, html: '<p>ğ</p>', idPrefix: 'b2b-ProductList-1-' })).toBe(2 * (8 + 18));
  });

  it('keeps at most its bytes, the least recently used leaving first', () => {
    const { calls, render } = sized();
    // Each of these results is 2 × (7 + 93 + 18) = 236 bytes: three fit in 800, four do not.
    const cached = cachedRenderer(render, { bytes: 800, entryBytes: 400 });
    for (const length of [93, 93, 93]) cached.render(of(length));
    expect(calls).toHaveLength(1);
    cached.render(request({ url: '/93', idPrefix: 'b2b-ProductList-2-' }));
    cached.render(request({ url: '/93', idPrefix: 'b2b-ProductList-3-' }));
    expect(cached.size).toEqual({ entries: 3, bytes: 708 });
    cached.render(of(93)); // the first is the most recent again
    cached.render(request({ url: '/93', idPrefix: 'b2b-ProductList-4-' })); // the second leaves
    expect(cached.size).toEqual({ entries: 3, bytes: 708 });
    cached.render(of(93));
    cached.render(request({ url: '/93', idPrefix: 'b2b-ProductList-2-' }));
    expect(calls).toHaveLength(5);
  });

  it('never keeps one result over its share, and lets nothing out for it', () => {
    const { calls, render } = sized();
    const cached = cachedRenderer(render, { bytes: 800, entryBytes: 400 });
    cached.render(of(10));
    const big = cached.render(of(500));
    expect(big.ok && big.html.length).toBe(507);
    cached.render(of(500));
    expect(calls).toEqual(['/10', '/500', '/500']);
    cached.render(of(10));
    expect(calls).toHaveLength(3);
    expect(cached.size.entries).toBe(1);
  });

  it('holds 200 renders of a 512 KiB product name within its default bounds', () => {
    const name = "ABB $` $& $' $1 <script>".padEnd(512 * 1024, 'x');
    const render = (r: RenderRequest): RenderResult => ({
      ok: true,
      html: `<ul><li>${name}</li><li>${r.url}</li></ul>`,
      idPrefix: r.idPrefix!,
    });
    const cached = cachedRenderer(render);
    for (let i = 0; i < 200; i += 1) cached.render(request({ url: `/viko?page=${i}` }));
    expect(cached.size.bytes).toBeLessThanOrEqual(RENDER_CACHE_BYTES);
    expect(RENDER_CACHE_ENTRY_BYTES).toBeLessThan(RENDER_CACHE_BYTES / 8);
    const small = cachedRenderer((r) => ({ ok: true, html: `<p>${r.url}</p>`, idPrefix: r.idPrefix! }));
    for (let i = 0; i < 200; i += 1) small.render(request({ url: `/viko?page=${i}` }));
    expect(small.size.entries).toBe(200);
  });
});
