/**
 * What differs between the engines, in one place: each function asks the handle which engine it runs
 * on. SQLite is the default (DATA_DIR); PostgreSQL comes with DATABASE_URL (postgres.ts). The schema's
 * differences are in postgresSchema.ts.
 */
import { sql, SqliteAdapter, type RawBuilder } from 'kysely';
import type { Db } from '../handle';

export const isSqlite = (db: Db) => db.getExecutor().adapter instanceof SqliteAdapter;

/**
 * Takes the customer's lock inside the caller's transaction, so that two changes to one customer's
 * cart, orders, offers or payments never interleave. SQLite: the transaction itself is the lock (see
 * dialect/sqlite.ts). PostgreSQL: the customer's row, locked until the transaction ends.
 */
export async function lockCustomer(trx: Db, userId: number): Promise<void> {
  if (isSqlite(trx)) return;
  await sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`.execute(trx);
}

/** The trigram index finds substrings of three characters or more; shorter words are checked row by row. */
const TRIGRAM = 3;

/** An FTS5 query that wants every word as a substring: each one a quoted string. */
const ftsQuery = (words: string[]) => words.map((w) => `"${w.replace(/"/g, '""')}"`).join(' AND ');

/** A LIKE pattern for "contains `word`", its wildcards and the escape character taken literally. */
const containsPattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The conditions that product `alias` contains every search word (already Turkish-lower-cased), to
 * be joined with AND: the search index first (words of three letters or more, one lookup), then the
 * shorter words checked on each row the query reaches. Empty when there are no words.
 * SQLite: the fts5 trigram table product_search (rowid = products.id) and instr on search_text.
 * PostgreSQL: LIKE on search_text, which the pg_trgm index serves for words of three letters or more;
 * the index only narrows, every row it gives is checked against the pattern, so the matches are
 * exactly instr's (byte-wise, case-sensitive: search_text is COLLATE "C").
 */
export function searchConditions(db: Db, alias: string, words: string[]): RawBuilder<unknown>[] {
  if (words.length === 0) return [];
  if (!isSqlite(db)) {
    const text = sql.ref(`${alias}.search_text`);
    return words.map((word) => sql`${text} LIKE ${containsPattern(word)}`);
  }
  const id = sql.ref(`${alias}.id`);
  const text = sql.ref(`${alias}.search_text`);
  const indexed = words.filter((w) => [...w].length >= TRIGRAM);
  const short = words.filter((w) => [...w].length < TRIGRAM);
  return [
    ...(indexed.length > 0
      ? [sql`${id} IN (SELECT rowid FROM product_search WHERE product_search MATCH ${ftsQuery(indexed)})`]
      : []),
    ...short.map((word) => sql`instr(${text}, ${word}) > 0`),
  ];
}

/**
 * "Product `alias`'s code is `text`" for a search query (already lower-cased): a search for a code puts
 * that product first. lower() folds ASCII only on both engines (on PostgreSQL through the column's
 * collation "C"), as the index products_code_lower does. ORDER BY it DESC puts the match first on
 * both (SQLite's 1 before 0, PostgreSQL's true before false).
 */
export function codeIs(_db: Db, alias: string, text: string): RawBuilder<unknown> {
  return sql`lower(${sql.ref(`${alias}.code`)}) = ${text}`;
}

/**
 * A planner hint after a table in FROM (` INDEXED BY name`), where the engine takes one: SQLite would
 * rather walk a sort index and look each row up. Nothing on other engines.
 */
export function indexedBy(db: Db, index: string): RawBuilder<unknown> {
  return isSqlite(db) ? sql` INDEXED BY ${sql.id(index)}` : sql``;
}

/**
 * A code or barcode column as the quick order pad compares codes (src/domain/quickOrder/quickOrderRows codeKey:
 * trimmed, Turkish İ/ı folded, lower case), so the host matches exactly what the pad merges as one
 * code. The function code_key: on SQLite the domain's own, given to every connection (sqlite.ts); on
 * PostgreSQL an immutable SQL function with expression indexes (postgresSchema.ts).
 */
export function codeKeyOf(_db: Db, column: string): RawBuilder<string> {
  return sql<string>`code_key(${sql.ref(column)})`;
}
