import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Client, startHost, type TestHost } from './helpers';

/** The start of every WebAssembly module: its magic number and version 1. */
const WASM = Buffer.concat([
  Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]),
  Buffer.alloc(600),
]);

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
  // The camera scanner's ZXing reader and the gzip copy the build writes beside it.
  fs.writeFileSync(path.join(dist, 'zxing_reader.0a1b2c3d.wasm'), WASM);
  fs.writeFileSync(path.join(dist, 'zxing_reader.0a1b2c3d.wasm.gz'), zlib.gzipSync(WASM));
  host = await startHost({ distDir: dist });
});
afterAll(async () => {
  await host.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the bundle from dist/', () => {
  it('renders the manifest’s tags on every page, its stylesheet inline and allowed by its hash', async () => {
    const page = await new Client(host.url).get('/');
    expect(page.text).toContain('<style data-href="storefront.def456.css">body{}</style>');
    expect(page.text).not.toContain('rel="stylesheet"');
    // Every <style> of the page, the host's own first, and nothing else, is what the CSP allows.
    const styles = [...page.text.matchAll(/<style data-href="([^"]*)">([^<]*)<\/style>/g)];
    expect(styles.map((m) => m[1])).toEqual([
      expect.stringMatching(/^\/static\/host\.css\?v=\w+$/),
      'storefront.def456.css',
    ]);
    const hashes = styles.map(
      (m) => `'sha256-${crypto.createHash('sha256').update(m[2]!).digest('base64')}'`,
    );
    const styleSrc = /(?:^|; )style-src ([^;]*)/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
    expect(styleSrc).toBe(["'self'", ...hashes].join(' '));
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

  it('serves the scanner’s .wasm as application/wasm (so it compiles while it streams), gzipped when asked', async () => {
    const plain = await fetch(`${host.url}/assets/zxing_reader.0a1b2c3d.wasm`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-type')).toBe('application/wasm');
    expect(Buffer.from(await plain.arrayBuffer())).toEqual(WASM);
    const gz = await fetch(`${host.url}/assets/zxing_reader.0a1b2c3d.wasm`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers.get('content-type')).toBe('application/wasm');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // (fetch has undone the gzip)
    expect(Buffer.from(await gz.arrayBuffer())).toEqual(WASM);
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
