/**
 * Opens DATA_DIR/storefront.sqlite, creating and seeding it on first use (or on reset). The first start
 * is crash-safe: migrations, demo data and the schema version are one transaction, and the images are
 * written inside it, so a kill at any moment leaves either a ready database or one with no tables.
 * A half-made folder of an older host (tables without a version) is detected and rebuilt.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { connectSqlite, hasTables, sqliteHandle, userVersion, type SqliteConnection } from './dialect/sqlite';
import type { Db } from './handle';
import {
  adoptVersionedDatabase,
  migrateToLatest,
  OLDEST_UPGRADABLE_VERSION,
  SCHEMA_VERSION,
} from './migrations';
import { DERIVED_SQL } from './schema';
import { seedDatabase } from './seed';
import { sqlStatements } from './sqlStatements';

export const DB_FILE = 'storefront.sqlite';

export interface OpenOptions {
  /** Delete the database and images first and seed again. */
  reset?: boolean;
  log?: (message: string) => void;
  /** When seeding: grow the catalogue to this many products (see seed/largeCatalogue.ts). */
  products?: number;
}

/** The open database: `db` for the host's code, `raw` for the seed's bulk inserts and for tests. */
export interface OpenDatabase {
  raw: SqliteConnection;
  db: Db;
}

function removeData(dataDir: string, file: string): void {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
  fs.rmSync(path.join(dataDir, 'images'), { recursive: true, force: true });
}

async function createDemo(raw: SqliteConnection, db: Db, dataDir: string, options: OpenOptions) {
  await db.transaction().execute(async (trx) => {
    await migrateToLatest(trx);
    // Writes the images too, before the version below marks the database ready.
    await seedDatabase(raw, trx, dataDir, new Date(), { products: options.products });
    for (const statement of sqlStatements(DERIVED_SQL)) await sql.raw(statement).execute(trx);
    await sql.raw(`PRAGMA user_version = ${SCHEMA_VERSION}`).execute(trx);
  });
}

async function upgrade(db: Db, from: number): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await adoptVersionedDatabase(trx, from);
    const applied = await migrateToLatest(trx);
    await sql.raw(`PRAGMA user_version = ${SCHEMA_VERSION}`).execute(trx);
    return applied;
  });
}

export async function openDatabase(dataDir: string, options: OpenOptions = {}): Promise<OpenDatabase> {
  const file = path.join(dataDir, DB_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  if (options.reset) removeData(dataDir, file);
  let raw = connectSqlite(file);
  let version = userVersion(raw);
  if (version === 0 && hasTables(raw)) {
    options.log?.(
      `Yarım kalmış ilk kurulum bulundu (tablolar var, sürüm yok): ${file} ve resimler yeniden oluşturuluyor`,
    );
    raw.close();
    removeData(dataDir, file);
    raw = connectSqlite(file);
    version = 0;
  }
  const db = sqliteHandle(raw);
  try {
    if (version === 0) {
      const started = Date.now();
      await createDemo(raw, db, dataDir, options);
      options.log?.(`Demo veritabanı oluşturuldu: ${file} (${Date.now() - started} ms)`);
    } else if (version >= OLDEST_UPGRADABLE_VERSION && version < SCHEMA_VERSION) {
      const applied = await upgrade(db, version);
      options.log?.(
        `Veritabanı şeması güncellendi: ${file} (${version} → ${SCHEMA_VERSION}: ${applied.join(', ')})`,
      );
    } else if (version !== SCHEMA_VERSION) {
      throw new Error(
        `${file} has schema version ${version}, expected ${SCHEMA_VERSION}: run npm run seed -- --reset`,
      );
    }
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { raw, db };
}
