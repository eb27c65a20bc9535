/**
 * Starts the host on a free loopback port with a fresh store of its own (a temporary DATA_DIR, or with
 * TEST_DB=postgres a clone of the seeded template database), and a small cookie-keeping client that
 * logs in like a browser (login page → form post with its _csrf → config block token).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startHostProcess } from '../../e2e/support/hostProcess';
import { adminQuery, cloneDatabase } from '../../e2e/support/postgresCluster';
import { openTestDb, testEngine, type TestDb } from './testDb';

// Starting a host (tsx compile + seed) takes a few seconds: more than Jest's default hook timeout on a busy CI.
jest.setTimeout(30_000);

/** Where a test host's data lives: its DATA_DIR, and on PostgreSQL its own database. */
export interface HostStore {
  dataDir: string;
  databaseUrl?: string;
  /** Removes the store (the folder, the database). */
  remove(): Promise<void>;
}

export interface TestHost {
  url: string;
  paymentUrl: string;
  /** With METRICS_PORT in env: the metrics listener's /metrics. */
  metricsUrl?: string;
  /** The host's stderr so far: its log lines when started with LOG_LEVEL. */
  log(): string;
  /** The tests' own connection to the host's store: they read it and flip settings through it. */
  db: TestDb;
  store: HostStore;
  /** Ends the host; keepData leaves its store for a host started on it next (a restart). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * A new demo store: a temporary folder with a copy of the seeded template (sqliteSetup.ts; without
 * one, the host seeds the folder itself), and on PostgreSQL a clone of the template (postgresSetup.ts).
 */
export async function newStore(): Promise<HostStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-host-'));
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (testEngine() === 'sqlite') {
    const template = process.env.TEST_SQLITE_TEMPLATE;
    if (template) fs.copyFileSync(template, path.join(dataDir, path.basename(template)));
    return { dataDir, remove: removeDir };
  }
  const base = process.env.TEST_PG_BASE_URL;
  const template = process.env.TEST_PG_TEMPLATE;
  if (!base || !template)
    throw new Error('TEST_DB=postgres without the cluster of test/server/postgresSetup.ts');
  const database = await cloneDatabase(base, template);
  return {
    dataDir,
    databaseUrl: database.url,
    async remove() {
      await removeDir();
      await database.drop();
    },
  };
}

/**
 * A store with nothing in it yet, for tests of the first start and of seeding: a temporary folder, and
 * on PostgreSQL an empty database of its own on the run's server.
 */
export async function emptyStore(): Promise<HostStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-empty-'));
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (testEngine() === 'sqlite') return { dataDir, remove: removeDir };
  const base = process.env.TEST_PG_BASE_URL;
  if (!base) throw new Error('TEST_DB=postgres without the cluster of test/server/postgresSetup.ts');
  const name = `empty_${path.basename(dataDir).replace(/\W/g, '_').toLowerCase()}`;
  await adminQuery(base, `CREATE DATABASE ${name}`);
  return {
    dataDir,
    databaseUrl: `${base}${name}`,
    async remove() {
      await removeDir();
      await adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export async function startHost(
  options: { distDir?: string; env?: Record<string, string>; store?: HostStore } = {},
): Promise<TestHost> {
  const store = options.store ?? (await newStore());
  // Empty placeholders unless a test asks for the server render (SSR_ENTRY): whether dist-ssr/ was
  // built before the run must not change what the other suites see.
  const env = {
    SSR_ENTRY: 'off',
    ...options.env,
    ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
  };
  const host = await startHostProcess({ distDir: options.distDir, env, dataDir: store.dataDir });
  const db = openTestDb(store);
  return {
    url: host.url,
    paymentUrl: host.paymentUrl,
    metricsUrl: host.metricsUrl,
    log: host.log,
    db,
    store,
    async stop(stopOptions) {
      await db.close();
      await host.stop({ keepData: true });
      if (!stopOptions?.keepData) await store.remove();
    },
  };
}

export type Body =
  | { json: unknown }
  | { form: Record<string, string | number> }
  | { multipart: Record<string, string> }
  | { raw: string; type: string };

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

/** The config block of a page, parsed. */
export function configOf(html: string): Record<string, unknown> & { csrfToken: string } {
  const match = /<script type="application\/json" id="b2b-config">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no #b2b-config block');
  return JSON.parse(match[1]!);
}

/** The parsed data-props of a page's first placeholder of a widget (null when it has none). */
export function placeholderProps(html: string, name: string): Record<string, unknown> | null {
  const tag = new RegExp(`<div data-component="${name}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no ${name} placeholder`);
  const props = /data-props='([^']*)'/.exec(tag)?.[1];
  if (props === undefined) return null;
  return JSON.parse(
    props
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  ) as Record<string, unknown>;
}

export class Client {
  cookies = new Map<string, string>();
  csrf = '';

  constructor(
    readonly base: string,
    readonly extraHeaders: Record<string, string> = {},
  ) {}

