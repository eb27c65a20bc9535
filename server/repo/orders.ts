/** Orders: saved from priced lines, the customer's list, one order, the cancellation's row. */
import { sql } from 'kysely';
import type { Order } from '../../src/contract/orders';
import type { ApprovalReason } from '../../src/domain/company/orderApproval';
import { DEFAULT_HISTORY_SORT, type HistorySortKey } from '../../src/domain/history/historyList';
import { lineAmount } from '../../src/domain/catalog/pricing';
import type { Db } from '../db/handle';
import { allRows, firstRow } from '../db/query';
import { withCustomerLock } from '../db/transaction';
import { totalsOf } from '../domain/pricing';
import type { LineInput } from './pricedCart';
import { historyPage } from './historyPage';
import { insertNumberedDocument } from './numberedDocument';
import type { Scope } from './scope';

export interface NewOrder {
  /** The company the order is for. */
  companyId: number;
  /** The company user who placed it. */
  placedBy: number;
  /** 'waiting' when it goes over the buyer's limits (domain/company/orderApproval). */
  status: 'placed' | 'waiting';
  /** Why it waits, kept for the approver; null when it is placed. */
  approvalReason: ApprovalReason | null;
  branchId: number | null;
  createdBy: string;
  createdAt: string;
  description: string;
  advencePrice: string;
  lines: LineInput[];
}

/** Order numbers follow the id: SP100001, SP100002 … */
export const orderNumber = (id: number) => `SP${100000 + id}`;

/** Saves an order and its lines, under the company's lock (repo/numberedDocument.ts). */
export function insertOrder(db: Db, order: NewOrder): Promise<number> {
  return withCustomerLock(db, order.companyId, (trx) => {
    const totals = totalsOf(order.lines);
    return insertNumberedDocument(
      trx,
      'orders',
      {
        user_id: order.companyId,
        placed_by: order.placedBy,
        status: order.status,
        approval_limit: order.approvalReason?.limit ?? null,
        approval_limit_amount: order.approvalReason?.amount ?? null,
        approval_month_used: order.approvalReason?.used ?? null,
        branch_id: order.branchId,
        created_by: order.createdBy,
        created_at: order.createdAt,
        description: order.description,
        advence_price: order.advencePrice,
        currency: 'TRY',
        subtotal: totals.subtotal,
        tax_total: totals.taxTotal,
        total: totals.total,
      },
      orderNumber,
      (id) =>
        order.lines.map((l, i) => ({
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
        })),
    );
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
  placed_by: number | null;
  status: 'placed' | 'waiting' | 'rejected';
  decided_by_name: string | null;
  decided_at: string | null;
  decision: 'approved' | 'rejected' | null;
  reject_reason: string | null;
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

const ORDER_SELECT = sql`SELECT o.*, b.name AS branch_name, a.decision, a.reason AS reject_reason,
    d.name AS decided_by_name, a.decided_at
  FROM orders o LEFT JOIN branches b ON b.id = o.branch_id
  LEFT JOIN order_approvals a ON a.order_id = o.id LEFT JOIN users d ON d.id = a.decided_by`;

/** The rows of a scope: the company's, and of those only the user's own when the scope says so. */
export const inScope = (scope: Scope) =>
  scope.ownerId === null
    ? sql`o.user_id = ${scope.companyId}`
    : sql`o.user_id = ${scope.companyId} AND o.placed_by = ${scope.ownerId}`;

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
    status: r.status,
    placedBy: r.placed_by,
    approvedBy: r.decision === 'approved' ? r.decided_by_name : null,
    rejectedBy: r.decision === 'rejected' ? r.decided_by_name : null,
    decidedAt: r.decided_at,
    rejectReason: r.decision === 'rejected' ? (r.reject_reason ?? '') : '',
    placedByRepresentative: null,
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

/** The order's row in the scope; another company's order (or another user's) is not there. */
export const orderRowOf = (db: Db, scope: Scope, id: number) =>
  firstRow(db, sql<OrderRow>`${ORDER_SELECT} WHERE o.id = ${id} AND ${inScope(scope)}`);

/** One order of the scope; another customer's order is not there (never "forbidden"). */
export async function orderOf(db: Db, scope: Scope, id: number): Promise<Order | undefined> {
  const row = await orderRowOf(db, scope, id);
  return row && (await toOrders(db, [row]))[0];
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
  scope: Scope,
  page: number,
  limit: number,
  sort: HistorySortKey = DEFAULT_HISTORY_SORT,
) {
  const { items, ...counts } = await historyPage(db, {
    table: 'orders',
    where: inScope(scope),
    page,
    limit,
    // ORDER_SORT is a fixed table of trusted text: the sort key only chooses among its entries.
    rows: (size, offset) =>
      allRows(
        db,
        sql<OrderRow>`${ORDER_SELECT} WHERE ${inScope(scope)} ORDER BY ${sql.raw(ORDER_SORT[sort])}
          LIMIT ${size} OFFSET ${offset}`,
      ),
    build: (rows) => toOrders(db, rows),
  });
  return { orders: items, ...counts };
}

export async function setOrderCancelled(db: Db, id: number): Promise<void> {
  await db.updateTable('orders').set({ is_cancel: 1 }).where('id', '=', id).execute();
}
