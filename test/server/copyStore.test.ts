/**
 * `npm run db:copy` moves a store from its SQLite file into PostgreSQL: every row of every
 * table (ids, orders, sessions, pictures), the derived search index and triggers made on the target,
 * identities advanced past the copied ids; a target that holds a store is refused unless --reset.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/store/open';
import { startHostProcess } from '../../e2e/support/hostProcess';
import { emptyStore, loggedIn, type HostStore } from './helpers';
import { openTestDb, testEngine } from './testDb';

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '..', '..');
const onPostgres = testEngine() === 'postgres' ? describe : describe.skip;

function copy(from: string, url: string, ...flags: string[]) {
  return spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/store/copyCli.ts', '--from', from, ...flags],
    { cwd: ROOT, env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8' },
  );
}

onPostgres('npm run db:copy', () => {
  let sqliteDir: string;
  let target: HostStore;

  beforeAll(async () => {
    sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-copy-from-'));
    const made = await openDatabase({ dataDir: sqliteDir });
    await made.db.destroy();
    target = await emptyStore();
  });
  afterAll(async () => {
    fs.rmSync(sqliteDir, { recursive: true, force: true });
    await target.remove();
  });

  it('copies every row of every table, pictures included, and the store serves from it', async () => {
    const lite = openTestDb({ dataDir: sqliteDir });
    // A session and an order made on the SQLite store travel too.
    await lite.run(
      "UPDATE orders SET description = 'taşınan sipariş' WHERE id = (SELECT MIN(id) FROM orders)",
    );
    const copied = copy(sqliteDir, target.databaseUrl!);
    expect([copied.status, copied.stderr]).toEqual([0, '']);
    expect(copied.stdout).toMatch(
      /storefront\.sqlite → postgres:\/\/.*: \d+ products, 11 accounts, \d+ orders, \d+ offers, \d+ pictures/,
    );

    const pg = openTestDb(target);
    try {
      const tables = (
        await lite.all<{ name: string }>(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%' AND name NOT LIKE 'product_search%' AND name NOT LIKE 'kysely%' ORDER BY name",
        )
      ).map((t) => t.name);
      expect(tables).toContain('images');
      for (const table of tables) {
        const columns = await lite.all<{ name: string }>('SELECT name FROM pragma_table_info(?)', table);
        const rows = `SELECT * FROM ${table} ORDER BY ${columns.map((_, k) => k + 1).join(', ')}`;
        expect([table, await pg.all(rows)]).toEqual([table, await lite.all(rows)]);
      }
      // New rows get ids past the copied ones.
      const before = await pg.value('SELECT MAX(id) FROM orders');
      const host = await startHostProcess({
        dataDir: target.dataDir,
        env: { DATABASE_URL: target.databaseUrl! },
      });
      try {
        const client = await loggedIn(host.url, 'bayi2');
        const product = await pg.value(
          'SELECT p.id FROM products p WHERE p.sale_price > 0 AND p.variant_check = 1 AND p.stock_total > 10 ORDER BY p.id LIMIT 1',
        );
        expect((await client.post(`/api/catalog/cart/${product}`, { form: { quantity: 1 } })).status).toBe(
          200,
        );
        expect(
          (
            await client.post('/api/catalog/cart', {
              form: { description: '', advencePrice: 'advencePrice1' },
            })
          ).status,
        ).toBe(200);
        expect(await pg.value('SELECT MAX(id) FROM orders')).toBe(before + 1);
        expect((await client.get('/search?q=priz')).text).toContain('data-component="ProductList"');
        expect((await client.get('/images/logo.png')).status).toBe(200);
      } finally {
        await host.stop({ keepData: true });
      }
    } finally {
      await pg.close();
      await lite.close();
    }
  });

  it('refuses a database that holds a store, and replaces it with --reset', async () => {
    const refused = copy(sqliteDir, target.databaseUrl!);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/already holds a store: add --reset to replace it/);
    const replaced = copy(sqliteDir, target.databaseUrl!, '--reset');
    expect([replaced.status, replaced.stderr]).toEqual([0, '']);
    const pg = openTestDb(target);
    try {
      expect(await pg.value("SELECT COUNT(*) FROM orders WHERE description = 'taşınan sipariş'")).toBe(1);
    } finally {
      await pg.close();
    }
  });

  it('says what is wrong without a PostgreSQL URL or a store to copy', () => {
    expect(copy(sqliteDir, '').stderr).toMatch(/DATABASE_URL=postgres:\/\/.* is required/);
    expect(copy(path.join(sqliteDir, 'yok'), target.databaseUrl!).stderr).toMatch(/does not exist/);
  });
});
