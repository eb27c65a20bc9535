/**
 * /readyz of a host whose PostgreSQL server goes down: 503 while it is down, 200 once it is back.
 * The server stopped is a private one of this suite (the run's shared server serves other suites).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminQuery, startPostgresCluster, type PostgresCluster } from '../../e2e/support/postgresCluster';
import { Client, startHost, type TestHost } from './helpers';
import { testEngine } from './testDb';

const onPostgres = testEngine() === 'postgres' ? describe : describe.skip;

onPostgres('a host on a PostgreSQL server that stops and starts again', () => {
  let cluster: PostgresCluster;
  let host: TestHost;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
    await adminQuery(cluster.baseUrl, 'CREATE DATABASE store');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-ready-'));
    host = await startHost({
      store: {
        dataDir,
        databaseUrl: `${cluster.baseUrl}store`,
        remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
      },
    });
  });
  afterAll(async () => {
    await host?.stop();
    await cluster?.stop();
  });

  it('/readyz: 503 while the database is down, 200 again once it is back', async () => {
    const readyz = () => new Client(host.url).get('/readyz');
    expect((await readyz()).status).toBe(200);
    cluster.halt();
    const down = await readyz();
    expect(down.status).toBe(503);
    expect(down.json).toEqual({ status: 'unavailable', reason: expect.any(String) });
    cluster.resume();
    expect((await readyz()).status).toBe(200);
  });
});
