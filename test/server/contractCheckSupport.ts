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
import { OpenApiDocument } from '../../contract/check/document';
import { loggedIn, type TestHost } from './helpers';

const ROOT = path.resolve(__dirname, '..', '..');
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');

export interface Run {
  code: number | null;
  output: string;
}

const YAML_DOCUMENT = path.join(ROOT, 'contract', 'openapi.yaml');
let jsonDocument: string | null = null;

/**
 * The document in its JSON form, written once: a run reads it in milliseconds, where parsing the YAML
 * takes most of a second of every child run.
 */
function documentAsJson(): string {
  if (jsonDocument) return jsonDocument;
  const root = OpenApiDocument.load(YAML_DOCUMENT).root;
  jsonDocument = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'contract-document-')), 'openapi.json');
  fs.writeFileSync(jsonDocument, JSON.stringify(root));
  return jsonDocument;
}

/** Runs the CLI; `document: 'default'` lets it find the YAML itself, as `npm run contract:check` does. */
export function runSuite(
  base: string,
  withAdmin = true,
  extra: string[] = [],
  document: 'default' | 'json' = 'json',
): Promise<Run> {
  const args = ['contract/check/cli.ts', '--base', base, '--user', 'bayi1', '--password', 'demo1234'];
  if (document === 'json') args.push('--document', documentAsJson());
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

/** A stand-in in front of one origin of the host: it passes everything through but the `broken` answer. */
export interface StandIn {
  url: string;
  /** Where it forwards (may be set after it listens: the host it fronts may start after it). */
  target: string;
  broken: Breakage | null;
  close(): Promise<void>;
}

const isBroken = (broken: Breakage | null, request: http.IncomingMessage): broken is Breakage => {
  const pathname = new URL(request.url ?? '/', 'http://stand-in').pathname;
  return (
    broken !== null &&
    request.method === broken.method &&
    (typeof broken.path === 'string' ? pathname === broken.path : broken.path.test(pathname))
  );
};

export async function standIn(target: string, broken: Breakage | null = null): Promise<StandIn> {
  const server = http.createServer((request, response) => {
    const upstream = new URL(stand.target);
    const headers = { ...request.headers, host: upstream.host };
    // Plain answers, so the one to alter can be read and rewritten.
    delete headers['accept-encoding'];
    const forward = http.request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers,
      },
      (answer) => {
        const breakage = isBroken(stand.broken, request) ? stand.broken : null;
        const status = breakage?.status ?? answer.statusCode ?? 502;
        if (!breakage?.alter) {
          response.writeHead(status, answer.headers);
          answer.pipe(response);
          return;
        }
        const alter = breakage.alter;
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.from(
            JSON.stringify(alter(JSON.parse(Buffer.concat(chunks).toString('utf8')) as never)),
          );
          const { 'content-length': _length, 'transfer-encoding': _encoding, ...rest } = answer.headers;
          response.writeHead(status, { ...rest, 'content-length': body.length });
          response.end(body);
        });
      },
    );
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  const url = await new Promise<string>((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
  const stand: StandIn = {
    url,
    target,
    broken,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
  return stand;
}
