/**
 * Many rows of one table updated by one statement per batch: `UPDATE t SET a = v.column2 … FROM
 * (VALUES …) AS v WHERE t.key = v.column1`, which both engines read (SQLite since 3.33). Each value is
 * a parameter cast to its column's type, since PostgreSQL cannot infer a VALUES list's types.
 * Column and table names come from the caller's code, never from data.
 */
import { sql } from 'kysely';
import type { Db } from './handle';
import type { StoreTables } from './tables';

export type BulkType = 'BIGINT' | 'DOUBLE PRECISION' | 'TEXT';

/** Parameters per statement: below SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_PARAMETERS = 30_000;

export async function bulkUpdate<T extends keyof StoreTables>(
  db: Db,
  table: T,
  key: { column: string; type: BulkType },
  columns: { column: string; type: BulkType }[],
  rows: (string | number | null)[][],
): Promise<void> {
  const width = columns.length + 1;
  const batch = Math.max(1, Math.floor(MAX_PARAMETERS / width));
  const target = sql.table(table);
  const sets = sql.join(
    columns.map((c, i) => sql`${sql.id(c.column)} = ${sql.ref(`v.column${i + 2}`)}`),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += batch) {
    const values = rows.slice(start, start + batch).map(
      (row) =>
        sql`(${sql.join(
          [key, ...columns].map((c, i) => sql`CAST(${row[i]} AS ${sql.raw(c.type)})`),
          sql`, `,
        )})`,
    );
    await sql`UPDATE ${target} SET ${sets} FROM (VALUES ${sql.join(values, sql`, `)}) AS v
      WHERE ${sql.ref(`${table}.${key.column}`)} = ${sql.ref('v.column1')}`.execute(db);
  }
}
