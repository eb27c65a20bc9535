/** Orders: creation from priced lines, the customer's list, one order, cancellation. */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Order } from '../../src/contract/orders';
import { DEFAULT_HISTORY_SORT, type HistorySortKey } from '../../src/domain/historyList';
import { lineAmount } from '../../src/domain/pricing';
import type { Db } from '../db/handle';
import { allRows, firstRow } from '../db/query';
import { withCustomerLock } from '../db/transaction';
import { totalsOf } from '../domain/pricing';
import { badRequest, notFound } from '../http/errors';
import { MSG } from '../messages';
import type { LineInput } from './pricedCart';

export interface NewOrder {
  userId: number;
  branchId: number | null;
  createdBy: string;
  createdAt: string;
  description: string;
  advencePrice: string;
  lines: LineInput[];
}

/** Order numbers follow the id: SP100001, SP100002 … */
export const orderNumber = (id: number) => `SP${100000 + id}`;

/**
 * The id is the database's (the row's identity, read back with RETURNING), so concurrent orders never
 * share a number. The number derived from it is written once the id is known; until then the row
 * holds a one-off placeholder (order_no is unique), never seen outside this transaction.
 */
export function insertOrder(db: Db, order: NewOrder): Promise<number> {
  return withCustomerLock(db, order.userId, async (trx) => {
    const totals = totalsOf(order.lines);
    const { id } = await trx
      .insertInto('orders')
      .values({
        order_no: `new:${randomUUID()}`,
        user_id: order.userId,
        branch_id: order.branchId,
        created_by: order.createdBy,
        created_at: order.createdAt,
        description: order.description,
        advence_price: order.advencePrice,
        currency: 'TRY',
        subtotal: totals.subtotal,
        tax_total: totals.taxTotal,
        total: totals.total,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('orders')
      .set({ order_no: orderNumber(id) })
      .where('id', '=', id)
      .execute();
    for (const [i, l] of order.lines.entries())
      await trx
        .insertInto('order_items')
        .values({
          order_id: id,
          product_id: l.productId,
          code: l.code,
          name: l.name,
          image: l.image,
          unit_name: l.unitName,
          multiplier: l.multiplier,
          quantity: l.quantity,
          price: l.price,
          tax_rate: l.taxRate,
          position: i,
        })
        .execute();
    return id;
  });
}

interface OrderRow {
  id: number;
  order_no: string;
  created_at: string;
  is_cancel: number;
  description: string;
  advence_price: string;
  created_by: string;
  branch_name: string | null;
  currency: string;
  subtotal: number;
  tax_total: number;
  total: number;
}

interface OrderItemRow {
  id: number;
  order_id: number;
  product_id: number;
  seo: string;
  image: string;
  name: string;
  code: string;
  quantity: number;
  unit_name: string;
  multiplier: number;
  tax_rate: number;
  price: number;
}

const ORDER_SELECT = sql`SELECT o.*, b.name AS branch_name FROM orders o LEFT JOIN branches b ON b.id = o.branch_id`;

/** The items of these orders, each order's in position order (one query for the page). */
async function itemsByOrder(db: Db, orderIds: number[]): Promise<Map<number, OrderItemRow[]>> {
  const byOrder = new Map<number, OrderItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await allRows(
    db,
    sql<OrderItemRow>`SELECT i.*, p.seo FROM order_items i JOIN products p ON p.id = i.product_id
      WHERE i.order_id IN (${sql.join(orderIds)}) ORDER BY i.order_id, i.position`,
  );
  for (const row of rows) {
    const list = byOrder.get(row.order_id);
    if (list) list.push(row);
    else byOrder.set(row.order_id, [row]);
  }
  return byOrder;
}

async function toOrders(db: Db, rows: OrderRow[]): Promise<Order[]> {
  const items = await itemsByOrder(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    orderNo: r.order_no,
    date: r.created_at,
    isCancel: r.is_cancel === 1,
    description: r.description,
    advencePrice: r.advence_price,
    creator: r.created_by,
    branch: r.branch_name,
    currency: r.currency,
    subtotal: r.subtotal,
    taxTotal: r.tax_total,
    total: r.total,
    orderItems: (items.get(r.id) ?? []).map((i) => ({
      id: i.id,
      product: { id: i.product_id, seo: i.seo },
      image: i.image,
      name: i.name,
      code: i.code,
      quantity: i.quantity,
      productUnit: { value: i.unit_name, multiplier: i.multiplier },
      tax: i.tax_rate,
      price: i.price,
      total: lineAmount(i.price, i.quantity),
    })),
  }));
}

/** One order of this user; another customer's order is "not found", never "forbidden". */
export async function orderOf(db: Db, userId: number, id: number): Promise<Order> {
  const row = await firstRow(db, sql<OrderRow>`${ORDER_SELECT} WHERE o.id = ${id} AND o.user_id = ${userId}`);
  if (!row) throw notFound(MSG.orderNotFound);
  return (await toOrders(db, [row]))[0]!;
}

/** ORDER BY of each sort key; the id breaks ties the same way, so pages never overlap. */
const ORDER_SORT: Record<HistorySortKey, string> = {
  '-date': 'o.created_at DESC, o.id DESC',
  date: 'o.created_at ASC, o.id ASC',
  '-total': 'o.total DESC, o.id DESC',
  total: 'o.total ASC, o.id ASC',
};

export async function listOrders(
  db: Db,
  userId: number,
  page: number,
  limit: number,
  sort: HistorySortKey = DEFAULT_HISTORY_SORT,
) {
  const { n: total } = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  // ORDER_SORT is a fixed table of trusted text: the sort key only chooses among its entries.
  const rows = await allRows(
    db,
    sql<OrderRow>`${ORDER_SELECT} WHERE o.user_id = ${userId} ORDER BY ${sql.raw(ORDER_SORT[sort])}
      LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
  );
  return {
    orders: await toOrders(db, rows),
    total,
    page,
    limit,
    pages: Math.max(1, Math.ceil(total / limit)),
  };
}

export function cancelOrder(db: Db, userId: number, id: number): Promise<Order> {
  return withCustomerLock(db, userId, async (trx) => {
    const order = await orderOf(trx, userId, id);
    if (order.isCancel) throw badRequest(MSG.orderAlreadyCancelled);
    await trx
      .updateTable('orders')
      .set({ is_cancel: 1 })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
    return { ...order, isCancel: true };
  });
}
