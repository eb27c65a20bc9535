/**
 * The sales representatives' schema (migration 14): a representative is a users row of its own role,
 * so the role column's check widens. SQLite cannot change a check in place; the users table is made
 * again inside the migration's transaction, with every other table's references to it kept.
 */
import { sql } from 'kysely';
import { isSqlite } from './dialect';
import type { Db } from './handle';
import { allRows } from './query';

const OLD_ROLE_CHECK = "CHECK (role IN ('customer', 'admin'))";
const NEW_ROLE_CHECK = "CHECK (role IN ('customer', 'admin', 'representative'))";

/**
 * SQLite: the users table again with the wider check. Its rows are copied aside, the table dropped
 * (foreign keys deferred: the rows referring to it wait for their parents) and made again, and the
 * rows put back, which satisfies every deferred reference before the transaction commits.
 */
async function widenRoleOnSqlite(db: Db): Promise<void> {
  const table = await allRows(
    db,
    sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'users'`,
  );
  const create = table[0]?.sql ?? '';
  if (!create.includes(OLD_ROLE_CHECK)) throw new Error('users table without the known role check');
  const parts = await allRows(
    db,
    sql<{ sql: string }>`SELECT sql FROM sqlite_master
      WHERE tbl_name = 'users' AND type IN ('index', 'trigger') AND sql IS NOT NULL`,
  );
  await sql`PRAGMA defer_foreign_keys = ON`.execute(db);
  await sql`CREATE TEMP TABLE users_before_representatives AS SELECT * FROM users`.execute(db);
  await sql`DROP TABLE users`.execute(db);
  await sql.raw(create.split(OLD_ROLE_CHECK).join(NEW_ROLE_CHECK)).execute(db);
  await sql`INSERT INTO users SELECT * FROM users_before_representatives`.execute(db);
  await sql`DROP TABLE users_before_representatives`.execute(db);
  for (const part of parts) await sql.raw(part.sql).execute(db);
  await sql`PRAGMA defer_foreign_keys = OFF`.execute(db);
}

async function widenRoleOnPostgres(db: Db): Promise<void> {
  const checks = await allRows(
    db,
    sql<{ conname: string }>`SELECT conname FROM pg_constraint
      WHERE conrelid = 'users'::regclass AND contype = 'c' AND pg_get_constraintdef(oid) LIKE '%role%'`,
  );
  for (const { conname } of checks)
    await sql`ALTER TABLE users DROP CONSTRAINT ${sql.id(conname)}`.execute(db);
  await sql.raw(`ALTER TABLE users ADD CONSTRAINT users_role_check ${NEW_ROLE_CHECK}`).execute(db);
}

/** users.role may say 'representative' (after 'customer' and 'admin'). */
export const allowRepresentativeRole = (db: Db) =>
  isSqlite(db) ? widenRoleOnSqlite(db) : widenRoleOnPostgres(db);

/**
 * The link of a customer company to its representative and the company's consent (on the company's
 * row), the representative's phone, the trace of what a representative did while acting (orders,
 * offers, the cart's last change) and the log of acting sessions.
 */
export const REPRESENTATIVE_TABLES_SQL = `
  ALTER TABLE users ADD COLUMN phone TEXT NOT NULL DEFAULT '';
  ALTER TABLE users ADD COLUMN representative_id INTEGER REFERENCES users(id);
  ALTER TABLE users ADD COLUMN rep_may_order INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE users ADD COLUMN rep_order_limit REAL;
  CREATE INDEX users_by_representative ON users(representative_id);
  ALTER TABLE orders ADD COLUMN placed_by_representative INTEGER REFERENCES users(id);
  ALTER TABLE offers ADD COLUMN made_by_representative INTEGER REFERENCES users(id);
  CREATE TABLE cart_changes (user_id INTEGER PRIMARY KEY REFERENCES users(id),
    changed_by INTEGER NOT NULL REFERENCES users(id), by_representative INTEGER NOT NULL DEFAULT 0,
    changed_at TEXT NOT NULL);
  CREATE TABLE representative_sessions (id INTEGER PRIMARY KEY,
    representative_id INTEGER NOT NULL REFERENCES users(id), company_id INTEGER NOT NULL REFERENCES users(id),
    started_at TEXT NOT NULL, ended_at TEXT);
  CREATE INDEX representative_sessions_by_start ON representative_sessions(started_at);
`;
