/**
 * Opens the store on PostgreSQL (DATABASE_URL), creating and seeding it when the database has none.
 * Several instances may start at once: each takes the same advisory lock first, so one creates or
 * upgrades the store while the others wait and then find it made. PostgreSQL's DDL is transactional:
 * schema, rows (the demo or an empty store's essentials), derived schema and migration records land together or not at all.
 */
import { createSearchDerived } from '../db/searchSchema';
import { sql } from 'kysely';
import { copyStoreRows } from '../db/copyStore';
import { describePostgresUrl, postgresHandle } from '../db/dialect/postgres';
import { advanceIdentities, createPostgresDerived } from '../db/dialect/postgresSchema';
import type { Db } from '../db/handle';
import { migrateToLatest } from '../db/migrations';
import type { OpenOptions } from './openOptions';
import { demoWanted } from './demoChoice';
import { seedInMemory } from './openSqlite';
import { runScript } from '../db/runScript';
import { DERIVED_SQL } from '../db/schema';

/** The advisory lock key of a start (any fixed number; the same in every instance). */
const START_LOCK = 2_302_023;

export interface PostgresOpenOptions extends OpenOptions {
  /** Fill a new store with this SQLite store's rows instead of the demo (npm run db:copy). */
  source?: Db;
}

async function requireUtf8(db: Db): Promise<void> {
  const { rows } = await sql<{ server_encoding: string }>`SHOW server_encoding`.execute(db);
  const encoding = rows[0]?.server_encoding;
  if (encoding !== 'UTF8')
    throw new Error(
      `the database's encoding is ${encoding}; the store needs UTF8 (createdb --encoding=UTF8 --template=template0, server/README.md)`,
    );
}

const hasStore = async (trx: Db) =>
  (await sql<{ found: boolean }>`SELECT to_regclass('meta') IS NOT NULL AS found`.execute(trx)).rows[0]!
    .found;

/** Drops the store: the whole schema it lives in (a store wants a database, or a schema, of its own). */
async function dropStore(trx: Db): Promise<void> {
  const { rows } = await sql<{ name: string | null }>`SELECT current_schema() AS name`.execute(trx);
  const schema = sql.id(rows[0]?.name ?? 'public');
  await sql`DROP SCHEMA IF EXISTS ${schema} CASCADE`.execute(trx);
  await sql`CREATE SCHEMA ${schema}`.execute(trx);
}

/**
 * A new store in the caller's transaction: the schema, its rows (the demo, an empty store's essentials,
 * or a copy) and what derives from them.
 */
async function createStore(trx: Db, options: PostgresOpenOptions & { demo: boolean }): Promise<void> {
  await migrateToLatest(trx);
  const source = options.source ?? (await seedInMemory(options));
  try {
    await copyStoreRows(source, trx);
  } finally {
    if (!options.source) await source.destroy();
  }
  await runScript(trx, DERIVED_SQL);
  await createPostgresDerived(trx);
  await createSearchDerived(trx);
  await advanceIdentities(trx);
}

export async function openPostgres(url: string, options: PostgresOpenOptions = {}): Promise<Db> {
  const db = postgresHandle(url, {
    poolSize: options.poolSize,
    log: options.log,
    queryLog: options.queryLog,
  });
  const where = describePostgresUrl(url);
  try {
    await requireUtf8(db);
    await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${START_LOCK})`.execute(trx);
      if (options.reset) await dropStore(trx);
      if (!(await hasStore(trx))) {
        const started = Date.now();
        // A PostgreSQL store is for real customers: empty unless the demo is asked for (demoChoice.ts).
        const demo = demoWanted(options.demo, 'postgres');
        await createStore(trx, { ...options, demo });
        const made = options.source ? 'Store copied' : demo ? 'Demo store created' : 'Empty store created';
        options.log?.(`${made}: ${where} (${Date.now() - started} ms)`);
      } else if (options.source) {
        throw new Error(`${where} already holds a store: add --reset to replace it`);
      } else {
        const applied = await migrateToLatest(trx);
        if (applied.length > 0) options.log?.(`Database schema upgraded: ${where} (${applied.join(', ')})`);
      }
    });
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}
