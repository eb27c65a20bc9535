/**
 * The HTTP import door (routes/api/importDoor.ts): a program's API token only, never a session; the
 * file's two media types, UTF-8, at most 32 MiB; a rate limit per token; the token kept out of the log.
 * A file the import cannot read at all (the hostile one below: no products columns) is a 400 with the
 * import's English reason, so a call that gets it went through every check of the door; the sample
 * files make the whole journey: a clean dry run (200, nothing written), the real write, and a stock file
 * of unknown codes (422 with the report).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { hashApiToken, newApiToken } from '../../server/domain/apiTokens';
import type { ImportReport } from '../../server/import/run';
import { MSG } from '../../server/messages';
import { importStatus } from '../../server/routes/api/importDoor';
import { errorType, loggedIn, startHost, type Answer, type TestHost } from './helpers';

const HOSTILE_CSV = 'code,name\nX1,"$& $` $\' $1 <script>alert(1)</script>"\nX2,"iki\nsatır"\n';
const UNREADABLE = 'a products file needs the columns brand, category, sale_price';
const sample = (file: string) => fs.readFileSync(path.join(__dirname, '../../examples/import', file), 'utf8');
const RATE_LIMIT = 3;

let host: TestHost;
const presented: string[] = [];

/** A token made straight in the store, as create-token makes it. */
async function token(name: string, revoked = false): Promise<string> {
  const value = newApiToken();
  presented.push(value);
  await host.db.run(
    'INSERT INTO api_tokens (name, token_hash, created_at, revoked_at) VALUES (?, ?, ?, ?)',
    name,
    hashApiToken(value),
    new Date().toISOString(),
    revoked ? new Date().toISOString() : null,
  );
  return value;
}

