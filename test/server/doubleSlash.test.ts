/**
 * An address whose path starts with `//` (or `/\`) names this host, but a link a page builds from it
 * (`//viko?page=2`) names another one. Such a request is sent, before any route reads it, to the same
 * path with one slash and the same query: 301 for GET and HEAD, 308 (method and body kept) otherwise.
 * With the widgets' real server render, no page of such an address emits a link starting with `//`.
 */
import http from 'node:http';
import { Client, loggedIn, type TestHost } from './helpers';
import { startRenderingHost } from './sourceRenderEntry';

let host: TestHost;
beforeAll(async () => {
  host = await startRenderingHost('slashes');
}, 60_000);
afterAll(async () => {
  await host.stop();
});

/** A request with its path exactly as written (fetch and URL would fold `/\` and `//`). */
function rawRequest(
  method: string,
  target: string,
): Promise<{ status: number; location: string | undefined }> {
  const { hostname, port } = new URL(host.url);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, method, path: target }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode!, location: response.headers.location }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe('a path starting with two slashes', () => {
  it.each([
    ['//viko?page=2', '/viko?page=2'],
    ['///viko?page=2&sort=name', '/viko?page=2&sort=name'],
    ['/\\viko?page=2', '/viko?page=2'],
    ['/\\/\\viko', '/viko'],
    ['//evil.example/x?a=%24%26', '/evil.example/x?a=%24%26'],
    ['//', '/'],
    ['//api/catalog/products?page=2', '/api/catalog/products?page=2'],
    ['//search?q=%24%60%20%3Cscript%3E', '/search?q=%24%60%20%3Cscript%3E'],
  ])('GET %s is sent to %s (301)', async (target, location) => {
    expect(await rawRequest('GET', target)).toEqual({ status: 301, location });
  });

  it('keeps the method of a state change (308)', async () => {
    expect(await rawRequest('POST', '//api/catalog/cart')).toEqual({
      status: 308,
      location: '/api/catalog/cart',
    });
    expect(await rawRequest('HEAD', '//viko')).toEqual({ status: 301, location: '/viko' });
  });

  it('leaves one slash alone', async () => {
    expect((await rawRequest('GET', '/viko?page=2')).status).toBe(200);
  });

  it('on the payment frame’s origin too', async () => {
    const { hostname, port } = new URL(host.paymentUrl);
    const status = await new Promise<[number, string | undefined]>((resolve, reject) => {
      http
        .get({ hostname, port, path: '//payment/start?lang=en' }, (response) => {
          response.resume();
          resolve([response.statusCode!, response.headers.location]);
        })
        .on('error', reject);
    });
    expect(status).toEqual([301, '/payment/start?lang=en']);
  });
});

describe('the page of the redirect', () => {
  it.each([
    ['a visitor', () => Promise.resolve(new Client(host.url))],
    ['bayi1', () => loggedIn(host.url, 'bayi1')],
  ])(
    'links only to this host, for %s (its pagination from the server render included)',
    async (_who, client) => {
      const target = (await rawRequest('GET', '//viko?page=2')).location!;
      const page = await (await client()).get(target);
      expect(page.status).toBe(200);
      expect(page.text).toContain('data-ssr=');
      expect(page.text).toMatch(/href="\/viko\?page=3"/);
      expect(page.text).not.toMatch(/(href|src|action|content)="\/\//);
    },
  );
});
