/**
 * The conformance suite (npm run contract:check) run as a backend team runs it, in a child process:
 * it passes against the reference host and leaves the account as it found it; in front of a stand-in
 * that breaks one answer it fails and its table names the call and the field.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { loggedIn, startHost, type TestHost } from './helpers';

const ROOT = path.resolve(__dirname, '..', '..');
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');

interface Run {
  code: number | null;
  output: string;
}

function runSuite(base: string, withAdmin = true, extra: string[] = []): Promise<Run> {
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

/** The customer's cart as lines "productId:unitId×quantity", sorted. */
async function cartLines(host: TestHost): Promise<string[]> {
  const client = await loggedIn(host.url, 'bayi1');
  const items = (await client.get('/api/catalog/cart')).json as {
    product: { id: number };
    productUnit: { id: number };
    quantity: number;
  }[];
  return items.map((i) => `${i.product.id}:${i.productUnit.id}×${i.quantity}`).sort();
}

/** GET /api/catalog/products with its total as a string, as a backend that formats numbers for display sends it. */
const TOTAL_AS_TEXT = {
  path: '/api/catalog/products',
  alter: (body: Record<string, unknown>) => ({ ...body, total: String(body.total) }),
};

/**
 * A proxy in front of the host that changes one GET answer (`broken.path`) with `broken.alter`;
 * everything else passes through.
 */
function breakingProxy(
  target: string,
  broken: { path: string; alter: (body: never) => unknown } = TOTAL_AS_TEXT,
): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
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
        const url = new URL(request.url ?? '/', target);
        if (request.method !== 'GET' || url.pathname !== broken.path) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as never;
          const altered = Buffer.from(JSON.stringify(broken.alter(body)));
          const { 'content-length': _length, 'transfer-encoding': _encoding, ...rest } = answer.headers;
          response.writeHead(answer.statusCode ?? 502, { ...rest, 'content-length': altered.length });
          response.end(altered);
        });
      },
    );
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

let host: TestHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host.stop());

test('passes against the reference host and leaves the cart as it found it', async () => {
  const before = await cartLines(host);
  expect(before.length).toBeGreaterThan(0);
  const run = await runSuite(host.url);
  expect(run.output).toContain('call');
  expect(run.output).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/); // no stack trace
  if (run.code !== 0) throw new Error(`the suite failed against the reference host:\n${run.output}`);
  expect(await cartLines(host)).toEqual(before);
}, 120_000);

test('fails against a backend that alters one answer, naming the call and the field', async () => {
  const before = await cartLines(host);
  const proxy = await breakingProxy(host.url);
  try {
    const run = await runSuite(proxy.url);
    expect(run.code).toBe(1);
    const row = run.output.split('\n').find((line) => line.startsWith('GET /api/catalog/products '));
    expect(row).toMatch(/answer\.total: expected (integer|number), got string "\d+"/);
    expect(run.output).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
  } finally {
    await proxy.close();
  }
  expect(await cartLines(host)).toEqual(before);
}, 120_000);

test("refuses to put back a cart it could not read, and leaves the account's cart as it was", async () => {
  const before = await cartLines(host);
  expect(before.length).toBeGreaterThan(0);
  // A backend that leaves out each line's quantity: read as NaN, "putting back" would empty the cart.
  const proxy = await breakingProxy(host.url, {
    path: '/api/catalog/cart',
    alter: (items: Record<string, unknown>[]) => items.map(({ quantity: _quantity, ...rest }) => rest),
  });
  try {
    const run = await runSuite(proxy.url);
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/account left as found \(cart lines\).*could not be read before the walk/);
    expect(run.output).toMatch(/step: cart .*skipped: the account's cart could not be read first/);
  } finally {
    await proxy.close();
  }
  expect(await cartLines(host)).toEqual(before);
}, 120_000);

test('a check that cannot run is listed as skipped with its reason, never left out', async () => {
  const run = await runSuite(host.url, false);
  if (run.code !== 0) throw new Error(`the suite failed against the reference host:\n${run.output}`);
  expect(run.output).toMatch(/GET \/yonetim\/top-queries .*skipped: no --admin account given/);
  expect(run.output).toMatch(/wrong role \(403\) .*skipped: no --admin account given/);
  expect(run.output).toMatch(/\d+ skipped \(their reasons are in the table\)\./);
}, 120_000);

interface JsonRow {
  call: string;
  operationId?: string;
  checks: number;
  passed: number;
  skipped?: string;
}

test('--only makes only the named operations, lists every other as skipped, and --json writes the table', async () => {
  const before = await cartLines(host);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'contract-')), 'results.json');
  const run = await runSuite(host.url, true, ['--only', 'listProducts,getCart', '--json', file]);
  if (run.code !== 0) throw new Error(`the suite failed:\n${run.output}`);
  const written = JSON.parse(fs.readFileSync(file, 'utf8')) as { failed: boolean; rows: JsonRow[] };
  expect(written.failed).toBe(false);
  const made = written.rows.filter((row) => row.checks > 0 && row.operationId);
  expect(new Set(made.map((row) => row.operationId))).toEqual(new Set(['listProducts', 'getCart']));
  const addRow = written.rows.find((row) => row.operationId === 'addToCart');
  expect(addRow).toMatchObject({ checks: 0, skipped: 'not in --only' });
  expect(written.rows.filter((row) => row.checks === 0 && !row.skipped)).toEqual([]);
  expect(run.output).toMatch(
    /POST \/api\/catalog\/cart\/\{productId\}[^|]*\| addToCart .*skipped: not in --only/,
  );
  expect(await cartLines(host)).toEqual(before);
}, 120_000);

test('--skip leaves an operation out and names it; an unknown operationId is a usage error', async () => {
  const before = await cartLines(host);
  const run = await runSuite(host.url, true, ['--skip', 'addToCart']);
  if (run.code !== 0) throw new Error(`the suite failed:\n${run.output}`);
  expect(run.output).toMatch(/addToCart .*skipped: left out by --skip/);
  expect(await cartLines(host)).toEqual(before);
  const unknown = await runSuite(host.url, true, ['--only', 'listProducts,noSuchCall']);
  expect(unknown.code).toBe(2);
  expect(unknown.output).toContain('no operation of the document is named noSuchCall');
}, 120_000);
