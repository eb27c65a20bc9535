/**
 * Orders and offers are written the same way: a header whose number follows its id, then its lines in
 * one insert. The id is the database's (the row's identity, read back with RETURNING), so concurrent
 * documents never share a number; the number derived from it is written once the id is known, and until
 * then the row holds a one-off placeholder (the number column is unique), never seen outside the
 * transaction. The caller holds the company's lock.
 */
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../db/handle';
import type { StoreTables } from '../db/tables';

/** Each numbered document's table and the table of its lines. */
const LINES_OF = { orders: 'order_items', offers: 'offer_items' } as const;
type DocumentTable = keyof typeof LINES_OF;

export async function insertNumberedDocument<T extends DocumentTable>(
  trx: Db,
  table: T,
  header: Omit<Insertable<StoreTables[T]>, 'order_no'>,
  numberOf: (id: number) => string,
  lines: (id: number) => Insertable<StoreTables[(typeof LINES_OF)[T]]>[],
): Promise<number> {
  // Kysely cannot follow a table chosen by a type parameter: the signature above checks the rows,
  // and the queries are written once against the orders' tables, whose shape the offers' share.
  const { id } = await trx
    .insertInto(table as 'orders')
    .values({ ...header, order_no: `new:${randomUUID()}` } as Insertable<StoreTables['orders']>)
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable(table as 'orders')
    .set({ order_no: numberOf(id) })
    .where('id', '=', id)
    .execute();
  const rows = lines(id);
  if (rows.length > 0)
    await trx
      .insertInto(LINES_OF[table] as 'order_items')
      .values(rows as Insertable<StoreTables['order_items']>[])
      .execute();
  return id;
}
