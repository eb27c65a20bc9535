/**
 * The tests' own connection to a host's store, on either engine: SQL with `?` placeholders (PostgreSQL
 * gets them numbered), run through the host's dialects so numbers come back as numbers on both.
 * Tests read through it and set starting points the API cannot (an old offer, an emptied stock).
 */
import path from 'node:path';
import { CompiledQuery } from 'kysely';
import { connectSqlite, sqliteHandle } from '../../server/db/dialect/sqlite';
import { postgresHandle } from '../../server/db/dialect/postgres';
import type { Db } from '../../server/db/handle';
import { DB_FILE } from '../../server/store/open';

export type TestEngine = 'sqlite' | 'postgres';

/** The engine the server suites run on: TEST_DB=postgres, else SQLite (jest.config.js runs both). */
export const testEngine = (): TestEngine => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite');

export interface TestDb {
  readonly engine: TestEngine;
  get<T = Record<string, unknown>>(text: string, ...params: unknown[]): Promise<T | undefined>;
  all<T = Record<string, unknown>>(text: string, ...params: unknown[]): Promise<T[]>;
  /** The first column of the first row (a count, an id). */
  value<T = number>(text: string, ...params: unknown[]): Promise<T>;
  /** Runs a change; answers the rows it touched. */
  run(text: string, ...params: unknown[]): Promise<number>;
  close(): Promise<void>;
}

/** `?` → `$1, $2…` outside quoted strings. */
function numbered(text: string): string {
  let n = 0;
  return text.replace(/'(?:[^']|'')*'|\?/g, (token) => (token === '?' ? `$${++n}` : token));
}

export function openTestDb(location: { dataDir: string; databaseUrl?: string }): TestDb {
  const engine: TestEngine = location.databaseUrl ? 'postgres' : 'sqlite';
  const db: Db = location.databaseUrl
    ? postgresHandle(location.databaseUrl, { poolSize: 2 })
    : sqliteHandle(connectSqlite(path.join(location.dataDir, DB_FILE)));
  const execute = async (text: string, params: unknown[]) =>
    db.executeQuery(CompiledQuery.raw(engine === 'postgres' ? numbered(text) : text, params));
  return {
    engine,
    async get<T>(text: string, ...params: unknown[]) {
      return (await execute(text, params)).rows[0] as T | undefined;
    },
    async all<T>(text: string, ...params: unknown[]) {
      return (await execute(text, params)).rows as T[];
    },
    async value<T>(text: string, ...params: unknown[]) {
      const row = (await execute(text, params)).rows[0] as Record<string, unknown> | undefined;
      if (!row) throw new Error(`no row: ${text}`);
      return Object.values(row)[0] as T;
    },
    async run(text: string, ...params: unknown[]) {
      return Number((await execute(text, params)).numAffectedRows ?? 0);
    },
    close: () => db.destroy(),
  };
}
