/**
 * A demo database of the previous schema (version 2) is brought up to date on start: the
 * English name columns are added and the Turkish defaults older hosts stored as data are cleared.
 * A database of the host before the migrator is upgraded in place. The pictures of
 * an older host's folder move into the images table; a PostgreSQL store is upgraded by the same
 * migrations, and one a newer host changed is refused.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DB_FILE, openDatabase } from '../../server/store/open';
import { SCHEMA_VERSION } from '../../server/db/migrations';
import { SCHEMA_SQL } from '../../server/db/schema';
import { productAttributesOf, type ProductAttributes } from '../../src/domain/catalog/productAttributes';
import { emptyStore, type HostStore } from './helpers';
import { openTestDb, testEngine, type TestDb } from './testDb';

jest.setTimeout(60_000);

const onSqlite = testEngine() === 'sqlite' ? describe : describe.skip;
const onPostgres = testEngine() === 'postgres' ? describe : describe.skip;

/** The demo's companies and the codes the seed gives them, which an upgrade gives an older demo store too. */
const DEMO_COMPANY_CODES = ['bayi1', 'bayi2', 'bayi3', 'bayi4', 'bayi5'].map((username, i) => ({
  username,
  customer_code: `120.01.000${i + 1}`,
}));

let store: HostStore;
let dir = '';
beforeEach(async () => {
  store = await emptyStore();
  dir = store.dataDir;
});
afterEach(() => store.remove());

interface AttributeRow {
  product_id: number;
  attribute: string;
  value: string;
}
const ATTRIBUTE_ROWS = 'SELECT product_id, attribute, value FROM product_attributes';

/** Stored attribute rows as each product's attributes, by id (products with none left out). */
function storedAttributes(rows: AttributeRow[]): Record<number, ProductAttributes> {
  const out: Record<number, Record<string, string>> = {};
  for (const r of rows) (out[Number(r.product_id)] ??= {})[r.attribute] = r.value;
  return out;
}

/** What the products' names say, by id (products whose name says nothing left out). */
const attributesOfNames = (products: { id: number; name: string }[]): Record<number, ProductAttributes> =>
  Object.fromEntries(
    products
      .map((p) => [Number(p.id), productAttributesOf(p.name)] as const)
      .filter(([, attributes]) => Object.keys(attributes).length > 0),
  );

/** Recreates `table` with its base schema's columns (SCHEMA_SQL), its rows kept, in place. */
function rebuildAsVersion3(db: Database.Database, table: string): void {
  const ddl = new RegExp(`CREATE TABLE ${table} \\([\\s\\S]*?\\);`).exec(SCHEMA_SQL)![0];
  db.exec(ddl.replace(`CREATE TABLE ${table} (`, `CREATE TABLE ${table}_v3 (`));
  const kept = (db.prepare(`PRAGMA table_info(${table}_v3)`).all() as { name: string }[])
    .map((c) => c.name)
    .join(', ');
  db.exec(`INSERT INTO ${table}_v3 (${kept}) SELECT ${kept} FROM ${table}; DROP TABLE ${table};
    ALTER TABLE ${table}_v3 RENAME TO ${table};`);
}

