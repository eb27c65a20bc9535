/**
 * Opens DATA_DIR/storefront.sqlite, creating and seeding it on first use (or on reset). The first start
 * is crash-safe: schema, demo data and the schema version are one transaction, and the images are
 * written inside it, so a kill at any moment leaves either a ready database or one with no tables.
 * A half-made folder of an older host (tables without a version) is detected and rebuilt.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { BASE_SCHEMA_VERSION, migrate } from './migrations';
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

function removeData(dataDir: string, file: string): void {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
  fs.rmSync(path.join(dataDir, 'images'), { recursive: true, force: true });
}

function connect(file: string): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}

const hasTables = (db: Database.Database) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' LIMIT 1").get() !== undefined;

export function openDatabase(dataDir: string, options: OpenOptions = {}): Database.Database {
  const file = path.join(dataDir, DB_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  if (options.reset) removeData(dataDir, file);
  let db = connect(file);
  let version = db.pragma('user_version', { simple: true }) as number;
  if (version === 0 && hasTables(db)) {
    options.log?.(
      `Yarım kalmış ilk kurulum bulundu (tablolar var, sürüm yok): ${file} ve resimler yeniden oluşturuluyor`,
    );
    db.close();
    removeData(dataDir, file);
    db = connect(file);
    version = 0;
  }
  if (version === 0) {
    const started = Date.now();
    db.transaction(() => {
      db.exec(SCHEMA_SQL);
      migrate(db, BASE_SCHEMA_VERSION);
      // Writes the images too, before the version below marks the database ready.
      seedDatabase(db, dataDir, new Date(), { products: options.products });
      db.exec(DERIVED_SQL);
      db.pragma(`user_version = ${SCHEMA_VERSION}`);
    })();
    options.log?.(`Demo veritabanı oluşturuldu: ${file} (${Date.now() - started} ms)`);
  } else if (version >= BASE_SCHEMA_VERSION && version < SCHEMA_VERSION) {
    db.transaction(() => {
      migrate(db, version);
      db.pragma(`user_version = ${SCHEMA_VERSION}`);
    })();
    options.log?.(`Veritabanı şeması güncellendi: ${file} (${version} → ${SCHEMA_VERSION})`);
  } else if (version !== SCHEMA_VERSION) {
    db.close();
    throw new Error(
      `${file} has schema version ${version}, expected ${SCHEMA_VERSION}: run npm run seed -- --reset`,
    );
  }
  return db;
}
