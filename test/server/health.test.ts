/**
 * The balancer's questions: /healthz answers while the process runs, /readyz while the store answers
 * and holds exactly this host's migrations; both public, never cached, and reading no session (no
 * cookie is set, none is needed).
 */
import { MIGRATIONS } from '../../server/db/migrations';
import { Client, startHost, type TestHost } from './helpers';

let host: TestHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host.stop());

const anonymous = () => new Client(host.url);

it('/healthz: ok, no-store, no session cookie', async () => {
  const answer = await anonymous().get('/healthz');
  expect([answer.status, answer.json]).toEqual([200, { status: 'ok' }]);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(answer.headers.get('set-cookie')).toBeNull();
});

it('/readyz: ready while every migration of this host is applied', async () => {
  const answer = await anonymous().get('/readyz');
  expect([answer.status, answer.json]).toEqual([200, { status: 'ready' }]);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(answer.headers.get('set-cookie')).toBeNull();
});

it('/readyz: 503 for a store that misses a migration or has a newer host’s', async () => {
  const last = Object.keys(MIGRATIONS).sort().pop()!;
  const stamp = await host.db.value<string>('SELECT timestamp FROM kysely_migration WHERE name = ?', last);
  await host.db.run('DELETE FROM kysely_migration WHERE name = ?', last);
  try {
    const missing = await anonymous().get('/readyz');
    expect([missing.status, missing.json]).toEqual([
      503,
      { status: 'unavailable', reason: `migrations not applied: ${last}` },
    ]);
  } finally {
    await host.db.run('INSERT INTO kysely_migration (name, timestamp) VALUES (?, ?)', last, stamp);
  }
  const newer = "9999_$&'<script>\nnext";
  await host.db.run('INSERT INTO kysely_migration (name, timestamp) VALUES (?, ?)', newer, stamp);
  try {
    const ahead = await anonymous().get('/readyz');
    expect(ahead.status).toBe(503);
    expect(ahead.json).toEqual({ status: 'unavailable', reason: `migrations of a newer host: ${newer}` });
  } finally {
    await host.db.run('DELETE FROM kysely_migration WHERE name = ?', newer);
  }
  expect((await anonymous().get('/readyz')).status).toBe(200);
});

it('another method is a 405 in the JSON error shape', async () => {
  const answer = await anonymous().post('/healthz', { json: {} });
  expect(answer.status).toBe(405);
  expect(answer.headers.get('allow')).toContain('GET');
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
});
