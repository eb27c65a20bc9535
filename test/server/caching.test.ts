import { loggedIn, productId, startHost, type TestHost } from './helpers';

let host: TestHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host.stop());

/**
 * Personal answers must never be kept by the browser: a cart answer cached before an add came back
 * on Back and showed the cart as it was.
 */
describe('personal JSON answers are not cached', () => {
  it.each([
    '/api/catalog/cart',
    '/api/catalog/orders',
    '/api/catalog/offers',
    '/api/catalog/top-header-info',
    '/api/catalog/products',
    '/api/catalog/products/search?q=anahtar',
    '/autocomplete?q=anahtar',
  ])('GET %s answers Cache-Control: no-store', async (path) => {
    const client = await loggedIn(host.url, 'bayi2');
    const answer = await client.get(path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('writes and errors too', async () => {
    const client = await loggedIn(host.url, 'bayi2');
    const id = await productId(host, '90960002');
    const added = await client.post(`/api/catalog/cart/${id}`, { form: { quantity: 1 } });
    expect(added.headers.get('cache-control')).toBe('no-store');
    const refused = await client.post(`/api/catalog/cart/${id}`, { form: { quantity: 0 } });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('hashed bundle files keep their long cache', async () => {
    const client = await loggedIn(host.url, 'bayi2');
    expect((await client.get('/static/host.css')).headers.get('cache-control')).toContain('immutable');
  });
});
