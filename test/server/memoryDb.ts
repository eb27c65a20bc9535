/** An empty store in memory with the current schema: for tests of one repository module. */
import Database from 'better-sqlite3';
import { sqliteHandle } from '../../server/db/dialect/sqlite';
import type { Db } from '../../server/db/handle';
import { migrateToLatest } from '../../server/db/migrations';

export async function memoryDb(): Promise<Db> {
  const db = sqliteHandle(new Database(':memory:'));
  await db.transaction().execute((trx) => migrateToLatest(trx));
  return db;
}