/** A program's call: headers and body as given, no cookie but one the headers carry. */
async function send(
  headers: Record<string, string>,
  body: string | Buffer = HOSTILE_CSV,
  path = '/api/admin/import/products',
): Promise<Answer> {
  const response = await fetch(new URL(path, host.url), {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

const bearer = (value: string, type = 'text/csv') => ({
  authorization: `Bearer ${value}`,
  'content-type': type,
});

beforeAll(async () => {
  host = await startHost({ env: { IMPORT_RATE_LIMIT: String(RATE_LIMIT) } });
});
afterAll(() => host.stop());

describe('who may import', () => {
  it('refuses a call without a token: 401 in the spec’s shape, no session started', async () => {
    const answer = await send({ 'content-type': 'text/csv' });
    expect(answer.status).toBe(401);
    expect(errorType(answer)).toBe(MSG.apiTokenRequired);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('refuses an administrator’s session without a token (401), and counts only the token with one', async () => {
    const admin = await loggedIn(host.url, 'yonetici');
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const withCookie = { cookie, 'x-csrf-token': admin.csrf, 'content-type': 'text/csv' };
    const refused = await send(withCookie);
    expect([refused.status, errorType(refused)]).toEqual([401, MSG.apiTokenRequired]);
    const revoked = await token('admin-revoked', true);
    const alsoRefused = await send({ ...withCookie, authorization: `Bearer ${revoked}` });
    expect(alsoRefused.status).toBe(401);
  });

  it('refuses a revoked, an unknown and a malformed token', async () => {
    const revoked = await token('revoked', true);
    const unknown = newApiToken();
    for (const authorization of [
      `Bearer ${revoked}`,
      `Bearer ${unknown}`,
      `Basic ${Buffer.from(`erp:${unknown}`).toString('base64')}`,
      unknown,
      'Bearer ',
      'Bearer $&',
      "Bearer $'",
      'Bearer <script>',
    ]) {
      const answer = await send({ authorization, 'content-type': 'text/csv' });
      expect([authorization, answer.status, errorType(answer)]).toEqual([
        authorization,
        401,
        MSG.apiTokenRequired,
      ]);
    }
  });

  it('lets a good token through to the import, for every kind and both media types', async () => {
    const good = await token('erp-kinds');
    const unreadable = await send(bearer(good, 'text/csv; charset=utf-8'), HOSTILE_CSV);
    expect([unreadable.status, errorType(unreadable)]).toEqual([400, UNREADABLE]);
    // A clean dry run of the products file as JSON Lines: the report, nothing written.
    const dry = await send(
      bearer(good, 'application/x-ndjson'),
      sample('products.jsonl'),
      '/api/admin/import/products?dryRun=true',
    );
    expect([dry.status, dry.headers.get('cache-control')]).toEqual([200, 'no-store']);
    expect(dry.json).toMatchObject({
      kind: 'products',
      format: 'jsonl',
      dryRun: true,
      written: false,
      problems: [],
    });
    // Stock of products the store does not have yet: refused with the report, row by row.
    const early = await send(bearer(good), sample('stock.csv'), '/api/admin/import/stock');
    expect(early.status).toBe(422);
    expect(early.json).toMatchObject({ report: { kind: 'stock', written: false } });
    // The products written, then their stock and prices are.
    const products = await send(bearer(good), sample('products.csv'), '/api/admin/import/products');
    expect([products.status, products.json]).toEqual([200, expect.objectContaining({ written: true })]);
    for (const [kind, file] of [
      ['stock', 'stock.csv'],
      ['prices', 'prices.csv'],
    ] as const) {
      const answer = await send(bearer(good), sample(file), `/api/admin/import/${kind}`);
      expect([kind, answer.status, answer.json]).toEqual([
        kind,
        200,
        expect.objectContaining({ kind, written: true, problems: [] }),
      ]);
    }
    const listed = await host.db.get<{ last_used_at: string | null }>(
      'SELECT last_used_at FROM api_tokens WHERE name = ?',
      'erp-kinds',
    );
    expect(listed?.last_used_at).toEqual(expect.any(String));
  });
});

describe('what it takes', () => {
  it('refuses another media type (415), bytes that are not UTF-8 (400) and a bad query (400)', async () => {
    const good = await token('erp-body');
    const json = await send(bearer(good, 'application/json'), '{"code":"X1"}');
    expect([json.status, errorType(json)]).toEqual([415, MSG.importMediaType]);
    const latin1 = await send(bearer(good), Buffer.from('code,name\nX1,\xfe\xff\n', 'latin1'));
    expect([latin1.status, errorType(latin1)]).toEqual([400, MSG.importNotUtf8]);
    const query = await send(bearer(good), HOSTILE_CSV, '/api/admin/import/products?dryRun=sometimes');
    expect(query.status).toBe(400);
  });

  it('refuses a file over 32 MiB with 413 before reading it', async () => {
    const good = await token('erp-large');
    // The length is announced and the body never sent: the answer must come without reading it (a
    // client writing all 32 MiB may meet a closed socket first, as a real one would).
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(new URL('/api/admin/import/products', host.url), {
        method: 'POST',
        headers: { ...bearer(good), 'content-length': String(32 * 1024 * 1024 + 1) },
      });
      request.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      request.on('error', reject);
      request.flushHeaders();
    });
    expect([answer.status, JSON.parse(answer.text)]).toEqual([
      413,
      { error: { messages: { type: MSG.requestBodyTooLarge } } },
    ]);
  });

  it('limits each token’s imports per minute: 429 in the spec’s shape with Retry-After', async () => {
    const busy = await token('erp-busy');
    for (let i = 0; i < RATE_LIMIT; i += 1) expect((await send(bearer(busy))).status).toBe(400);
    const limited = await send(bearer(busy));
    expect([limited.status, errorType(limited)]).toEqual([429, MSG.importRateLimited]);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another token has a count of its own.
    const other = await token('erp-other');
    expect((await send(bearer(other))).status).toBe(400);
  });

  it('never writes a token to the log', () => {
    expect(presented.length).toBeGreaterThan(5);
    for (const value of presented) expect(host.log()).not.toContain(value.slice(4));
  });
});

describe('importStatus: the answer of a report', () => {
  const report = (extra: Partial<ImportReport>): ImportReport => ({
    kind: 'stock',
    format: 'csv',
    rows: 3,
    valid: 3,
    changed: 3,
    unchanged: 0,
    problems: [],
    dryRun: false,
    written: true,
    ...extra,
  });
  const problem = { row: 2, column: 'quantity', message: 'not a number' };

  it.each<[string, Partial<ImportReport>, boolean, 200 | 422]>([
    ['written, no problem', {}, false, 200],
    ['all or nothing, a problem', { problems: [problem], valid: 2, changed: 0, written: false }, false, 422],
    ['partial, written with a problem', { problems: [problem], valid: 2, changed: 2 }, true, 200],
    ['partial, nothing valid', { problems: [problem], valid: 0, changed: 0, written: false }, true, 422],
    ['a clean dry run', { dryRun: true, changed: 0, written: false }, false, 200],
    ['a dry run with a problem', { dryRun: true, problems: [problem], valid: 2, written: false }, false, 422],
    [
      'a partial dry run with valid rows',
      { dryRun: true, problems: [problem], valid: 2, written: false },
      true,
      200,
    ],
  ])('%s', (_name, extra, partial, status) => {
    expect(importStatus(report(extra), partial)).toBe(status);
  });
});
