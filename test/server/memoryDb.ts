/**
 * An empty store with the current schema, for tests of one repository module: an SQLite database in
 * memory, or with TEST_DB=postgres an empty database of its own (dropped by `destroy()`).
 */
import Database from 'better-sqlite3';
import { postgresHandle } from '../../server/db/dialect/postgres';
import { sqliteHandle } from '../../server/db/dialect/sqlite';
import type { Db } from '../../server/db/handle';
import { migrateToLatest } from '../../server/db/migrations';
import { emptyStore } from './helpers';
import { testEngine } from './testDb';

export async function memoryDb(): Promise<Db> {
  let db: Db;
  if (testEngine() === 'sqlite') db = sqliteHandle(new Database(':memory:'));
  else {
    const store = await emptyStore();
    db = postgresHandle(store.databaseUrl!, { poolSize: 2 });
    const destroy = db.destroy.bind(db);
    db.destroy = async () => {
      await destroy();
      await store.remove();
    };
  }
  await db.transaction().execute((trx) => migrateToLatest(trx));
  return db;
}