  async request(
    method: string,
    url: string,
    body?: Body,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const h: Record<string, string> = { ...this.extraHeaders, ...headers };
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.csrf && method !== 'GET' && !('X-CSRF-Token' in h)) h['X-CSRF-Token'] = this.csrf;
    let payload: BodyInit | undefined;
    if (body && 'json' in body) {
      payload = JSON.stringify(body.json);
      h['content-type'] = 'application/json';
    } else if (body && 'form' in body) {
      payload = new URLSearchParams(Object.entries(body.form).map(([k, v]) => [k, String(v)]));
    } else if (body && 'multipart' in body) {
      const data = new FormData();
      for (const [k, v] of Object.entries(body.multipart)) data.append(k, v);
      payload = data;
    } else if (body && 'raw' in body) {
      payload = body.raw;
      h['content-type'] = body.type;
    }
    const response = await fetch(new URL(url, this.base), {
      method,
      headers: h,
      body: payload,
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = pair!.split('=');
      if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(cookie) || value === '') this.cookies.delete(name!);
      else this.cookies.set(name!, value!);
    }
    const text = await response.text();
    let json: unknown = undefined;
    try {
      json = JSON.parse(text);
    } catch {
      /* an HTML page */
    }
    return { status: response.status, headers: response.headers, text, json };
  }

  get = (url: string, headers?: Record<string, string>) => this.request('GET', url, undefined, headers);
  post = (url: string, body?: Body, headers?: Record<string, string>) =>
    this.request('POST', url, body, headers);
  patch = (url: string, body?: Body, headers?: Record<string, string>) =>
    this.request('PATCH', url, body, headers);
  delete = (url: string, headers?: Record<string, string>) => this.request('DELETE', url, undefined, headers);

  /** Loads a page and keeps its CSRF token (as a widget would read it from the config block). */
  async page(url = '/'): Promise<Answer> {
    const answer = await this.get(url);
    if (answer.status === 200 && answer.text.includes('b2b-config'))
      this.csrf = configOf(answer.text).csrfToken;
    return answer;
  }

  async login(username: string, password = 'demo1234'): Promise<Answer> {
    const form = await this.get('/account/login');
    const token = /name="_csrf" value="([^"]+)"/.exec(form.text)?.[1] ?? '';
    const answer = await this.post('/account/login', { form: { username, password, _csrf: token } });
    await this.page('/');
    return answer;
  }
}

export async function loggedIn(base: string, username: string): Promise<Client> {
  const client = new Client(base);
  const answer = await client.login(username);
  if (answer.status !== 303) throw new Error(`login of ${username} failed: ${answer.status}`);
  return client;
}

/** The spec's error shape. */
export const errorType = (answer: Answer) =>
  (answer.json as { error?: { messages?: { type?: string } } } | undefined)?.error?.messages?.type;

/** Product ids by code, straight from the database. */
export async function productId(host: TestHost, code: string): Promise<number> {
  const row = await host.db.get<{ id: number }>('SELECT id FROM products WHERE code = ?', code);
  if (!row) throw new Error(`no product ${code}`);
  return row.id;
}

/** Flips a store setting in the host's database (the host reads settings on every request). */
export async function setSetting(host: TestHost, key: string, value: unknown): Promise<void> {
  await host.db.run('UPDATE settings SET value = ? WHERE key = ?', JSON.stringify(value), key);
}

/**
 * Runs `body` with shared settings changed and puts them back afterwards, also when an assertion in
 * it fails: the tests after it in the file share the host and must not inherit the change.
 */
export async function withSettings(
  host: TestHost,
  values: Record<string, unknown>,
  body: () => Promise<void>,
): Promise<void> {
  const before: [string, string][] = [];
  for (const key of Object.keys(values))
    before.push([key, await host.db.value<string>('SELECT value FROM settings WHERE key = ?', key)]);
  for (const [key, value] of Object.entries(values)) await setSetting(host, key, value);
  try {
    await body();
  } finally {
    for (const [key, raw] of before)
      await host.db.run('UPDATE settings SET value = ? WHERE key = ?', raw, key);
  }
}

/**
 * Writes an offer of `username` straight into the database (an old offer, made before today's limits
 * or stock): lines by product code, quantity and unit name (the default unit when left out).
 */
export async function insertTestOffer(
  host: TestHost,
  username: string,
  lines: [code: string, quantity: number, unit?: string][],
): Promise<number> {
  const db = host.db;
  const userId = await db.value<number>('SELECT id FROM users WHERE username = ?', username);
  // The id from the database, as the host's own offers get theirs; the number derived from it.
  const id = await db.value<number>(
    `INSERT INTO offers (order_no, user_id, created_at, description, currency)
     VALUES (?, ?, ?, '', 'TRY') RETURNING id`,
    `TK-test-${Date.now()}-${Math.random()}`,
    userId,
    new Date().toISOString(),
  );
  await db.run('UPDATE offers SET order_no = ? WHERE id = ?', `TK${100000 + id}`, id);
  for (const [position, [code, quantity, unitName]] of lines.entries()) {
    const product = (await db.get<{ id: number; name: string; image: string; tax_rate: number }>(
      'SELECT id, name, image, tax_rate FROM products WHERE code = ?',
      code,
    ))!;
    const unitId = await db.value<number>(
      `SELECT id FROM product_units WHERE product_id = ? AND (name = ? OR (CAST(? AS TEXT) IS NULL AND is_default = 1))
       ORDER BY position LIMIT 1`,
      product.id,
      unitName ?? null,
      unitName ?? null,
    );
    await db.run(
      `INSERT INTO offer_items (offer_id, product_id, unit_id, code, name, image, quantity, price, tax_rate, position)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      id,
      product.id,
      unitId,
      code,
      product.name,
      product.image,
      quantity,
      10,
      product.tax_rate,
      position,
    );
  }
  return id;
}
