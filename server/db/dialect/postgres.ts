/**
 * The engine for a store that outgrows one machine: Kysely's PostgreSQL dialect over a `pg` pool
 * (DATABASE_URL). Several host instances share one database; what one writes the others read at once.
 *
 * pg hands 64-bit integers and NUMERIC over as strings, since a JS number cannot hold all of them.
 * The host's integers (ids, counts, sums, times in ms) stay far below 2^53, and the API promises them
 * as numbers, so this pool reads them as numbers and refuses any that would lose digits.
 */
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { Db } from '../handle';
import { queryLog } from '../queryLog';

/** Connections each instance keeps open at most (DATABASE_POOL_SIZE). */
export const DEFAULT_POOL_SIZE = 10;

function wholeNumber(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`a 64-bit integer beyond 2^53 came back: ${text}`);
  return value;
}

const storeTypes = (() => {
  const types = new pg.TypeOverrides();
  types.setTypeParser(pg.types.builtins.INT8, wholeNumber);
  types.setTypeParser(pg.types.builtins.NUMERIC, Number);
  return types;
})();

export interface PostgresOptions {
  poolSize?: number;
  /** Where a broken idle connection is reported (the pool replaces it). */
  log?: (message: string) => void;
  /** QUERY_LOG: every query with its time on stderr. */
  queryLog?: boolean;
}

/** The pool under each handle, for the metrics of its use (connections open, idle, waited for). */
const pools = new WeakMap<Db, pg.Pool>();

/** The PostgreSQL pool of a handle, or undefined for a handle of another engine. */
export const poolOf = (db: Db): pg.Pool | undefined => pools.get(db);

/** A handle on the database at `url` (postgres://user:password@host:port/database). */
export function postgresHandle(url: string, options: PostgresOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    types: storeTypes,
    application_name: 'b2b-storefront-host',
  });
  // An idle connection the server dropped: without a listener the process would exit.
  pool.on('error', (error) => options.log?.(`PostgreSQL connection lost: ${error.message}`));
  const db: Db = new Kysely({ dialect: new PostgresDialect({ pool }), log: queryLog(options.queryLog) });
  pools.set(db, pool);
  return db;
}

/** Whether a URL names a PostgreSQL database (DATABASE_URL). */
export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//i.test(url);

/** The URL with its password hidden, for logs. */
export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}
