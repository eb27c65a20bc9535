/**
 * A method a known address does not have is answered 405 with the methods it has (Allow), in the
 * spec's error shape for a call and as the error page for a page; an address nobody knows stays 404.
 */
import { Client, errorType, startHost, type TestHost } from './helpers';

let host: TestHost;
let visitor: Client;

beforeAll(async () => {
  host = await startHost();
  visitor = new Client(host.url);
});
afterAll(() => host.stop());

const send = (method: string, path: string) => fetch(`${host.url}${path}`, { method, redirect: 'manual' });

it.each([
  ['PUT', '/api/catalog/cart', 'DELETE, GET, HEAD, POST'],
  ['POST', '/api/catalog/products/elektrik', 'GET, HEAD'],
  ['DELETE', '/api/catalog/top-header-info', 'GET, HEAD'],
  ['PUT', '/api/catalog/lists/7', 'DELETE, GET, HEAD, PATCH'],
])('%s %s is 405 with Allow: %s', async (method, path, allow) => {
  const answer = await send(method, path);
  expect(answer.status).toBe(405);
  expect(answer.headers.get('allow')).toBe(allow);
  expect(await answer.json()).toEqual({
    error: { messages: { type: 'Bu adres bu istek yöntemini kabul etmiyor.' } },
  });
});

it('a page asked with a method it does not have gets the error page with the status', async () => {
  const answer = await send('DELETE', '/sepet');
  expect(answer.status).toBe(405);
  expect(answer.headers.get('allow')).toBe('GET, HEAD');
  expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
});

it.each([
  ['PUT', "/api/nothing/$&'here"],
  ['POST', '/tamamen-bilinmeyen-bir-adres'],
  ['PATCH', '/elektrik/sigortalar'],
])('%s %s (no such address) stays 404', async (method, path) => {
  const answer = await send(method, path);
  expect(answer.status).toBe(404);
  expect(answer.headers.get('allow')).toBeNull();
});

it('the message is English for a visitor who chose English', async () => {
  await visitor.page('/');
  const settings = await visitor.post('/api/catalog/settings', { json: { key: 'locale', value: 'en' } });
  expect(settings.status).toBe(200);
  const answer = await visitor.request('PUT', '/api/catalog/cart', { json: {} });
  expect(answer.status).toBe(405);
  expect(errorType(answer)).toBe('This address does not accept this request method.');
});
