/**
 * The headers every answer carries beside the CSP: Permissions-Policy on both origins (the camera for
 * the storefront's own pages only, the quick order pad's scanner; nothing for the payment frame), HSTS
 * only for an origin whose public address is https, the payment frame's CSP on every answer of its
 * origin (its 404 too), and the bundle's source maps only when SOURCE_MAPS=public.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Client, loggedIn, newStore, startHost, type Answer, type TestHost } from './helpers';

const HSTS = 'max-age=31536000; includeSubDomains';
const MAP = '{"version":3,"sources":["src/index.ts"]}';

/** A stand-in dist/ with a script, its source map and the map's gzip copy, as the production build writes them. */
function standInDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-maps-'));
  fs.writeFileSync(
    path.join(dist, 'manifest.json'),
    JSON.stringify({ entrypoints: { storefront: { js: ['storefront.abc123.js'], css: [] } }, chunks: {} }),
  );
  fs.writeFileSync(
    path.join(dist, 'storefront.abc123.js'),
    'x;\n//# sourceMappingURL=storefront.abc123.js.map',
  );
  fs.writeFileSync(path.join(dist, 'storefront.abc123.js.map'), MAP);
  fs.writeFileSync(path.join(dist, 'storefront.abc123.js.map.gz'), zlib.gzipSync(MAP));
  return dist;
}

/** A sample of a host's answers: pages, an error page, JSON, a file, a refusal. */
async function storefrontAnswers(host: TestHost): Promise<[string, Answer][]> {
  const visitor = new Client(host.url);
  const bayi1 = await loggedIn(host.url, 'bayi1');
  return [
    ['the home page', await visitor.get('/')],
    ['the quick order pad', await bayi1.get('/hizli-siparis')],
    ['a 404 page', await visitor.get('/yok/boyle/bir/sayfa')],
    ['JSON', await visitor.get('/api/catalog/products?limit=1')],
    ['a refused call', await visitor.get('/api/catalog/cart')],
    ['a script', await visitor.get('/assets/storefront.abc123.js')],
  ];
}

async function paymentAnswers(host: TestHost): Promise<[string, Answer][]> {
  const frame = new Client(host.paymentUrl);
  return [
    ['the frame', await frame.get('/payment/start')],
    ['its 404', await frame.get('/payment/yok-boyle-bir-dosya.js')],
    ['a 404 outside /payment', await frame.get('/')],
    ['its script', await frame.get('/payment/frame.js')],
    ['a refused call', await frame.post('/payment/api/authorize', { json: {} })],
  ];
}

describe('a host on plain http', () => {
  const dist = standInDist();
  let host: TestHost;
  beforeAll(async () => {
    host = await startHost({ distDir: dist });
  });
  afterAll(async () => {
    await host.stop();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('lets the storefront’s pages use the camera on their own origin only, and nothing else', async () => {
    for (const [what, answer] of await storefrontAnswers(host)) {
      const policy = answer.headers.get('permissions-policy');
      expect([what, policy?.split(', ')[0]]).toEqual([what, 'camera=(self)']);
      for (const feature of ['microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'display-capture=()'])
        expect(policy).toContain(feature);
      expect([what, answer.headers.get('strict-transport-security')]).toEqual([what, null]);
    }
  });

  it('gives every answer of the payment origin the frame’s CSP and no feature, the camera included', async () => {
    const frameCsp = (await new Client(host.paymentUrl).get('/payment/start')).headers.get(
      'content-security-policy',
    );
    expect(frameCsp).toContain(`frame-ancestors ${host.url}`);
    for (const [what, answer] of await paymentAnswers(host)) {
      expect([what, answer.headers.get('content-security-policy')]).toEqual([what, frameCsp]);
      const policy = answer.headers.get('permissions-policy')!;
      expect([what, policy.split(', ')[0]]).toEqual([what, 'camera=()']);
      expect(policy).toContain('payment=()');
      expect([what, answer.headers.get('strict-transport-security')]).toEqual([what, null]);
    }
  });

  it('serves no source map (404), in any encoding', async () => {
    const visitor = new Client(host.url);
    expect((await visitor.get('/assets/storefront.abc123.js')).status).toBe(200);
    for (const encoding of ['identity', 'gzip, br'])
      expect(
        (await visitor.get('/assets/storefront.abc123.js.map', { 'accept-encoding': encoding })).status,
      ).toBe(404);
    expect((await visitor.get('/assets/storefront.abc123.js.map.gz')).status).toBe(404);
  });
});

describe('a host whose storefront is public on https, its payment frame on http, with SOURCE_MAPS=public', () => {
  const dist = standInDist();
  let host: TestHost;
  beforeAll(async () => {
    host = await startHost({
      distDir: dist,
      env: {
        PUBLIC_URL: 'https://magaza.example',
        PAYMENT_PUBLIC_URL: 'http://odeme.magaza.example:8090',
        SOURCE_MAPS: 'public',
      },
    });
  });
  afterAll(async () => {
    await host.stop();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends HSTS on every storefront answer and none on the payment origin', async () => {
    for (const [what, answer] of await storefrontAnswers(host))
      expect([what, answer.headers.get('strict-transport-security')]).toEqual([what, HSTS]);
    for (const [what, answer] of await paymentAnswers(host))
      expect([what, answer.headers.get('strict-transport-security')]).toEqual([what, null]);
  });

  it('serves the source maps', async () => {
    for (const encoding of ['identity', 'gzip']) {
      const map = await new Client(host.url).get('/assets/storefront.abc123.js.map', {
        'accept-encoding': encoding,
      });
      expect(map.status).toBe(200);
      expect(map.json).toEqual({ version: 3, sources: ['src/index.ts'] });
    }
  });
});

describe('a host whose payment frame alone is public on https', () => {
  let host: TestHost;
  beforeAll(async () => {
    host = await startHost({
      env: { PUBLIC_URL: 'http://magaza.example', PAYMENT_PUBLIC_URL: 'https://odeme.magaza.example' },
    });
  });
  afterAll(() => host.stop());

  it('sends HSTS on every payment answer and none on the storefront', async () => {
    for (const [what, answer] of await paymentAnswers(host))
      expect([what, answer.headers.get('strict-transport-security')]).toEqual([what, HSTS]);
    const page = await new Client(host.url).get('/');
    expect(page.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('SOURCE_MAPS', () => {
  it('refuses to start with a value it does not know', async () => {
    const store = await newStore();
    try {
      await expect(startHost({ store, env: { SOURCE_MAPS: 'yes' } })).rejects.toThrow(
        /SOURCE_MAPS wants one of public, hidden, not "yes"/,
      );
    } finally {
      await store.remove();
    }
  });
});
