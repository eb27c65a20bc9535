/**
 * Opens DATA_DIR/storefront.sqlite, creating and seeding it on first use (or on reset). The first start
 * is crash-safe: migrations, demo data with its pictures (or an empty store's essentials) and the schema version are one transaction,
 * so a kill at any moment leaves either a ready database or one with no tables. A half-made folder of
 * an older host (tables without a version) is detected and rebuilt.
 */
import { createSearchDerived } from '../db/searchSchema';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import {
  connectSqlite,
  hasTables,
  sqliteHandle,
  userVersion,
  type SqliteConnection,
} from '../db/dialect/sqlite';
import { importImageFolder } from '../repo/images';
import type { Db } from '../db/handle';
import {
  adoptVersionedDatabase,
  migrateToLatest,
  OLDEST_UPGRADABLE_VERSION,
  SCHEMA_VERSION,
} from '../db/migrations';
import type { OpenOptions } from './openOptions';
import { demoWanted } from './demoChoice';
import { runScript } from '../db/runScript';
import { DERIVED_SQL, SQLITE_DERIVED_SQL } from '../db/schema';
import { seedDatabase } from '../seed';
import { seedEssentials } from '../seed/essentials';

export const DB_FILE = 'storefront.sqlite';

/** The folder of pictures older hosts wrote (before the images table), removed with the database. */
const LEGACY_IMAGES = 'images';

function removeData(dataDir: string, file: string): void {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
  fs.rmSync(path.join(dataDir, LEGACY_IMAGES), { recursive: true, force: true });
}

/**
 * The schema and its rows — the demo, or what an empty store needs (seed/essentials.ts) — in the
 * caller's transaction on `raw`'s connection; `demo` is the caller's resolved choice.
 */
export async function seedSqliteStore(
  raw: SqliteConnection,
  trx: Db,
  options: OpenOptions & { demo: boolean },
): Promise<void> {
  await migrateToLatest(trx);
  if (options.demo) await seedDatabase(raw, trx, new Date(), { products: options.products });
  else await seedEssentials(trx, new Date());
}

/**
 * A new store (the demo, or an empty one) drawn into an SQLite database in memory, for PostgreSQL to
 * copy (openPostgres.ts): one seed for both engines. The caller destroys the handle.
 */
export async function seedInMemory(options: OpenOptions & { demo: boolean }): Promise<Db> {
  const raw = connectSqlite(':memory:');
  const memory = sqliteHandle(raw);
  await memory.transaction().execute((trx) => seedSqliteStore(raw, trx, options));
  return memory;
}

async function createStore(raw: SqliteConnection, db: Db, options: OpenOptions & { demo: boolean }) {
  await db.transaction().execute(async (trx) => {
    await seedSqliteStore(raw, trx, options);
    await runScript(trx, DERIVED_SQL);
    await runScript(trx, SQLITE_DERIVED_SQL);
    await createSearchDerived(trx);
    await sql.raw(`PRAGMA user_version = ${SCHEMA_VERSION}`).execute(trx);
  });
}

async function upgrade(db: Db, from: number, dataDir: string): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await adoptVersionedDatabase(trx, from);
    const applied = await migrateToLatest(trx);
    // A host before the images table kept its pictures in a folder beside the database.
    if (applied.includes('0005_images_in_database'))
      await importImageFolder(trx, path.join(dataDir, LEGACY_IMAGES));
    await sql.raw(`PRAGMA user_version = ${SCHEMA_VERSION}`).execute(trx);
    return applied;
  });
}

export async function openSqlite(dataDir: string, options: OpenOptions = {}): Promise<Db> {
  const file = path.join(dataDir, DB_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  if (options.reset) removeData(dataDir, file);
  let raw = connectSqlite(file);
  let version = userVersion(raw);
  if (version === 0 && hasTables(raw)) {
    options.log?.(
      `Found a first start that did not finish (tables but no schema version): rebuilding ${file} and its pictures`,
    );
    raw.close();
    removeData(dataDir, file);
    raw = connectSqlite(file);
    version = 0;
  }
  const db = sqliteHandle(raw, { queryLog: options.queryLog });
  try {
    if (version === 0) {
      const started = Date.now();
      // An SQLite store is the newcomer's demo unless asked otherwise (demoChoice.ts).
      const demo = demoWanted(options.demo, 'sqlite');
      await createStore(raw, db, { ...options, demo });
      options.log?.(
        `${demo ? 'Demo store created' : 'Empty store created'}: ${file} (${Date.now() - started} ms)`,
      );
    } else if (version >= OLDEST_UPGRADABLE_VERSION && version < SCHEMA_VERSION) {
      const applied = await upgrade(db, version, dataDir);
      options.log?.(
        `Database schema upgraded: ${file} (${version} → ${SCHEMA_VERSION}: ${applied.join(', ')})`,
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
  return db;
}
