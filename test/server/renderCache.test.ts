/** The host's cache of server renders: the same request renders once; anything else renders again. */
import { cachedRenderer } from '../../server/ssr/renderCache';
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
    const cached = cachedRenderer(render, 2);
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
