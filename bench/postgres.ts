/**
 * The PostgreSQL row of `npm run bench`: the demo store on a PostgreSQL server the bench
 * starts (e2e/support/postgresCluster.ts), served by one instance and then by two on the same
 * database, each instance loaded by its own 4 connections as a balancer would spread visitors.
 * Pages and the product API, requests per second and p99.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startHostProcess, type HostProcess } from '../e2e/support/hostProcess';
import { createTemplate, postgresBin, startPostgresCluster } from '../e2e/support/postgresCluster';
import { loadMany, PAGE_PATHS, productApiPaths, type LoadFigures } from './load';
import { sessionCookie } from './session';

export interface PostgresRow extends LoadFigures {
  instances: number;
}

/** Whether this machine has PostgreSQL's programs (the bench starts a server of its own). */
export function hasPostgres(): boolean {
  try {
    postgresBin();
    return true;
  } catch {
    return false;
  }
}

export async function postgresLoad(
  seconds: number,
  log: (line: string) => void,
): Promise<PostgresRow[] | null> {
  if (!hasPostgres()) {
    log('  PostgreSQL: not installed here (apt-get install postgresql), row skipped');
    return null;
  }
  const cluster = await startPostgresCluster();
  const hosts: HostProcess[] = [];
  const dirs: string[] = [];
  try {
    const url = await createTemplate(cluster.baseUrl, 'bench');
    const start = async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-bench-pg-'));
      dirs.push(dataDir);
      const host = await startHostProcess({ dataDir, env: { DATABASE_URL: url } });
      hosts.push(host);
      return host;
    };
    const rows: PostgresRow[] = [];
    const first = await start();
    const cookie = await sessionCookie(first.url, 'bayi1');
    const total = (
      (await (await fetch(new URL('/api/catalog/products', first.url))).json()) as { total: number }
    ).total;
    for (const instances of [1, 2]) {
      if (instances === 2) await start();
      const bases = hosts.map((h) => h.url);
      for (const [name, paths] of [
        ['pages', PAGE_PATHS],
        ['product API', productApiPaths(total)],
      ] as const) {
        const figures = await loadMany(bases, name, paths, seconds, cookie);
        log(
          `  postgres ${`${instances} inst.`.padEnd(8)} ${name.padEnd(13)} ${String(Math.round(figures.requestsPerSecond)).padStart(6)} req/s` +
            `  p99 ${String(figures.p99Ms).padStart(4)} ms${figures.errors ? `  (${figures.errors} errors)` : ''}`,
        );
        rows.push({ ...figures, instances });
      }
    }
    return rows;
  } finally {
    for (const host of hosts) await host.stop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    await cluster.stop();
  }
}
