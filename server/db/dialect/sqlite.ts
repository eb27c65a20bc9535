/**
 * The embedded engine: Kysely's SQLite dialect over better-sqlite3, with two changes that matter here.
 * Statements are prepared once per SQL text (statements.ts): compiling a hot query on every call cost
 * more than running it. Transactions begin IMMEDIATE, taking the write lock at once, so a second
 * process on the same file waits (busy_timeout) instead of failing when it upgrades a read to a write.
 * Within one process Kysely's driver runs one query at a time on the one connection, and a
 * transaction holds that connection until it ends: that is the customer lock on this engine.
 */
import type Database from 'better-sqlite3';
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
import { codeKey } from '../../../src/domain/quickOrderRows';
import type { Db } from '../handle';
import { statement } from '../statements';

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
export function sqliteHandle(raw: Database.Database): Db {
  raw.function('code_key', { deterministic: true }, (text: unknown) => codeKey(String(text ?? '')));
  const database: SqliteDatabase = {
    close: () => raw.close(),
    prepare: (sql: string) => statement(raw, sql),
  };
  return new Kysely({ dialect: new StoreSqliteDialect({ database }) });
}
