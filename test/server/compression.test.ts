/**
 * Compression: the bundle's precompressed siblings chosen by Accept-Encoding, HTML and JSON compressed
 * on the fly above a small size, and Vary: Accept-Encoding on everything that depends on it.
 */
import fs from 'node:fs';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startHost, type TestHost } from './helpers';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-dist-'));
const SCRIPT = `window.loaded = ${JSON.stringify('x'.repeat(4000))};`;
let host: TestHost;

/** One GET with exactly the given headers; the body as it came over the wire (still compressed). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(url, host.url), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  fs.writeFileSync(
    path.join(dist, 'manifest.json'),
    JSON.stringify({ entrypoints: { storefront: { js: ['storefront.abc123.js'], css: [] } }, files: {} }),
  );
  fs.writeFileSync(path.join(dist, 'storefront.abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(dist, 'storefront.abc123.js.br'), brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(dist, 'storefront.abc123.js.gz'), gzipSync(SCRIPT));
  // A file the build left without siblings (too small to be worth it).
  fs.writeFileSync(path.join(dist, 'tiny.0001.js'), 'void 0;');
  host = await startHost({ distDir: dist });
});
afterAll(async () => {
  await host.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the bundle’s precompressed files', () => {
  it('sends the brotli sibling to a client that accepts brotli', async () => {
    const answer = await rawGet('/assets/storefront.abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip when brotli is not accepted, refused with q=0 or ranked lower', async () => {
    for (const accept of ['gzip', 'gzip, deflate', 'br;q=0, gzip', 'br;q=0.2, gzip;q=0.8', 'x-gzip']) {
      const answer = await rawGet('/assets/storefront.abc123.js', { 'accept-encoding': accept });
      expect([accept, answer.headers['content-encoding']]).toEqual([accept, 'gzip']);
      expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
    }
  });

  it('sends the plain file, still varying on the header, to a client that accepts neither', async () => {
    for (const accept of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0, *;q=0']) {
      const answer = await rawGet(
        '/assets/storefront.abc123.js',
        accept ? { 'accept-encoding': accept } : {},
      );
      expect([accept, answer.headers['content-encoding']]).toEqual([accept, undefined]);
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.body.toString()).toBe(SCRIPT);
    }
  });

  it('sends a file without siblings as it is', async () => {
    const answer = await rawGet('/assets/tiny.0001.js', { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('void 0;');
  });

  it('never serves a .br or .gz file by its own name', async () => {
    for (const url of ['/assets/storefront.abc123.js.br', '/assets/storefront.abc123.js.gz'])
      expect([url, (await rawGet(url, { 'accept-encoding': 'br' })).status]).toEqual([url, 404]);
  });
});

describe('pages and API answers compressed on the fly', () => {
  it('compresses a page with brotli, or gzip, and says so', async () => {
    const br = await rawGet('/', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    const html = brotliDecompressSync(br.body).toString();
    expect(html).toMatch(/^<!doctype html>/);
    expect(br.body.length).toBeLessThan(html.length / 3);
    const gz = await rawGet('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toMatch(/^<!doctype html>/);
    const plain = await rawGet('/', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toMatch(/^<!doctype html>/);
  });

  it('compresses a product page of the API and keeps its no-store', async () => {
    const answer = await rawGet('/api/catalog/products', { 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    const json = JSON.parse(brotliDecompressSync(answer.body).toString()) as { products: unknown[] };
    expect(json.products.length).toBeGreaterThan(0);
  });

  it('compresses the host’s own stylesheet too, keeping its long cache', async () => {
    const css = await rawGet('/static/host.css', { 'accept-encoding': 'br' });
    expect(css.status).toBe(200);
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(css.body).toString()).toContain('.site-header');
  });

  it('leaves small answers alone (below 1 KiB the headers cost more than they save)', async () => {
    const answer = await rawGet('/api/catalog/top-header-info', { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ isAuthenticated: false });
  });

  it('compresses error answers in the spec’s shape too, when they are large enough, and not images', async () => {
    const missing = await rawGet('/api/catalog/products/yok-boyle-bir-yer', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    const body =
      missing.headers['content-encoding'] === 'br' ? brotliDecompressSync(missing.body) : missing.body;
    expect(JSON.parse(body.toString())).toHaveProperty('error.messages.type');
    const image = await rawGet('/images/404.png', { 'accept-encoding': 'br, gzip' });
    expect(image.status).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
  });
});