onSqlite('SQLite stores of older hosts', () => {
  const columns = (db: Database.Database, table: string) =>
    (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);

  it('migrates a version 2 database: name_en columns, stored default notes cleared, other notes kept', async () => {
    const old = new Database(path.join(dir, DB_FILE));
    old.exec(SCHEMA_SQL);
    old.pragma('foreign_keys = OFF');
    // The customer the order and the payment belong to (migration 6 makes it the company of both).
    old
      .prepare(
        `INSERT INTO users (id, username, password_hash, name, email, role) VALUES (1, 'bayi', '', 'Bayi', '', 'customer')`,
      )
      .run();
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

    const opened = await openDatabase(store);
    const db = new Database(path.join(dir, DB_FILE));
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
      db.close();
      await opened.db.destroy();
    }
  });

  it('upgrades a demo database of the previous host (version 3, before the migrator) in place, orders and pictures kept', async () => {
    // The previous host's database: the same schema up to version 3, no migration table, no shared
    // state, its pictures in a folder beside it.
    const made = await openDatabase(store);
    await made.db.destroy();
    const pictures = { '404.png': Buffer.from('old 404'), 'urun-1.png': Buffer.from('old product') };
    fs.mkdirSync(path.join(dir, 'images'));
    for (const [name, data] of Object.entries(pictures))
      fs.writeFileSync(path.join(dir, 'images', name), data);
    const old = new Database(path.join(dir, DB_FILE));
    old.pragma('foreign_keys = OFF');
    old.exec(`DROP TABLE kysely_migration; DROP TABLE kysely_migration_lock;
    DROP TABLE login_failures; DROP TABLE search_windows; DROP TABLE pending_payments; DROP TABLE images;
    DROP TABLE company_users; DROP TABLE branch_grants; DROP TABLE order_approvals; DROP INDEX orders_by_placer;
    DROP TABLE shopping_list_lines; DROP TABLE shopping_lists; DROP TABLE api_tokens; DROP TABLE search_synonyms;
    DROP TABLE product_attributes; DELETE FROM meta WHERE key = 'search_version';
    DROP TABLE cart_changes; DROP TABLE representative_sessions; DELETE FROM users WHERE role = 'representative';`);
    // Orders, offers and payments as version 3 made them: without who made each (migration 6);
    // customers and branches without their codes (migration 8).
    for (const table of ['orders', 'offers', 'payments', 'users', 'branches']) rebuildAsVersion3(old, table);
    old.pragma('user_version = 3');
    const orders = old.prepare('SELECT id, order_no, total FROM orders ORDER BY id').all();
    expect(orders.length).toBeGreaterThan(5);
    old.close();

    const log: string[] = [];
    const opened = await openDatabase(store, { log: (line) => log.push(line) });
    const db = new Database(path.join(dir, DB_FILE));
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      expect(db.prepare('SELECT id, order_no, total FROM orders ORDER BY id').all()).toEqual(orders);
      expect(db.prepare('SELECT name FROM kysely_migration ORDER BY name').pluck().all()).toEqual([
        '0002_base_schema',
        '0003_english_names',
        '0004_shared_state',
        '0005_images_in_database',
        '0006_company_accounts',
        '0007_shopping_lists',
        '0008_customer_codes',
        '0009_api_tokens',
        '0010_stock_total_per_statement',
        '0011_search_index',
        '0012_product_attributes',
        '0013_order_approval_reason',
        '0014_sales_representatives',
      ]);
      // The search index's synonyms and version came with its migration.
      expect(db.prepare('SELECT COUNT(*) FROM search_synonyms').pluck().get()).toBeGreaterThan(0);
      expect(db.prepare("SELECT value FROM meta WHERE key = 'search_version'").pluck().get()).toBeDefined();
      for (const table of ['login_failures', 'search_windows', 'pending_payments'])
        expect([table, columns(db, table).length > 0]).toEqual([table, true]);
      // Every product's attributes, from its name, and a change of them moves the search version.
      const products = db.prepare('SELECT id, name FROM products').all() as { id: number; name: string }[];
      expect(storedAttributes(db.prepare(ATTRIBUTE_ROWS).all() as AttributeRow[])).toEqual(
        attributesOfNames(products),
      );
      const version = () => db.prepare("SELECT value FROM meta WHERE key = 'search_version'").pluck().get();
      const before = version();
      db.prepare("UPDATE product_attributes SET value = '63A' WHERE attribute = 'rating'").run();
      expect(version()).not.toBe(before);
      expect(log).toEqual([
        expect.stringMatching(
          /Database schema upgraded: .* \(3 → 14: 0004_shared_state, 0005_images_in_database, 0006_company_accounts, 0007_shopping_lists, 0008_customer_codes, 0009_api_tokens, 0010_stock_total_per_statement, 0011_search_index, 0012_product_attributes, 0013_order_approval_reason, 0014_sales_representatives\)/,
        ),
      ]);
      // Why an order waited was not kept before: the queue shows the buyer's limits of today for those.
      expect(db.prepare('SELECT COUNT(*) FROM orders WHERE approval_limit IS NOT NULL').pluck().get()).toBe(
        0,
      );
      // Every company got a customer code in the order they were made, the demo's first (this version 3
      // store holds today's users, so migration 6 made bayi1's other users companies of their own).
      const coded = db
        .prepare('SELECT username, customer_code FROM users WHERE customer_code IS NOT NULL ORDER BY id')
        .all();
      expect(coded.slice(0, 5)).toEqual(DEMO_COMPANY_CODES);
      expect(new Set(coded.map((row) => (row as { customer_code: string }).customer_code)).size).toBe(
        coded.length,
      );
      expect(
        db.prepare("SELECT customer_code FROM users WHERE username = 'yonetici'").pluck().get(),
      ).toBeNull();
      expect(db.prepare('SELECT name, data FROM images ORDER BY name').all()).toEqual([
        { name: '404.png', data: pictures['404.png'] },
        { name: 'urun-1.png', data: pictures['urun-1.png'] },
      ]);
    } finally {
      db.close();
      await opened.db.destroy();
    }
    // And it opens again as it is, with nothing left to do.
    const again = await openDatabase(store, { log: (line) => log.push(line) });
    await again.db.destroy();
    expect(log).toHaveLength(1);
  });
});

