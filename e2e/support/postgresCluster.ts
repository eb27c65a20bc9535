/**
 * A PostgreSQL server of the tests' own (TEST_DB=postgres): Debian's `postgresql` package, `initdb`
 * into a temporary folder with fsync off, `pg_ctl` on a free loopback port, trust authentication.
 * PostgreSQL refuses to run as root, so under root (CI) the server runs as the package's `postgres`
 * user (or `nobody`) through runuser. A template database is seeded once; each test host gets a clone.
 * Shared by the Jest server suites, the two-instance test and the bench.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(__dirname, '..', '..');
const SUPERUSER = 'storefront';

export interface PostgresCluster {
  /** postgres://storefront@127.0.0.1:port/ (add a database name). */
  baseUrl: string;
  dir: string;
  stop(): Promise<void>;
  /** Stops the server at once and keeps its data: a database that went down. */
  halt(): void;
  /** Starts the halted server again on its port. */
  resume(): void;
}

/** The folder of initdb and pg_ctl: PG_BIN, PATH, or the newest of Debian's /usr/lib/postgresql/N/bin. */
export function postgresBin(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PG_BIN) return env.PG_BIN;
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return path.dirname(fs.realpathSync(onPath));
  const debian = '/usr/lib/postgresql';
  const versions = fs.existsSync(debian)
    ? fs
        .readdirSync(debian)
        .filter((v) => fs.existsSync(path.join(debian, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new Error(
      'TEST_DB=postgres needs PostgreSQL: apt-get install postgresql (or PG_BIN=folder of initdb and pg_ctl)',
    );
  return path.join(debian, versions[0]!, 'bin');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Who runs the server: the caller, or under root an unprivileged account that owns the folder. */
function serverUser(): string | null {
  if (process.getuid?.() !== 0) return null;
  for (const name of ['postgres', 'nobody']) if (spawnSync('id', ['-u', name]).status === 0) return name;
  throw new Error('running as root without a postgres or nobody account to run PostgreSQL as');
}

function runAs(user: string | null, command: string, args: string[]): void {
  const [file, argv] = user ? ['runuser', ['-u', user, '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${command} failed (${result.status}): ${result.stderr || result.stdout}`);
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBin();
  const user = serverUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-pg-'));
  if (user) execFileSync('chown', [user, dir]);
  const data = path.join(dir, 'data');
  runAs(user, path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    SUPERUSER,
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
    // A Turkish default collation on purpose: the store must sort as SQLite does whatever the
    // database's default (its text columns are COLLATE "C"), and the parity tests would show it did not.
    '--locale-provider=icu',
    '--icu-locale=tr-TR',
    '--no-sync',
  ]);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
    '-c shared_buffers=64MB',
  ].join(' ');
  const start = () =>
    runAs(user, path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-o',
      settings,
      '-l',
      path.join(dir, 'log'),
      '-w',
      'start',
    ]);
  start();
  return {
    baseUrl: `postgres://${SUPERUSER}@127.0.0.1:${port}/`,
    dir,
    halt: () => runAs(user, path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']),
    resume: start,
    async stop() {
      try {
        runAs(user, path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Runs statements on the cluster's `postgres` database (CREATE/DROP DATABASE cannot run in a transaction). */
export async function adminQuery(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${baseUrl}postgres` });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Seeds the demo store into a new database `name` (with the host's own seed), to be cloned per test host. */
export async function createTemplate(baseUrl: string, name: string, products?: number): Promise<string> {
  await adminQuery(baseUrl, `CREATE DATABASE ${ident(name)}`);
  const url = `${baseUrl}${name}`;
  const args = [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/store/seedCli.ts'];
  if (products) args.push('--reset', '--products', String(products));
  const seeded = spawnSync(process.execPath, args, {
    cwd: ROOT,
    // The template is the demo (a new PostgreSQL store is empty unless asked).
    env: { ...process.env, DATABASE_URL: url, DEMO: '1' },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seeding ${name} failed: ${seeded.stderr || seeded.stdout}`);
  return url;
}

/** A fresh copy of the template: a database of its own for one test host. */
export async function cloneDatabase(
  baseUrl: string,
  template: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `host_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${ident(name)} TEMPLATE ${ident(template)}`);
  return {
    url: `${baseUrl}${name}`,
    drop: () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`),
  };
}
