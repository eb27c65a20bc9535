/** Orders: creation from priced lines, the customer's list, one order, cancellation. */
import type Database from 'better-sqlite3';
import type { Order } from '../../src/contract/orders';
import { DEFAULT_HISTORY_SORT, type HistorySortKey } from '../../src/domain/historyList';
import { lineAmount } from '../../src/domain/pricing';
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

export function insertOrder(db: Database.Database, order: NewOrder): number {
  return db.transaction(() => {
    const totals = totalsOf(order.lines);
    const next = (db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS n FROM orders').get() as { n: number }).n;
    const id = Number(
      db
        .prepare(
          `INSERT INTO orders (id, order_no, user_id, branch_id, created_by, created_at, description, advence_price,
           currency, subtotal, tax_total, total) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'TRY', ?, ?, ?)`,
        )
        .run(
          ...[next, orderNumber(next), order.userId, order.branchId, order.createdBy, order.createdAt],
          ...[order.description, order.advencePrice, totals.subtotal, totals.taxTotal, totals.total],
        ).lastInsertRowid,
    );
    const insertItem =
      db.prepare(`INSERT INTO order_items (order_id, product_id, code, name, image, unit_name,
      multiplier, quantity, price, tax_rate, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    order.lines.forEach((l, i) =>
      insertItem.run(
        id,
        l.productId,
        l.code,
        l.name,
        l.image,
        l.unitName,
        l.multiplier,
        l.quantity,
        l.price,
        l.taxRate,
        i,
      ),
    );
    return id;
  })();
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

const ORDER_SELECT = `SELECT o.*, b.name AS branch_name FROM orders o LEFT JOIN branches b ON b.id = o.branch_id`;

function toOrders(db: Database.Database, rows: OrderRow[]): Order[] {
  const items = db.prepare(`SELECT i.*, p.seo FROM order_items i JOIN products p ON p.id = i.product_id
    WHERE i.order_id = ? ORDER BY i.position`);
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
    orderItems: (items.all(r.id) as OrderItemRow[]).map((i) => ({
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
export function orderOf(db: Database.Database, userId: number, id: number): Order {
  const row = db.prepare(`${ORDER_SELECT} WHERE o.id = ? AND o.user_id = ?`).get(id, userId) as
    OrderRow | undefined;
  if (!row) throw notFound(MSG.orderNotFound);
  return toOrders(db, [row])[0]!;
}

/** ORDER BY of each sort key; the id breaks ties the same way, so pages never overlap. */
const ORDER_SORT: Record<HistorySortKey, string> = {
  '-date': 'o.created_at DESC, o.id DESC',
  date: 'o.created_at ASC, o.id ASC',
  '-total': 'o.total DESC, o.id DESC',
  total: 'o.total ASC, o.id ASC',
};

export function listOrders(
  db: Database.Database,
  userId: number,
  page: number,
  limit: number,
  sort: HistorySortKey = DEFAULT_HISTORY_SORT,
) {
  const total = (
    db.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?').get(userId) as { n: number }
  ).n;
  const rows = db
    .prepare(`${ORDER_SELECT} WHERE o.user_id = ? ORDER BY ${ORDER_SORT[sort]} LIMIT ? OFFSET ?`)
    .all(userId, limit, (page - 1) * limit) as OrderRow[];
  return { orders: toOrders(db, rows), total, page, limit, pages: Math.max(1, Math.ceil(total / limit)) };
}

export function cancelOrder(db: Database.Database, userId: number, id: number): Order {
  const order = orderOf(db, userId, id);
  if (order.isCancel) throw badRequest(MSG.orderAlreadyCancelled);
  db.prepare('UPDATE orders SET is_cancel = 1 WHERE id = ? AND user_id = ?').run(id, userId);
  return { ...order, isCancel: true };
}
