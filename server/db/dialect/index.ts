/**
 * What differs between the engines, in one place: each function asks the handle which engine it runs
 * on. SQLite is the default (DATA_DIR); PostgreSQL comes with DATABASE_URL (postgres.ts). The schema's
 * differences are in postgresSchema.ts.
 */
import { sql, SqliteAdapter, type RawBuilder } from 'kysely';
import type { Db } from '../handle';

export const isSqlite = (db: Db) => db.getExecutor().adapter instanceof SqliteAdapter;

/**
 * Takes the customer's lock inside the caller's transaction, so that two changes to one customer's
 * cart, orders, offers or payments never interleave. SQLite: the transaction itself is the lock (see
 * dialect/sqlite.ts). PostgreSQL: the customer's row, locked until the transaction ends.
 */
export async function lockCustomer(trx: Db, userId: number): Promise<void> {
  if (isSqlite(trx)) return;
  await sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`.execute(trx);
}

/**
 * "`column` is one of `ids`", however many: one parameter on both engines (a JSON array SQLite reads
 * with json_each, an array literal PostgreSQL casts), not one per id, which engines cap.
 */
export function oneOfIds(db: Db, column: string, ids: readonly number[]): RawBuilder<unknown> {
  const ref = sql.ref(column);
  if (isSqlite(db)) return sql`${ref} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;
  return sql`${ref} = ANY(CAST(${`{${ids.join(',')}}`} AS BIGINT[]))`;
}

/**
 * A planner hint after a table in FROM (` INDEXED BY name`), where the engine takes one: SQLite would
 * rather walk a sort index and look each row up. Nothing on other engines.
 */
export function indexedBy(db: Db, index: string): RawBuilder<unknown> {
  return isSqlite(db) ? sql` INDEXED BY ${sql.id(index)}` : sql``;
}

/**
 * A code or barcode column as the quick order pad compares codes (src/domain/quickOrder/quickOrderRows codeKey:
 * trimmed, Turkish İ/ı folded, lower case), so the host matches exactly what the pad merges as one
 * code. The function code_key: on SQLite the domain's own, given to every connection (sqlite.ts); on
 * PostgreSQL an immutable SQL function with expression indexes (postgresSchema.ts).
 */
export function codeKeyOf(_db: Db, column: string): RawBuilder<string> {
  return sql<string>`code_key(${sql.ref(column)})`;
}
