/**
 * One page of a scope's orders or offers: how many there are in all, the page's rows, and the page
 * counts the list answers carry. Both lists count the scope's rows, read one page of them, and build
 * the contract's objects from those rows.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/handle';
import { firstRow } from '../db/query';

export interface HistoryPage<T> {
  total: number;
  page: number;
  limit: number;
  pages: number;
  items: T[];
}

export async function historyPage<Row, T>(
  db: Db,
  request: {
    /** The table, aliased `o` in `where` ('orders' or 'offers'). */
    table: 'orders' | 'offers';
    where: RawBuilder<unknown>;
    page: number;
    limit: number;
    rows: (limit: number, offset: number) => Promise<Row[]>;
    build: (rows: Row[]) => Promise<T[]>;
  },
): Promise<HistoryPage<T>> {
  const { table, where, page, limit } = request;
  const counted = await firstRow(
    db,
    sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)} o WHERE ${where}`,
  );
  const total = Number(counted?.n ?? 0);
  const items = await request.build(await request.rows(limit, (page - 1) * limit));
  return { total, page, limit, pages: Math.max(1, Math.ceil(total / limit)), items };
}
