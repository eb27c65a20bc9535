import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client, startHost, type TestHost } from './helpers';

/** A stand-in dist/ so the test does not depend on a webpack build having run. */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-dist-'));
let host: TestHost;
beforeAll(async () => {
  fs.writeFileSync(
    path.join(dist, 'manifest.json'),
    JSON.stringify({
      entrypoints: { storefront: { js: ['storefront.abc123.js'], css: ['storefront.def456.css'] } },
      files: {},
    }),
  );
  fs.writeFileSync(path.join(dist, 'storefront.abc123.js'), 'window.loaded = true;');
  fs.writeFileSync(path.join(dist, 'storefront.def456.css'), 'body{}');
  host = await startHost({ distDir: dist });
});
afterAll(async () => {
  await host.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the bundle from dist/', () => {
  it('renders the manifest’s tags on every page', async () => {
    const page = await new Client(host.url).get('/');
    expect(page.text).toContain('<link rel="stylesheet" href="/assets/storefront.def456.css" />');
    expect(page.text).toContain(
      '<script defer fetchpriority="high" src="/assets/storefront.abc123.js"></script>',
    );
  });

  it('serves hashed files with a year-long immutable cache and the right types', async () => {
    const client = new Client(host.url);
    const js = await client.get('/assets/storefront.abc123.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.text).toBe('window.loaded = true;');
    expect((await client.get('/assets/storefront.def456.css')).headers.get('content-type')).toContain(
      'text/css',
    );
    expect((await client.get('/assets/manifest.json')).headers.get('cache-control')).toBe('no-cache');
  });

  it('refuses paths outside dist/ and unknown files', async () => {
    const client = new Client(host.url);
    for (const url of [
      '/assets/../package.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/assets/nope.js',
      '/assets/',
    ]) {
      expect([url, (await client.get(url)).status]).toEqual([url, 404]);
    }
  });
});

describe('missing files', () => {
  it('answer a bare 404 that leaves the visitor’s session cookie alone', async () => {
    const client = new Client(host.url);
    await client.get('/');
    for (const url of ['/images/urun-yok.png', '/assets/nope.js', '/static/nope.css']) {
      const answer = await client.get(url);
      expect([url, answer.status, answer.headers.get('set-cookie')]).toEqual([url, 404, null]);
      expect(answer.headers.get('content-type')).toContain('text/plain');
    }
  });
});
