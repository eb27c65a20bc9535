/**
 * A graceful end of npm start (server/start.ts with close-with-grace): on SIGTERM the host stops
 * accepting, lets a request still arriving finish, tells an open online-users socket it is going
 * away (1001), closes its store and exits 0 within SHUTDOWN_TIMEOUT.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import WebSocket from 'ws';
import { Client, newStore, type HostStore } from './helpers';

const ROOT = path.resolve(__dirname, '..', '..');
const SHUTDOWN_TIMEOUT_S = 5;

let store: HostStore;
let child: ChildProcess;
let stdout = '';
let url: string;

beforeAll(async () => {
  store = await newStore();
  child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SKIP_BUILD: '1',
      SSR_ENTRY: 'off',
      LOG_LEVEL: 'info',
      PORT: '0',
      DATA_DIR: store.dataDir,
      SHUTDOWN_TIMEOUT: String(SHUTDOWN_TIMEOUT_S),
      ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const found = /"msg":"Storefront listening on (http:\/\/[^"]+)"/.exec(stdout);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${stdout}`)));
  });
});

afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  await store.remove();
});

/** A POST whose body arrives in two parts: the second once `between` has run. */
function slowPost(pathName: string, body: string, between: () => Promise<void>) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(new URL(pathName, url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Origin: url },
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, text }));
    });
    request.on('error', reject);
    const half = Math.floor(body.length / 2);
    request.write(body.slice(0, half));
    between().then(() => request.end(body.slice(half)), reject);
  });
}

it('SIGTERM: the request in flight completes, the socket is told 1001, the process exits 0 in time', async () => {
  const admin = new Client(url);
  await admin.login('yonetici');
  const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`, { headers: { cookie, origin: url } });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  let signalledAt = 0;
  const answer = await slowPost(
    '/api/catalog/product-lookup',
    JSON.stringify({ codes: ["$&'<script>\n"] }),
    async () => {
      // The request's head has reached the host: the signal comes while its body is still arriving.
      await new Promise((resolve) => setTimeout(resolve, 200));
      signalledAt = Date.now();
      child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
    },
  );
  expect(answer.status).toBeGreaterThanOrEqual(200);
  expect(answer.status).toBeLessThan(500);
  expect(answer.text).toContain('{');
  expect(await closed).toBe(1001);
  const code = await exited;
  if (code !== 0) console.log(stdout.slice(-3000));
  expect(code).toBe(0);
  expect(Date.now() - signalledAt).toBeLessThan(SHUTDOWN_TIMEOUT_S * 1000);
  expect(stdout).toContain('SIGTERM: shutting down');
  expect(stdout).toContain('"msg":"Shut down"');
});
