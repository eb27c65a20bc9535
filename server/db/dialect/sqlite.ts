/**
 * The embedded engine: Kysely's SQLite dialect over better-sqlite3, with two changes that matter here.
 * Statements are prepared once per SQL text (statements.ts): compiling a hot query on every call cost
 * more than running it. Transactions begin IMMEDIATE, taking the write lock at once, so a second
 * process on the same file waits (busy_timeout) instead of failing when it upgrades a read to a write.
 * Within one process Kysely's driver runs one query at a time on the one connection, and a
 * transaction holds that connection until it ends: that is the customer lock on this engine.
 */
import Database from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from 'kysely';
import { codeKey } from '../../../src/domain/quickOrder/quickOrderRows';
import type { Db } from '../handle';
import { queryLog } from '../queryLog';
import { statement } from './sqliteStatements';

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class StoreSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/**
 * Wraps an open better-sqlite3 database (destroy() closes it). The connection gets the functions the
 * dialect's SQL uses (dialect/index.ts): code_key, the quick order pad's code key.
 */
export function sqliteHandle(raw: Database.Database, options: { queryLog?: boolean } = {}): Db {
  raw.function('code_key', { deterministic: true }, (text: unknown) => codeKey(String(text ?? '')));
  const database: SqliteDatabase = {
    close: () => raw.close(),
    prepare: (sql: string) => statement(raw, sql),
  };
  return new Kysely({ dialect: new StoreSqliteDialect({ database }), log: queryLog(options.queryLog) });
}

/** The embedded engine's connection (the seed writes through it in bulk). */
export type SqliteConnection = Database.Database;

/** Opens (creating when missing) the store's file: WAL, foreign keys on, a writer waits up to 5 s. */
export function connectSqlite(file: string): SqliteConnection {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}

/** The schema version an older host kept (user_version; 0 for a new file). */
export const userVersion = (db: SqliteConnection) => db.pragma('user_version', { simple: true }) as number;

export const hasTables = (db: SqliteConnection) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' LIMIT 1").get() !== undefined;
