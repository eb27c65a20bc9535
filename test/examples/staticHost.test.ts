/**
 * examples/static-host follows the embedding guide: the proxy rewrites only its own Origin (on calls
 * and on the /ws socket), a page's socketUrl is its own /ws, the cookie notice is rendered only while
 * no choice is stored, and every address of the guide's table is proxied or is a page it renders.
 * Against a stand-in host on a free port: no reference host, no bundle build.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import WebSocket, { WebSocketServer } from 'ws';
import { wantsCookieNotice } from '../../examples/static-host/cookieNotice';
import { pageFor } from '../../examples/static-host/pages';
import { proxyHeaders } from '../../examples/static-host/proxy';
import { renderPages } from '../../examples/static-host/render';
import { startStaticHost, type StaticHost } from '../../examples/static-host/server';

const FOREIGN = 'http://evil.example';
const HOSTILE = '$&$`$1\0\n</script><script>';
const UPSTREAM = 'http://127.0.0.1:3000';

/** A page as the reference host writes one: its config block, its session cookie. */
function hostPage(): string {
  const config = {
    csrfToken: 'token',
    user: { authenticated: false, name: '' },
    socketUrl: 'ws://127.0.0.1:1/ws',
    paymentFrameOrigin: 'http://127.0.0.1:2',
    store: { name: HOSTILE },
  };
  const block = JSON.stringify(config).replace(/</g, () => '\\u003c');
  return `<html><head><title>Tüm Ürünler | Demo</title><script type="application/json" id="b2b-config">\n${block}\n</script></head><body></body></html>`;
}

let stub: http.Server;
let upstream: string;
let host: StaticHost;
let work: string;
/** The Origin of every request and upgrade the stand-in host received, in order. */
const originsSeen: (string | undefined)[] = [];

beforeAll(async () => {
  const sockets = new WebSocketServer({ noServer: true });
  stub = http.createServer((request, response) => {
    originsSeen.push(request.headers.origin);
    if (request.url === '/api/echo') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ origin: request.headers.origin ?? null }));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'set-cookie': 'b2b_session=s' });
    response.end(hostPage());
  });
  stub.on('upgrade', (request, socket, head) => {
    originsSeen.push(request.headers.origin);
    sockets.handleUpgrade(request, socket, head, (ws) => ws.on('message', (data) => ws.send(String(data))));
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  upstream = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-static-host-test-'));
  const distDir = path.join(work, 'dist');
  fs.mkdirSync(distDir);
  fs.writeFileSync(
    path.join(distDir, 'manifest.json'),
    JSON.stringify({ entrypoints: { storefront: { js: ['storefront.1.js'], css: ['storefront.1.css'] } } }),
  );
  const pagesDir = path.join(work, 'pages');
  renderPages({ distDir, outDir: pagesDir });
  host = await startStaticHost({ upstream, pagesDir, distDir });
});

afterAll(async () => {
  await host.close();
  stub.closeAllConnections();
  await new Promise((resolve) => stub.close(resolve));
  fs.rmSync(work, { recursive: true, force: true });
});

/** A request from Node, where Origin is an ordinary header. */
function send(
  method: string,
  address: string,
  headers: http.OutgoingHttpHeaders,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(`${host.url}${address}`, { method, headers }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe("the proxy's Origin rule", () => {
  const request = (origin?: string) =>
    ({
      headers: { host: '127.0.0.1:8080', ...(origin === undefined ? {} : { origin }) },
      socket: { remoteAddress: '127.0.0.1' },
    }) as unknown as http.IncomingMessage;

  it('rewrites the storefront’s own origin to the host’s and passes any other through', () => {
    const own = 'http://127.0.0.1:8080';
    expect(proxyHeaders(request(own), own, new URL(UPSTREAM)).origin).toBe(UPSTREAM);
    for (const other of [FOREIGN, 'null', 'http://127.0.0.1:8081', `${own}/`])
      expect(proxyHeaders(request(other), own, new URL(UPSTREAM)).origin).toBe(other);
    expect(proxyHeaders(request(), own, new URL(UPSTREAM))).not.toHaveProperty('origin');
  });

  it('holds on a proxied call', async () => {
    originsSeen.length = 0;
    await send('POST', '/api/echo', { origin: host.url });
    await send('POST', '/api/echo', { origin: FOREIGN });
    expect(originsSeen).toEqual([upstream, FOREIGN]);
  });

  it('holds on the /ws socket, which is tunnelled both ways', async () => {
    originsSeen.length = 0;
    for (const origin of [host.url, FOREIGN]) {
      const ws = new WebSocket(`${host.url.replace(/^http/, 'ws')}/ws`, { origin });
      const echoed = await new Promise<string>((resolve, reject) => {
        ws.on('open', () => ws.send(HOSTILE));
        ws.on('message', (data) => resolve(String(data)));
        ws.on('error', reject);
      });
      ws.close();
      expect(echoed).toBe(HOSTILE);
    }
    expect(originsSeen).toEqual([upstream, FOREIGN]);
  });
});

describe('a page the example renders', () => {
  const configOf = (html: string) =>
    JSON.parse(/id="b2b-config">([\s\S]*?)<\/script>/.exec(html)![1]!) as { socketUrl: string };

  it("names this server's /ws as the socketUrl, never the host's", async () => {
    const { body } = await send('GET', '/', {});
    expect(configOf(body).socketUrl).toBe(`${host.url.replace(/^http/, 'ws')}/ws`);
  });

  it('puts the cookie notice first in <body> until the visitor has stored a choice', async () => {
    const first = await send('GET', '/', { cookie: 'b2b_session=s' });
    expect(first.body).toMatch(
      /<body>\s*<div data-component="CookieButton" data-props='\{&quot;accepted&quot;:false\}'><\/div>/,
    );
    const later = await send('GET', '/', { cookie: 'b2b_session=s; b2b_cookies=1' });
    expect(later.body).not.toContain('CookieButton');
  });

  it('reads the choice cookie by its exact name and value', () => {
    expect(wantsCookieNotice(undefined)).toBe(true);
    expect(wantsCookieNotice('x_b2b_cookies=1; b2b_cookies=0')).toBe(true);
    expect(wantsCookieNotice('a=$&; b2b_cookies=1')).toBe(false);
  });
});

describe("the guide's table of addresses (README, section 8)", () => {
  const readme = fs.readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');
  const start = readme.indexOf('### 8. Every address the bundle calls or links to');
  const addresses = readme
    .slice(start, readme.indexOf('\n## ', start))
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
  /** The pages the widgets link to that the example renders itself; the rest goes to the host. */
  const renderedHere: Record<string, string> = {
    '/search': 'search',
    '/sepet': 'cart',
    '/hesap/siparisler': 'orders',
  };
  const concrete = (address: string) =>
    address === 'socketUrl'
      ? '/ws'
      : address.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'file' ? 'logo.png' : '7'));

  it('is proxied, or is a page the example renders', () => {
    expect(addresses.length).toBeGreaterThan(40);
    const wrong = addresses
      .map(concrete)
      .filter((address) => (pageFor(address)?.template ?? null) !== (renderedHere[address] ?? null));
    expect(wrong).toEqual([]);
  });
});
