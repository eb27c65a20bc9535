/**
 * Prepared statements kept per database: compiling the SQL of a hot query on every request cost more
 * than running it. Keyed by the SQL text (IN lists with their placeholders count as their own text),
 * bounded so that texts built from request data cannot grow it without end.
 */
import type Database from 'better-sqlite3';

const MAX_STATEMENTS = 500;
const byDatabase = new WeakMap<Database.Database, Map<string, Database.Statement>>();

export function statement(db: Database.Database, sql: string): Database.Statement {
  let cache = byDatabase.get(db);
  if (!cache) {
    cache = new Map();
    byDatabase.set(db, cache);
  }
  let prepared = cache.get(sql);
  if (!prepared) {
    if (cache.size >= MAX_STATEMENTS) cache.clear();
    prepared = db.prepare(sql);
    cache.set(sql, prepared);
  }
  return prepared;
}
