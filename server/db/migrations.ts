/**
 * The schema as numbered migrations, run by Kysely's migrator. Each takes a database from the
 * version before it to its own; a fresh database runs them all before the seed, and a demo database
 * of an older host is brought up to date on start instead of refused.
 *
 * Hosts before the migrator counted versions in SQLite's user_version (2: the base schema, 3: the
 * English names). `adoptVersionedDatabase` records the migrations such a database already has, so
 * the migrator runs only what is new. user_version is still set to SCHEMA_VERSION after each start,
 * so an older host refuses a database a newer one has changed.
 */
import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import { isSqlite } from './dialect';
import { keepStockTotalPerStatement, toPostgresDdl } from './dialect/postgresSchema';
import type { Db } from './handle';
import { SCHEMA_SQL } from './schema';
import { storeAttributesFromNames } from './productAttributeRows';
import {
  createAttributeTriggers,
  createSearchVersion,
  dropTrigramSearch,
  existingStore,
  PRODUCT_ATTRIBUTES_TABLE_SQL,
  SEARCH_TABLE_SQL,
} from './searchSchema';
import { sqlStatements } from './sqlStatements';
import { allowRepresentativeRole, REPRESENTATIVE_TABLES_SQL } from './representativeSchema';

/** A migration's SQL, written in SQLite's column types; PostgreSQL gets its own (postgresSchema.ts). */
const runScript = async (db: Db, script: string) => {
  for (const statement of sqlStatements(script))
    await sql.raw(isSqlite(db) ? statement : toPostgresDdl(statement)).execute(db);
};

interface NumberedMigration extends Migration {
  version: number;
}

