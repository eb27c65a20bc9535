/**
 * Copies a store's rows from an SQLite database into a PostgreSQL transaction whose schema is made but
 * empty: how the seed fills PostgreSQL (it draws the demo into an SQLite database in memory first) and
 * how `npm run db:copy` moves a store's SQLite file into PostgreSQL. Ids are kept; the target's
 * derived schema (sort keys, search index, triggers) is made afterwards from what was copied.
 */
import { sql } from 'kysely';
import type { Db } from './handle';
import { allRows } from './query';

/** Rows per statement: each batch is one JSON parameter. */
const BATCH = 2000;

/** The store's tables in the source, without SQLite's own, the search index and the migrator's. */
export async function copiedTables(source: Db): Promise<string[]> {
  const rows = await allRows(
    source,
    sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'
      AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE 'product\\_search%' ESCAPE '\\'
      AND name NOT LIKE 'kysely\\_%' ESCAPE '\\' ORDER BY name`,
  );
  return rows.map((r) => r.name);
}

/** A row as JSON PostgreSQL reads back into the table's types (bytes as bytea's hex form). */
function jsonRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row))
    if (column !== 'copy_rowid') out[column] = Buffer.isBuffer(value) ? `\\x${value.toString('hex')}` : value;
  return out;
}

/**
 * Copies every table; answers the rows copied per table. Foreign keys are checked once all rows are in
 * (and before the caller builds indexes, which PostgreSQL refuses while checks are pending).
 */
export async function copyStoreRows(source: Db, target: Db): Promise<Record<string, number>> {
  await sql`SET CONSTRAINTS ALL DEFERRED`.execute(target);
  const counts: Record<string, number> = {};
  for (const table of await copiedTables(source)) {
    counts[table] = 0;
    let after = 0;
    for (;;) {
      const rows = await allRows(
        source,
        sql<Record<string, unknown> & { copy_rowid: number }>`SELECT rowid AS copy_rowid, *
          FROM ${sql.table(table)} WHERE rowid > ${after} ORDER BY rowid LIMIT ${BATCH}`,
      );
      if (rows.length === 0) break;
      await sql`INSERT INTO ${sql.table(table)}
        SELECT * FROM json_populate_recordset(NULL::${sql.table(table)}, ${JSON.stringify(rows.map(jsonRow))})`.execute(
        target,
      );
      counts[table] += rows.length;
      after = rows[rows.length - 1]!.copy_rowid;
    }
  }
  await sql`SET CONSTRAINTS ALL IMMEDIATE`.execute(target);
  return counts;
}
