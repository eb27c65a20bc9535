/** npm run render-service: the render entry behind POST /render, for hosts that are not Node. */
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import { JSDOM } from 'jsdom';
import { createRenderService, MAX_BODY_BYTES, MAX_PROPS_BYTES } from '../../server/ssr/renderService';
import { DEFAULT_CONFIG } from '../../src/contract/hostConfigDefaults';
import type { RenderIsland, RenderRequest } from '../../src/contract/serverRender';
import { renderIsland } from '../../src/ssr/render';
import { makeProduct } from '../support/products';

const asked: RenderRequest[] = [];
const render: RenderIsland = (request) => {
  asked.push(request);
  return request.name === 'ProductList'
    ? { ok: true, html: '<section>Viko</section>', idPrefix: request.idPrefix ?? 'b2b-ProductList-' }
    : { ok: false, reason: `"${request.name}" is not a widget this entry renders` };
};

let server: http.Server;
let base: string;
beforeAll(async () => {
  server = createRenderService(render);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => asked.splice(0));

const post = (body: string, type = 'application/json') =>
  fetch(`${base}/render`, { method: 'POST', headers: { 'content-type': type }, body });

const request = { name: 'ProductList', props: { path: '/' }, config: { locale: 'tr' }, url: '/?sort=name' };

describe('POST /render', () => {
  it('answers the island’s HTML, not to be cached, with its id prefix and the render time', async () => {
    const answer = await post(JSON.stringify({ ...request, idPrefix: 'b2b-ProductList-2-' }));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-id-prefix')).toBe('b2b-ProductList-2-');
    expect(answer.headers.get('server-timing')).toMatch(/^ssr;dur=\d/);
    expect(await answer.text()).toBe('<section>Viko</section>');
    expect(asked).toEqual([{ ...request, idPrefix: 'b2b-ProductList-2-' }]);
  });

  it('refuses a widget the entry does not render (422, with the reason)', async () => {
    const answer = await post(JSON.stringify({ ...request, name: 'Checkout' }));
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({ error: '"Checkout" is not a widget this entry renders' });
  });

  it.each([
    ['not JSON', '{name:', 'the body is not JSON'],
    ['a list', '[]', 'the body must be a JSON object'],
    ['no name', JSON.stringify({ ...request, name: undefined }), 'name and url must be strings'],
    ['a number for the URL', JSON.stringify({ ...request, url: 5 }), 'name and url must be strings'],
    [
      'no config',
      JSON.stringify({ ...request, config: 'tr' }),
      'config must be the config block (a JSON object)',
    ],
    ['props as text', JSON.stringify({ ...request, props: '{}' }), 'props must be a JSON object'],
    ['a numeric id prefix', JSON.stringify({ ...request, idPrefix: 7 }), 'idPrefix must be a string'],
  ])('answers 400 for %s, rendering nothing', async (_what, body, error) => {
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error });
    expect(asked).toEqual([]);
  });

  it('refuses a body over the limit (413), declared or streamed', async () => {
    const big = JSON.stringify({ ...request, props: { path: '/', pad: 'x'.repeat(MAX_BODY_BYTES) } });
    expect((await post(big)).status).toBe(413);
    const streamed = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const answer = await fetch(`${base}/render`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: streamed,
      duplex: 'half',
    } as RequestInit);
    expect(answer.status).toBe(413);
    expect(asked).toEqual([]);
  });

  it('refuses props over their limit (413, said plainly) inside a body that is not, rendering nothing', async () => {
    expect(MAX_PROPS_BYTES).toBeLessThan(MAX_BODY_BYTES);
    // {"path":"/","pad":""} is 21 bytes around the pad.
    const props = (size: number) => ({ path: '/', pad: "$&$`$'<script>".padEnd(size - 21, 'x') });
    const over = await post(JSON.stringify({ ...request, props: props(MAX_PROPS_BYTES + 1) }));
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ error: `props are over ${MAX_PROPS_BYTES} bytes as JSON` });
    expect(asked).toEqual([]);
    const within = await post(JSON.stringify({ ...request, props: props(MAX_PROPS_BYTES) }));
    expect(within.status).toBe(200);
    expect(asked).toHaveLength(1);
  });

  it('takes JSON only, at POST /render only', async () => {
    expect((await post(JSON.stringify(request), 'text/plain')).status).toBe(415);
    const get = await fetch(`${base}/render`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await fetch(`${base}/`, { method: 'POST' })).status).toBe(404);
  });
});

describe('POST /render with the widgets’ render entry', () => {
  const name =
    "ABB $` id=x onfocus=alert(document.domain) autofocus tabindex=0 $& $' $1 $<x> <script>alert(1)</script>";
  let real: http.Server;
  let realBase: string;
  beforeAll(async () => {
    real = createRenderService(renderIsland);
    await new Promise<void>((resolve) => real.listen(0, '127.0.0.1', resolve));
    realBase = `http://127.0.0.1:${(real.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => real.close(() => resolve())));

  it('answers a hostile product name as text, escaped once, with no element or attribute of its own', async () => {
    const products = [makeProduct({ id: 3, name })];
    const answer = await fetch(`${realBase}/render`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'ProductList',
        props: {
          path: '/viko',
          firstPage: { query: '', answer: { products, total: 1, limit: 24, page: 1 } },
        },
        config: { ...DEFAULT_CONFIG, csrfToken: 'x' },
        url: '/viko',
      }),
    });
    expect(answer.status).toBe(200);
    const markup = await answer.text();
    const fragment = JSDOM.fragment(`<div>${markup}</div>`);
    const ownTexts = [...fragment.querySelectorAll('*')].map((e) =>
      [...e.childNodes]
        .filter((n) => n.nodeType === 3)
        .map((n) => n.textContent)
        .join(''),
    );
    expect(ownTexts).toContain(name);
    expect(fragment.querySelectorAll('[onfocus], [autofocus], #x, script')).toHaveLength(0);
    expect(markup).not.toMatch(/&amp;(amp|lt|gt|quot|#x?\d+);/);
  });
});