/** A PostgreSQL store as it was before migration 14 (sales representatives). */
async function withoutRepresentatives(db: TestDb): Promise<void> {
  await db.run("DELETE FROM kysely_migration WHERE name = '0014_sales_representatives'");
  await db.run('DROP TABLE cart_changes, representative_sessions');
  await db.run('ALTER TABLE orders DROP COLUMN placed_by_representative');
  await db.run('ALTER TABLE offers DROP COLUMN made_by_representative');
  await db.run('UPDATE users SET representative_id = NULL');
  await db.run("DELETE FROM users WHERE role = 'representative'");
  await db.run(
    'ALTER TABLE users DROP COLUMN phone, DROP COLUMN representative_id, DROP COLUMN rep_may_order, DROP COLUMN rep_order_limit',
  );
  await db.run('ALTER TABLE users DROP CONSTRAINT users_role_check');
  await db.run("ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('customer', 'admin'))");
}

onPostgres('PostgreSQL stores', () => {
  it('upgrades a store of an earlier schema with the same migrations, data kept, and only once', async () => {
    const made = await openDatabase(store, { demo: true });
    await made.db.destroy();
    const db = openTestDb(store);
    try {
      // The store as version 5 left it (before company accounts, shopping lists and customer codes).
      await withoutRepresentatives(db);
      await db.run(
        "DELETE FROM kysely_migration WHERE name IN ('0006_company_accounts', '0007_shopping_lists', '0008_customer_codes', '0009_api_tokens', '0010_stock_total_per_statement', '0011_search_index', '0012_product_attributes', '0013_order_approval_reason')",
      );
      await db.run(
        'ALTER TABLE orders DROP COLUMN approval_limit, DROP COLUMN approval_limit_amount, DROP COLUMN approval_month_used',
      );
      await db.run('DROP TABLE search_synonyms, product_attributes');
      await db.run('ALTER TABLE users DROP COLUMN customer_code, DROP COLUMN price_plan');
      await db.run('ALTER TABLE branches DROP COLUMN code, DROP COLUMN address');
      await db.run('DROP TABLE api_tokens');
      await db.run('DROP TABLE shopping_list_lines, shopping_lists');
      await db.run('DROP TABLE company_users, branch_grants, order_approvals');
      await db.run('ALTER TABLE orders DROP COLUMN placed_by, DROP COLUMN status');
      await db.run('ALTER TABLE offers DROP COLUMN created_by_user');
      await db.run('ALTER TABLE payments DROP COLUMN paid_by');
      const orders = await db.all('SELECT id, order_no, total FROM orders ORDER BY id');
      expect(orders.length).toBeGreaterThan(5);

      const log: string[] = [];
      const opened = await openDatabase(store, { log: (line) => log.push(line) });
      await opened.db.destroy();
      expect(log).toEqual([
        expect.stringMatching(
          /Database schema upgraded: postgres:.* \(0006_company_accounts, 0007_shopping_lists, 0008_customer_codes, 0009_api_tokens, 0010_stock_total_per_statement, 0011_search_index, 0012_product_attributes, 0013_order_approval_reason, 0014_sales_representatives\)/,
        ),
      ]);
      // Why an order waited was not kept before: the queue shows the buyer's limits of today for those.
      expect(await db.value('SELECT COUNT(*) FROM orders WHERE approval_limit IS NOT NULL')).toBe(0);
      expect(await db.value('SELECT COUNT(*) FROM search_synonyms')).toBeGreaterThan(0);
      // As on SQLite: every product's attributes from its name, and their change moves the search version.
      const products = await db.all<{ id: number; name: string }>('SELECT id, name FROM products');
      expect(storedAttributes(await db.all<AttributeRow>(ATTRIBUTE_ROWS))).toEqual(
        attributesOfNames(products),
      );
      const version = () => db.value<string>("SELECT value FROM meta WHERE key = 'search_version'");
      const before = await version();
      await db.run("UPDATE product_attributes SET value = '63A' WHERE attribute = 'rating'");
      expect(await version()).not.toBe(before);
      expect(await db.all('SELECT id, order_no, total FROM orders ORDER BY id')).toEqual(orders);
      expect(await db.value('SELECT COUNT(*) FROM shopping_lists')).toBe(0);
      // As on SQLite: the demo's companies first (this store's other users became companies in migration 6).
      const coded = await db.all<{ customer_code: string }>(
        'SELECT username, customer_code FROM users WHERE customer_code IS NOT NULL ORDER BY id',
      );
      expect(coded.slice(0, 5)).toEqual(DEMO_COMPANY_CODES);
      expect(new Set(coded.map((row) => row.customer_code)).size).toBe(coded.length);
      // Every customer became the first Yönetici of its company, its orders placed by itself.
      expect(await db.value("SELECT COUNT(*) FROM users WHERE role = 'customer'")).toBe(
        await db.value("SELECT COUNT(*) FROM company_users WHERE role = 'yonetici' AND company_id = user_id"),
      );
      expect(
        await db.value('SELECT COUNT(*) FROM orders WHERE placed_by IS NULL OR placed_by <> user_id'),
      ).toBe(0);
      const again = await openDatabase(store, { log: (line) => log.push(line) });
      await again.db.destroy();
      expect(log).toHaveLength(1);
    } finally {
      await db.close();
    }
  });

  it('moves a store of the stock total row trigger to the statement triggers, totals still right', async () => {
    const made = await openDatabase(store);
    await made.db.destroy();
    const db = openTestDb(store);
    try {
      // The stock total as stores before version 8 kept it: one product write per stock row.
      await withoutRepresentatives(db);
      await db.run(
        "DELETE FROM kysely_migration WHERE name IN ('0010_stock_total_per_statement', '0011_search_index', '0012_product_attributes', '0013_order_approval_reason')",
      );
      await db.run(
        'ALTER TABLE orders DROP COLUMN approval_limit, DROP COLUMN approval_limit_amount, DROP COLUMN approval_month_used',
      );
      await db.run('DROP TABLE search_synonyms, product_attributes');
      await db.run('DROP TRIGGER stock_total_insert ON stock');
      await db.run('DROP TRIGGER stock_total_update ON stock');
      await db.run('DROP TRIGGER stock_total_delete ON stock');
      await db.run('DROP FUNCTION stock_total_refresh()');
      await db.run(`CREATE FUNCTION stock_total_keep() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP IN ('UPDATE', 'DELETE') THEN
            UPDATE products SET stock_total = stock_total - OLD.quantity WHERE id = OLD.product_id;
          END IF;
          IF TG_OP IN ('INSERT', 'UPDATE') THEN
            UPDATE products SET stock_total = stock_total + NEW.quantity WHERE id = NEW.product_id;
          END IF;
          RETURN NULL;
        END $$`);
      await db.run(`CREATE TRIGGER stock_total AFTER INSERT OR DELETE OR UPDATE OF quantity, product_id ON stock
        FOR EACH ROW EXECUTE FUNCTION stock_total_keep()`);

      const log: string[] = [];
      const opened = await openDatabase(store, { log: (line) => log.push(line) });
      await opened.db.destroy();
      expect(log).toEqual([
        expect.stringMatching(
          /\(0010_stock_total_per_statement, 0011_search_index, 0012_product_attributes, 0013_order_approval_reason, 0014_sales_representatives\)/,
        ),
      ]);
      expect(
        await db.all(
          "SELECT tgname FROM pg_trigger WHERE tgrelid = 'stock'::regclass AND tgname LIKE 'stock_total%' ORDER BY tgname",
        ),
      ).toEqual([
        { tgname: 'stock_total_delete' },
        { tgname: 'stock_total_insert' },
        { tgname: 'stock_total_update' },
      ]);
      await db.run('UPDATE stock SET quantity = quantity + 2.5 WHERE warehouse_id = 1');
      await db.run('DELETE FROM stock WHERE warehouse_id = 2');
      expect(
        await db.value(`SELECT COUNT(*) FROM products p
          WHERE p.stock_total <> (SELECT COALESCE(SUM(s.quantity), 0) FROM stock s WHERE s.product_id = p.id)`),
      ).toBe(0);
    } finally {
      await db.close();
    }
  });

  it('refuses a store a newer host changed, with what to do', async () => {
    const made = await openDatabase(store);
    await made.db.destroy();
    const db = openTestDb(store);
    try {
      await db.run("INSERT INTO kysely_migration (name, timestamp) VALUES ('0099_from_the_future', 'x')");
      await expect(openDatabase(store)).rejects.toThrow(/a newer host changed this database/);
    } finally {
      await db.close();
    }
  });
});
