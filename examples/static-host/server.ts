/**
 * A storefront whose backend is not ours, in miniature (node:http, no framework): it serves its own
 * pages (render.ts's output), the bundle from dist/ at /assets/ and its stylesheet, and proxies
 * everything else to the reference host: the API the widgets call, /autocomplete, the login and
 * logout forms, /images/, the admin calls, the /ws socket and the pages this example does not
 * re-create (checkout, offers, account statement …, shown as the host renders them).
 *
 *   npx tsx examples/static-host/server.ts --upstream http://127.0.0.1:3000 [--port 8080] [--dist dist]
 *
 * renders the pages (render.ts) and serves them; the reference host must be running at --upstream.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { sendStatic } from './assets';
import { pageFor, renderPage } from './pages';
import { proxy } from './proxy';
import { DEFAULT_OUT_DIR, renderPages } from './render';
import { tunnelSocket } from './socketTunnel';

export interface StaticHostOptions {
  /** The reference host, e.g. http://127.0.0.1:3000. */
  upstream: string;
  /** render.ts's output. */
  pagesDir: string;
  distDir: string;
  port?: number;
  host?: string;
}

export interface StaticHost {
  url: string;
  close(): Promise<void>;
}

/** This page's origin as the browser named it (127.0.0.1 or localhost alike): what its Origin says. */
const ownOriginOf = (request: http.IncomingMessage) => `http://${request.headers.host ?? ''}`;

function handle(request: http.IncomingMessage, response: http.ServerResponse, options: StaticHostOptions) {
  const ownOrigin = ownOriginOf(request);
  const { pathname } = new URL(request.url ?? '/', 'http://example.invalid');
  const reading = request.method === 'GET' || request.method === 'HEAD';
  if (reading && pathname.startsWith('/assets/')) {
    const relative = pathname.slice('/assets/'.length);
    // manifest.json is the one name without a content hash.
    const cache = relative === 'manifest.json' ? 'no-cache' : 'public, max-age=31536000, immutable';
    return sendStatic(request, response, options.distDir, relative, cache);
  }
  if (reading && pathname === '/store.css')
    return sendStatic(request, response, __dirname, 'store.css', 'no-cache');
  const page = reading ? pageFor(pathname) : null;
  if (!page) return proxy(request, response, ownOrigin, options.upstream);
  renderPage(request, response, page, { ...options, ownOrigin }).catch((error: unknown) => {
    console.error(`[static-host] ${request.url}: ${error instanceof Error ? error.message : String(error)}`);
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('The store is not available right now.');
  });
}

export function startStaticHost(options: StaticHostOptions): Promise<StaticHost> {
  return new Promise((resolve, reject) => {
    const server = http.createServer((request, response) => handle(request, response, options));
    server.on('upgrade', (request: http.IncomingMessage, socket: Duplex, head: Buffer) =>
      tunnelSocket(request, socket, head, ownOriginOf(request), options.upstream),
    );
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const { address, port } = server.address() as AddressInfo;
      resolve({
        url: `http://${address}:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

function argument(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : (process.argv[at + 1] ?? fallback);
}

if (require.main === module) {
  const root = path.resolve(__dirname, '..', '..');
  const distDir = path.resolve(argument('--dist', path.join(root, 'dist')));
  renderPages({ distDir, outDir: DEFAULT_OUT_DIR });
  startStaticHost({
    upstream: argument('--upstream', 'http://127.0.0.1:3000'),
    pagesDir: DEFAULT_OUT_DIR,
    distDir,
    port: Number(argument('--port', '8080')),
  }).then(
    (running) =>
      console.log(
        `[static-host] ${running.url} (upstream ${argument('--upstream', 'http://127.0.0.1:3000')})`,
      ),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