export const MIGRATIONS: Record<string, NumberedMigration> = {
  '0002_base_schema': { version: 2, up: (db) => runScript(db, SCHEMA_SQL) },
  // English names a store may give to its catalogue (shown on English pages, falling back
  // to the Turkish name), and the Turkish defaults older hosts stored as data cleared: an order
  // without a note and a free payment without a description store '' (screens show the default).
  '0003_english_names': {
    version: 3,
    up: (db) =>
      runScript(
        db,
        `
      ALTER TABLE products ADD COLUMN name_en TEXT;
      ALTER TABLE brands ADD COLUMN name_en TEXT;
      ALTER TABLE categories ADD COLUMN name_en TEXT;
      ALTER TABLE campaigns ADD COLUMN name_en TEXT;
      UPDATE orders SET description = '' WHERE description = 'Sipariş notu yok';
      UPDATE payments SET description = '' WHERE order_id IS NOT NULL AND description = 'Sipariş notu yok';
      UPDATE payments SET description = '' WHERE payment_type = 'pay' AND description = 'Cari hesap ödemesi';
    `,
      ),
  },
  // What the host remembers across requests lives in the database, so a restart keeps it
  // and several instances share it: login failures, search counting windows, 3-D Secure transactions
  // waiting for their code (single use: completing one deletes it).
  '0004_shared_state': {
    version: 4,
    up: (db) =>
      runScript(
        db,
        `
      CREATE TABLE login_failures (kind TEXT NOT NULL, key TEXT NOT NULL, count INTEGER NOT NULL,
        last_at INTEGER NOT NULL, PRIMARY KEY (kind, key));
      CREATE INDEX login_failures_by_time ON login_failures(last_at);
      CREATE TABLE search_windows (key TEXT PRIMARY KEY, started_at INTEGER NOT NULL, count INTEGER NOT NULL);
      CREATE INDEX search_windows_by_time ON search_windows(started_at);
      CREATE TABLE pending_payments (id TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id),
        session_id TEXT NOT NULL, details TEXT NOT NULL, attempts INTEGER NOT NULL, expires_at INTEGER NOT NULL);
      CREATE INDEX pending_payments_by_expiry ON pending_payments(expires_at);
    `,
      ),
  },
  // The pictures (the seed's drawings, the bank and store logos) live in the database, so
  // every instance of a host serves the same ones and the first start makes them in its transaction.
  // A folder an older host wrote (DATA_DIR/images) is read in by store/openSqlite.ts.
  '0005_images_in_database': {
    version: 5,
    up: (db) => runScript(db, `CREATE TABLE images (name TEXT PRIMARY KEY, data BLOB NOT NULL);`),
  },
  // Company accounts. A customer (bayi) is a company: its own login becomes the company's
  // first Yönetici, and more users join it with a role, optional order limits and branch grants.
  // Orders are the company's (user_id) and say who placed them and whether they wait for approval;
  // offers and payments say which user made them.
  '0006_company_accounts': {
    version: 6,
    up: (db) =>
      runScript(
        db,
        `
      CREATE TABLE company_users (user_id INTEGER PRIMARY KEY REFERENCES users(id),
        company_id INTEGER NOT NULL REFERENCES users(id),
        role TEXT NOT NULL CHECK (role IN ('yonetici', 'satinalma', 'onaylayici', 'izleyici')),
        phone TEXT NOT NULL DEFAULT '', order_limit REAL, monthly_limit REAL,
        active INTEGER NOT NULL DEFAULT 1, must_change_password INTEGER NOT NULL DEFAULT 0);
      CREATE INDEX company_users_by_company ON company_users(company_id);
      INSERT INTO company_users (user_id, company_id, role) SELECT id, id, 'yonetici' FROM users WHERE role = 'customer';
      CREATE TABLE branch_grants (user_id INTEGER NOT NULL REFERENCES users(id),
        branch_id INTEGER NOT NULL REFERENCES branches(id), PRIMARY KEY (user_id, branch_id));
      ALTER TABLE orders ADD COLUMN placed_by INTEGER REFERENCES users(id);
      ALTER TABLE orders ADD COLUMN status TEXT NOT NULL DEFAULT 'placed';
      UPDATE orders SET placed_by = user_id;
      CREATE INDEX orders_by_placer ON orders(placed_by, created_at);
      CREATE TABLE order_approvals (order_id INTEGER PRIMARY KEY REFERENCES orders(id),
        decided_by INTEGER NOT NULL REFERENCES users(id),
        decision TEXT NOT NULL CHECK (decision IN ('approved', 'rejected')), reason TEXT NOT NULL DEFAULT '',
        decided_at TEXT NOT NULL, notified INTEGER NOT NULL DEFAULT 0);
      ALTER TABLE offers ADD COLUMN created_by_user INTEGER REFERENCES users(id);
      UPDATE offers SET created_by_user = user_id;
      ALTER TABLE payments ADD COLUMN paid_by INTEGER REFERENCES users(id);
      UPDATE payments SET paid_by = user_id;
    `,
      ),
  },
  // Saved shopping lists, a company user's own or shared with the company; a line is one
  // product in one of its units, as a cart line.
  '0007_shopping_lists': {
    version: 7,
    up: (db) =>
      runScript(
        db,
        `
      CREATE TABLE shopping_lists (id INTEGER PRIMARY KEY, company_id INTEGER NOT NULL REFERENCES users(id),
        owner_id INTEGER NOT NULL REFERENCES users(id), name TEXT NOT NULL, shared INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
      CREATE INDEX shopping_lists_by_company ON shopping_lists(company_id, updated_at);
      CREATE TABLE shopping_list_lines (id INTEGER PRIMARY KEY,
        list_id INTEGER NOT NULL REFERENCES shopping_lists(id), product_id INTEGER NOT NULL REFERENCES products(id),
        unit_id INTEGER NOT NULL REFERENCES product_units(id), quantity INTEGER NOT NULL CHECK (quantity > 0),
        note TEXT NOT NULL DEFAULT '', position INTEGER NOT NULL, UNIQUE (list_id, product_id));
    `,
      ),
  },
  // Customers as a distributor's ERP knows them: a unique code on the company's row (the key an
  // import finds a customer by), the price plan it buys at, and branches with their own code and
  // address. A store of an earlier host gets codes for its companies in the order they were made.
  '0008_customer_codes': {
    version: 8,
    up: async (db) => {
      await runScript(
        db,
        `
      ALTER TABLE users ADD COLUMN customer_code TEXT;
      ALTER TABLE users ADD COLUMN price_plan TEXT NOT NULL DEFAULT '';
      CREATE UNIQUE INDEX users_by_customer_code ON users(customer_code);
      ALTER TABLE branches ADD COLUMN code TEXT;
      ALTER TABLE branches ADD COLUMN address TEXT NOT NULL DEFAULT '';
      CREATE UNIQUE INDEX branches_by_code ON branches(user_id, code);
    `,
      );
      const { rows } = await sql<{ id: number }>`SELECT u.id FROM users u
        JOIN company_users m ON m.user_id = u.id AND m.company_id = u.id ORDER BY u.id`.execute(db);
      for (const [n, { id }] of rows.entries())
        await sql`UPDATE users SET customer_code = ${customerCodeOfOldStore(n + 1)} WHERE id = ${id}`.execute(
          db,
        );
    },
  },
  // API tokens for programs (an ERP's import job): only a hash of each is kept, the token itself is
  // shown once; a revoked token keeps its row (and its name) to say when it was last used.
  '0009_api_tokens': {
    version: 9,
    up: (db) =>
      runScript(
        db,
        `
      CREATE TABLE api_tokens (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, token_hash TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL, last_used_at TEXT, revoked_at TEXT);
    `,
      ),
  },
  // PostgreSQL keeps each product's stock total per statement on stock, not per stock row
  // (dialect/postgresSchema.ts); SQLite's row triggers stay.
  '0010_stock_total_per_statement': {
    version: 10,
    up: async (db) => {
      if (!isSqlite(db)) await keepStockTotalPerStatement(db);
    },
  },
  // The search index each instance keeps in memory (domain/search): the distributor's synonym table,
  // and meta.search_version to tell when the searched text changed; the engines' trigram indexes of
  // the search before it go (they only slowed every write of a product). A new store gets the version,
  // its triggers and the default synonyms with its derived schema; a store made before gets them here.
  '0011_search_index': {
    version: 11,
    up: async (db) => {
      await runScript(db, SEARCH_TABLE_SQL);
      await dropTrigramSearch(db);
      if (await existingStore(db)) await createSearchVersion(db);
    },
  },
  // The attributes the list's filters offer (poles, rating, colour…) stored per product: an import
  // takes them from its attribute columns, else from the product's name, and the facet table reads
  // them instead of reading every name again. A store made before gets them from its names, and the
  // triggers that move the search version when they change (a new store gets those with its derived schema).
  '0012_product_attributes': {
    version: 12,
    up: async (db) => {
      await runScript(db, PRODUCT_ATTRIBUTES_TABLE_SQL);
      await storeAttributesFromNames(db);
      if (await existingStore(db)) await createAttributeTriggers(db);
    },
  },
  // Why a waiting order waits, as it was judged when it was sent (domain/company/orderApproval
  // ApprovalReason): the limit it went over, that limit's amount and what the buyer's month had used.
  // The approver reads these, not the buyer's limits of today; an order of an earlier host has none.
  '0013_order_approval_reason': {
    version: 13,
    up: (db) =>
      runScript(
        db,
        `
      ALTER TABLE orders ADD COLUMN approval_limit TEXT;
      ALTER TABLE orders ADD COLUMN approval_limit_amount REAL;
      ALTER TABLE orders ADD COLUMN approval_month_used REAL;
    `,
      ),
  },
  // Sales representatives (plasiyer): a user of their own role linked to the customer companies they
  // serve, the company's consent to their ordering for it, the trace of what they did while acting
  // and the log of their acting sessions (db/representativeSchema.ts).
  '0014_sales_representatives': {
    version: 14,
    up: async (db) => {
      await runScript(db, REPRESENTATIVE_TABLES_SQL);
      await allowRepresentativeRole(db);
    },
  },
};

