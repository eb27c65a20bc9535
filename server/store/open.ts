/**
 * Opens the store's database, creating and seeding it on first use (or on reset): the embedded SQLite
 * file in DATA_DIR by default, PostgreSQL when a DATABASE_URL is given (openPostgres.ts). Either way
 * the first start is one transaction, and a database of an older schema is brought up to date. A new
 * store holds the demo or is empty (demoChoice.ts).
 */
import type { Db } from '../db/handle';
import { holdsDemo } from '../repo/storeMarker';
import type { OpenOptions } from './openOptions';
import { openPostgres } from './openPostgres';
import { openSqlite } from './openSqlite';

export { DB_FILE } from './openSqlite';
export type { OpenOptions } from './openOptions';

/** Where the store lives: DATA_DIR (SQLite), or DATABASE_URL (PostgreSQL) when set. */
export interface StoreLocation {
  dataDir: string;
  databaseUrl?: string;
}

export type Engine = 'sqlite' | 'postgres';

export interface OpenDatabase {
  db: Db;
  engine: Engine;
  /** Whether the store holds the demo (its published accounts), as it was made (repo/storeMarker.ts). */
  demo: boolean;
}

export async function openDatabase(
  location: StoreLocation,
  options: OpenOptions = {},
): Promise<OpenDatabase> {
  const engine: Engine = location.databaseUrl ? 'postgres' : 'sqlite';
  const db = location.databaseUrl
    ? await openPostgres(location.databaseUrl, options)
    : await openSqlite(location.dataDir, options);
  try {
    return { db, engine, demo: await holdsDemo(db) };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
