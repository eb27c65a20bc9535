/**
 * The conformance suite (npm run contract:check) run as a backend team runs it, in a child process:
 * it passes against the reference host and leaves the account as it found it; in front of a stand-in
 * that breaks one answer it fails and its table names the call and the field.
 */
import { execFile } from 'node:child_process';
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

function runSuite(base: string): Promise<Run> {
  const args = ['contract/check/cli.ts', '--base', base, '--user', 'bayi1', '--password', 'demo1234'];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [TSX, ...args, '--admin', 'yonetici', 'demo1234'],
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

/**
 * A proxy in front of the host that changes one answer: GET /api/catalog/products gets its total as a
 * string, as a backend that formats numbers for display would send it. Everything else passes through.
 */
function breakingProxy(target: string): Promise<{ url: string; close(): Promise<void> }> {
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
        if (request.method !== 'GET' || url.pathname !== '/api/catalog/products') {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { total: number };
          const altered = Buffer.from(JSON.stringify({ ...body, total: String(body.total) }));
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