/** The code an earlier host's company gets (n from 1, in the order the companies were made). */
export const customerCodeOfOldStore = (n: number) => `120.01.${String(n).padStart(4, '0')}`;

/** The version the last migration leaves. */
export const SCHEMA_VERSION = Math.max(...Object.values(MIGRATIONS).map((m) => m.version));
/** The oldest user_version a database may have and still be upgraded. */
export const OLDEST_UPGRADABLE_VERSION = 2;

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * The migrator works on the caller's transaction (the first start's, or the upgrade's), so schema,
 * seed and version land together or not at all. Kysely's migrator asks its handle for a connection
 * to run on; a transaction has none to give, so it is handed the transaction itself.
 */
function migratorOn(trx: Db): Migrator {
  const handle = new Proxy(trx, {
    get(target, property) {
      if (property === 'connection')
        return () => ({ execute: <T>(work: (db: Db) => Promise<T>) => work(target) });
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return new Migrator({ db: handle, provider, disableTransactions: true });
}

/** Runs every migration not yet applied, in the caller's transaction; throws on the first failure. */
export async function migrateToLatest(trx: Db): Promise<string[]> {
  const { error, results = [] } = await migratorOn(trx).migrateToLatest();
  if (error instanceof Error && /previously executed migration .* is missing/.test(error.message))
    throw new Error(
      `${error.message}: a newer host changed this database; run that host, or npm run seed -- --reset`,
    );
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * A database of a host before the migrator (user_version 2 or 3, no migration table): the migrations
 * up to its version are recorded as applied, with the time of adoption. Those hosts ran on SQLite
 * only, hence sqlite_master.
 */
export async function adoptVersionedDatabase(trx: Db, userVersion: number): Promise<void> {
  const known = await sql<{
    n: number;
  }>`SELECT COUNT(*) AS n FROM sqlite_master WHERE name = 'kysely_migration'`.execute(trx);
  if (known.rows[0]!.n > 0) return;
  await sql`CREATE TABLE kysely_migration (name varchar(255) NOT NULL PRIMARY KEY, timestamp varchar(255) NOT NULL)`.execute(
    trx,
  );
  const now = new Date().toISOString();
  for (const [name, migration] of Object.entries(MIGRATIONS))
    if (migration.version <= userVersion)
      await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${name}, ${now})`.execute(trx);
}
