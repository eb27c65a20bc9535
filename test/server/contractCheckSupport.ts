/**
 * The conformance suite's tests run it as a backend team does (the CLI in a child process), read the
 * test account as it is before and after a run, and put a stand-in in front of the host that breaks
 * one answer.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { loggedIn, type TestHost } from './helpers';

const ROOT = path.resolve(__dirname, '..', '..');
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');

export interface Run {
  code: number | null;
  output: string;
}

export function runSuite(base: string, withAdmin = true, extra: string[] = []): Promise<Run> {
  const args = ['contract/check/cli.ts', '--base', base, '--user', 'bayi1', '--password', 'demo1234'];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [TSX, ...args, ...(withAdmin ? ['--admin', 'yonetici', 'demo1234'] : []), ...extra],
      { cwd: ROOT, timeout: 90_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, output: stdout + stderr });
      },
    );
  });
}

/** A row of the table as --json writes it. */
export interface JsonRow {
  call: string;
  operationId?: string;
  checks: number;
  passed: number;
  differences: string[];
  skipped?: string;
}

/** Where a run writes its --json table. */
export const jsonFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'contract-')), 'results.json');
export const rowsOf = (file: string) =>
  (JSON.parse(fs.readFileSync(file, 'utf8')) as { rows: JsonRow[] }).rows;

/** The customer's cart as lines "productId:unitId×quantity", sorted. */
export async function cartLines(host: TestHost): Promise<string[]> {
  const client = await loggedIn(host.url, 'bayi1');
  const items = (await client.get('/api/catalog/cart')).json as {
    product: { id: number };
    productUnit: { id: number };
    quantity: number;
  }[];
  return items.map((i) => `${i.product.id}:${i.productUnit.id}×${i.quantity}`).sort();
}

interface CompanyUser {
  username: string;
  active: boolean;
}

/**
 * What a run must leave as it found it: bayi1's cart lines, the lists it sees, the company's users
 * (a user the suite made has no other way out than deactivation: `newUsersActive` counts those left
 * active), and the orders the suite placed (its note) still in force.
 */
export async function accountState(host: TestHost, before?: { users: CompanyUser[] }) {
  const client = await loggedIn(host.url, 'bayi1');
  const lists = ((await client.get('/api/catalog/lists')).json as { lists: unknown[] }).lists;
  const users = ((await client.get('/api/company/users')).json as { users: CompanyUser[] }).users;
  const known = new Set((before?.users ?? users).map((u) => u.username));
  const orders = (
    (await client.get('/api/catalog/orders?limit=100')).json as {
      orders: { description: string; isCancel: boolean; status?: string }[];
    }
  ).orders;
  return {
    cart: await cartLines(host),
    lists,
    users: users.filter((u) => known.has(u.username)),
    newUsersActive: users.filter((u) => !known.has(u.username) && u.active).length,
    suiteOrdersInForce: orders.filter(
      (o) => o.description.startsWith('contract:check') && !o.isCancel && o.status !== 'rejected',
    ).length,
  };
}

/** One answer the stand-in breaks: by method and path, its status replaced or its JSON body rewritten. */
export interface Breakage {
  method: string;
  path: string | RegExp;
  status?: number;
  alter?: (body: never) => unknown;
}

const matches = (broken: Breakage, method: string | undefined, pathname: string) =>
  method === broken.method &&
  (typeof broken.path === 'string' ? pathname === broken.path : broken.path.test(pathname));

/** Forwards to `target`; `rewrite` may change an answer's body before it is sent on. */
function forwarder(
  target: string,
  headersFor: (request: http.IncomingMessage) => http.OutgoingHttpHeaders,
  rewrite: (request: http.IncomingMessage, answer: http.IncomingMessage) => ((body: string) => string) | null,
  statusFor: (request: http.IncomingMessage, status: number) => number,
): http.Server {
  const upstream = new URL(target);
  return http.createServer((request, response) => {
    const forward = http.request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers: headersFor(request),
      },
      (answer) => {
        const status = statusFor(request, answer.statusCode ?? 502);
        const change = rewrite(request, answer);
        if (!change) {
          response.writeHead(status, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.from(change(Buffer.concat(chunks).toString('utf8')));
          const { 'content-length': _length, 'transfer-encoding': _encoding, ...rest } = answer.headers;
          response.writeHead(status, { ...rest, 'content-length': body.length });
          response.end(body);
        });
      },
    );
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
}

const listen = (server: http.Server) =>
  new Promise<string>((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });

const close = (server: http.Server) =>
  new Promise<void>((done) => {
    server.closeAllConnections();
    server.close(() => done());
  });

/**
 * A stand-in in front of the host, storefront and payment frame both, that breaks one answer (status,
 * body or both); everything else passes through. Pages name the stand-in's payment origin in their
 * config block, and the frame's calls reach the host with the host's own payment origin, as behind a
 * reverse proxy.
 */
export async function breakingProxy(
  host: TestHost,
  broken: Breakage,
): Promise<{ url: string; close(): Promise<void> }> {
  const plain = (request: http.IncomingMessage, upstream: string, origins: Map<string, string>) => {
    const headers = { ...request.headers, host: new URL(upstream).host };
    // Plain answers, so the one to alter can be read and rewritten.
    delete headers['accept-encoding'];
    const origin = headers.origin && origins.get(headers.origin);
    if (origin) headers.origin = origin;
    return headers;
  };
  const pathOf = (request: http.IncomingMessage) => new URL(request.url ?? '/', 'http://proxy').pathname;
  const statusFor = (request: http.IncomingMessage, status: number) =>
    broken.status !== undefined && matches(broken, request.method, pathOf(request)) ? broken.status : status;
  const alterJson = (request: http.IncomingMessage) =>
    broken.alter && matches(broken, request.method, pathOf(request))
      ? (body: string) => JSON.stringify(broken.alter!(JSON.parse(body) as never))
      : null;
  const origins = new Map<string, string>();
  let paymentProxy = '';
  const storefront = forwarder(
    host.url,
    (request) => plain(request, host.url, origins),
    (request, answer) =>
      alterJson(request) ??
      (String(answer.headers['content-type']).startsWith('text/html')
        ? (body) => body.split(host.paymentUrl).join(paymentProxy)
        : null),
    statusFor,
  );
  const payment = forwarder(
    host.paymentUrl,
    (request) => plain(request, host.paymentUrl, origins),
    alterJson,
    statusFor,
  );
  const url = await listen(storefront);
  paymentProxy = await listen(payment);
  origins.set(url, host.url);
  origins.set(paymentProxy, host.paymentUrl);
  return { url, close: async () => void (await Promise.all([close(storefront), close(payment)])) };
}
