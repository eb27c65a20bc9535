/**
 * Issue 19: a demo database of the previous schema (version 2) is brought up to date on start: the
 * English name columns are added and the Turkish defaults older hosts stored as data are cleared.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DB_FILE, openDatabase } from '../../server/db/open';
import { SCHEMA_VERSION } from '../../server/db/migrations';
import { SCHEMA_SQL } from '../../server/db/schema';

let dir = '';
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-migrate-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const columns = (db: Database.Database, table: string) =>
  (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);

it('migrates a version 2 database: name_en columns, stored default notes cleared, other notes kept', async () => {
  const old = new Database(path.join(dir, DB_FILE));
  old.exec(SCHEMA_SQL);
  old.pragma('foreign_keys = OFF');
  const order = old.prepare(
    `INSERT INTO orders (order_no, user_id, created_by, created_at, description, advence_price, currency, subtotal,
       tax_total, total) VALUES (?, 1, 'x', '2025-01-01', ?, '', 'TRY', 0, 0, 0)`,
  );
  order.run('SP1', 'Sipariş notu yok');
  order.run('SP2', 'Kapıya teslim');
  old
    .prepare(
      `INSERT INTO payments (user_id, order_id, payment_type, amount, total, installment, commision_fee, bank_name,
       masked_card, card_holder, description, created_at) VALUES (1, NULL, 'pay', 1, 1, 1, 0, '', '', '', ?, '')`,
    )
    .run('Cari hesap ödemesi');
  old.pragma('user_version = 2');
  old.close();

  const opened = await openDatabase(dir);
  const db = opened.raw;
  try {
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    for (const table of ['products', 'brands', 'categories', 'campaigns'])
      expect([table, columns(db, table).includes('name_en')]).toEqual([table, true]);
    const notes = db.prepare('SELECT order_no, description FROM orders ORDER BY order_no').all();
    expect(notes).toEqual([
      { order_no: 'SP1', description: '' },
      { order_no: 'SP2', description: 'Kapıya teslim' },
    ]);
    expect(db.prepare('SELECT description FROM payments').get()).toEqual({ description: '' });
  } finally {
    await opened.db.destroy();
  }
});

it('upgrades a demo database of the previous host (version 3, before the migrator) in place, orders kept', async () => {
  // The previous host's database: the same schema up to version 3, no migration table, no shared state.
  const made = await openDatabase(dir);
  await made.db.destroy();
  const old = new Database(path.join(dir, DB_FILE));
  old.exec(`DROP TABLE kysely_migration; DROP TABLE kysely_migration_lock;
    DROP TABLE login_failures; DROP TABLE search_windows; DROP TABLE pending_payments;`);
  old.pragma('user_version = 3');
  const orders = old.prepare('SELECT id, order_no, total FROM orders ORDER BY id').all();
  expect(orders.length).toBeGreaterThan(5);
  old.close();

  const log: string[] = [];
  const opened = await openDatabase(dir, { log: (line) => log.push(line) });
  try {
    const db = opened.raw;
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(db.prepare('SELECT id, order_no, total FROM orders ORDER BY id').all()).toEqual(orders);
    expect(db.prepare('SELECT name FROM kysely_migration ORDER BY name').pluck().all()).toEqual([
      '0002_base_schema',
      '0003_english_names',
      '0004_shared_state',
    ]);
    for (const table of ['login_failures', 'search_windows', 'pending_payments'])
      expect([table, columns(db, table).length > 0]).toEqual([table, true]);
    expect(log).toEqual([expect.stringMatching(/şeması güncellendi: .* \(3 → 4: 0004_shared_state\)/)]);
  } finally {
    await opened.db.destroy();
  }
  // And it opens again as it is, with nothing left to do.
  const again = await openDatabase(dir, { log: (line) => log.push(line) });
  await again.db.destroy();
  expect(log).toHaveLength(1);
});
