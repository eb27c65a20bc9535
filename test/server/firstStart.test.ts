/**
 * The first start is crash-safe (on SQLite and on PostgreSQL): a kill or a failure while the
 * demo store is being made leaves a store that starts next time, complete with its pictures (in the
 * database); a half-made SQLite folder of an older host is rebuilt with a clear log line.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DB_FILE, openDatabase } from '../../server/store/open';
import { SCHEMA_VERSION } from '../../server/db/migrations';
import { SCHEMA_SQL } from '../../server/db/schema';
import { FIXED_IMAGES } from '../../server/seed/images';
import { emptyStore, type HostStore } from './helpers';
import { openTestDb, testEngine } from './testDb';

jest.setTimeout(90_000);

const ROOT = path.resolve(__dirname, '..', '..');
const engine = testEngine();
const onSqlite = engine === 'sqlite' ? describe : describe.skip;
const onPostgres = engine === 'postgres' ? describe : describe.skip;

const stores: HostStore[] = [];
const freshStore = async () => {
  const store = await emptyStore();
  stores.push(store);
  return store;
};
afterAll(async () => {
  for (const store of stores) await store.remove();
});

/** Opens the store as a start would, and checks the database and its pictures are complete. */
async function expectReady(store: HostStore, log: (m: string) => void = () => undefined): Promise<void> {
  const opened = await openDatabase(store, { log, demo: true });
  const db = openTestDb(store);
  try {
    if (engine === 'sqlite') {
      const raw = new Database(path.join(store.dataDir, DB_FILE));
      expect(raw.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      raw.close();
    } else {
      const names = await db.all<{ name: string }>('SELECT name FROM kysely_migration ORDER BY name');
      expect(names.at(-1)!.name).toMatch(new RegExp(`^${String(SCHEMA_VERSION).padStart(4, '0')}_`));
    }
    expect(await db.value('SELECT COUNT(*) FROM products')).toBeGreaterThan(50);
    const images = (await db.all<{ name: string }>('SELECT name FROM images')).map((r) => r.name);
    for (const file of Object.keys(FIXED_IMAGES)) expect(images).toContain(file);
    const productImages = await db.all<{ image: string }>(
      "SELECT image FROM products WHERE image <> '' AND image NOT LIKE '%-eksik.png' LIMIT 20",
    );
    expect(productImages).toHaveLength(20);
    for (const { image } of productImages) expect(images).toContain(path.basename(image));
  } finally {
    await db.close();
    await opened.db.destroy();
  }
}

/** Starts `npm run seed` on an empty store and kills it (SIGKILL) once `ready` says so. */
function killDuringSeed(store: HostStore, ready: () => Promise<boolean>): Promise<void> {
  // tsx as a loader, not its CLI: the CLI runs the script in a child of its own, which a kill of
  // the CLI would leave seeding.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/store/seedCli.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: store.dataDir, DATABASE_URL: store.databaseUrl ?? '', DEMO: '1' },
    stdio: 'ignore',
  });
  return new Promise((resolve, reject) => {
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      ready()
        .then((now) => {
          if (now) child.kill('SIGKILL');
        })
        .catch(() => undefined)
        .finally(() => (busy = false));
    }, 5);
    child.once('exit', (_code, signal) => {
      clearInterval(timer);
      if (signal === 'SIGKILL') resolve();
      else reject(new Error('the seed ended before the kill: pick an earlier moment'));
    });
  });
}

onSqlite('the first start on SQLite', () => {
  const walBytes = (store: HostStore) => {
    try {
      return fs.statSync(path.join(store.dataDir, `${DB_FILE}-wal`)).size;
    } catch {
      return -1;
    }
  };

  it.each<[string, (store: HostStore) => boolean]>([
    ['as the database file appears', (store) => fs.existsSync(path.join(store.dataDir, DB_FILE))],
    ['half-way through the demo data and its pictures', (store) => walBytes(store) >= 1_000_000],
  ])('killed %s, starts next time with a complete database', async (_moment, ready) => {
    const store = await freshStore();
    await killDuringSeed(store, async () => ready(store));
    await expectReady(store);
  });

  it('rebuilds a half-made folder (tables but no version) and says so', async () => {
    const store = await freshStore();
    const half = new Database(path.join(store.dataDir, DB_FILE));
    half.exec(SCHEMA_SQL);
    half.close();
    const lines: string[] = [];
    await expectReady(store, (line) => lines.push(line));
    expect(lines[0]).toMatch(/Found a first start that did not finish .*storefront\.sqlite/);
  });
});

// PostgreSQL's DDL is transactional: a store is never half made, so there is no folder to rebuild.
onPostgres('the first start on PostgreSQL', () => {
  /** Whether the seed's connection is running a statement whose text matches `pattern`. */
  const running = (store: HostStore, pattern: string) => async () => {
    const admin = openTestDb({ dataDir: store.dataDir, databaseUrl: store.databaseUrl });
    try {
      const found = await admin.all(
        `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()
           AND application_name = 'b2b-storefront-host' AND query LIKE ?`,
        pattern,
      );
      return found.length > 0;
    } finally {
      await admin.close();
    }
  };

  it.each<[string, string]>([
    ['as the schema is made', '%CREATE TABLE%'],
    ['half-way through copying the demo data and its pictures', '%json_populate_recordset%'],
    ['while the derived indexes are built', '%products_by_code_key%'],
  ])('killed %s, starts next time with a complete store', async (_moment, pattern) => {
    const store = await freshStore();
    await killDuringSeed(store, running(store, pattern));
    await expectReady(store);
  });

  it('failing at the end of the first start leaves nothing behind, and starts next time', async () => {
    const store = await freshStore();
    const db = openTestDb(store);
    try {
      // A function of the derived schema's name already there: its CREATE fails after the demo data is in.
      await db.run("CREATE FUNCTION code_key(t text) RETURNS text LANGUAGE sql AS 'SELECT t'");
      await expect(openDatabase(store, { demo: true })).rejects.toThrow(/code_key/);
      expect(await db.value<boolean>("SELECT to_regclass('products') IS NULL")).toBe(true);
      await db.run('DROP FUNCTION code_key(text)');
    } finally {
      await db.close();
    }
    await expectReady(store);
  });

  it('two instances starting on one empty database: one makes the store, the other finds it made', async () => {
    const store = await freshStore();
    const logs: string[] = [];
    const [a, b] = await Promise.all([
      openDatabase(store, { log: (line) => logs.push(line), demo: true }),
      openDatabase(store, { log: (line) => logs.push(line), demo: true }),
    ]);
    await Promise.all([a.db.destroy(), b.db.destroy()]);
    expect(logs.filter((line) => line.startsWith('Demo store created'))).toHaveLength(1);
    await expectReady(store);
  });

  it('refuses a database whose encoding is not UTF8', async () => {
    const store = await freshStore();
    const base = process.env.TEST_PG_BASE_URL!;
    const latin = `${path.basename(store.databaseUrl!)}_latin1`;
    const admin = openTestDb({ dataDir: store.dataDir, databaseUrl: `${base}postgres` });
    try {
      await admin.run(
        `CREATE DATABASE ${latin} ENCODING 'LATIN1' LC_COLLATE 'C' LC_CTYPE 'C' TEMPLATE template0`,
      );
      await expect(openDatabase({ dataDir: store.dataDir, databaseUrl: `${base}${latin}` })).rejects.toThrow(
        /encoding is LATIN1; the store needs UTF8/,
      );
      await admin.run(`DROP DATABASE ${latin}`);
    } finally {
      await admin.close();
    }
  });
});
