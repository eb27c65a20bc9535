/** Opens DATA_DIR/storefront.sqlite, creating and seeding it on first use (or on reset). */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DERIVED_SQL, SCHEMA_SQL, SCHEMA_VERSION } from './schema';
import { seedDatabase } from './seed';

export const DB_FILE = 'storefront.sqlite';

export interface OpenOptions {
  /** Delete the database and images first and seed again. */
  reset?: boolean;
  log?: (message: string) => void;
  /** When seeding: grow the catalogue to this many products (see seed/largeCatalogue.ts). */
  products?: number;
}

export function openDatabase(dataDir: string, options: OpenOptions = {}): Database.Database {
  const file = path.join(dataDir, DB_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  if (options.reset) {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
    fs.rmSync(path.join(dataDir, 'images'), { recursive: true, force: true });
  }
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version === 0) {
    const started = Date.now();
    db.exec(SCHEMA_SQL);
    seedDatabase(db, dataDir, new Date(), { products: options.products });
    db.transaction(() => db.exec(DERIVED_SQL))();
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
    options.log?.(`Demo veritabanı oluşturuldu: ${file} (${Date.now() - started} ms)`);
  } else if (version !== SCHEMA_VERSION) {
    db.close();
    throw new Error(
      `${file} has schema version ${version}, expected ${SCHEMA_VERSION}: run npm run seed -- --reset`,
    );
  }
  return db;
}
