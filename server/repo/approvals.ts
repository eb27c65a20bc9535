/** Orders waiting for approval: the approver's queue, and the decision's rows (services/approvals.ts decides). */
import { sql } from 'kysely';
import type { Approval } from '../../src/contract/company';
import type { ApprovalReason } from '../../src/domain/company/orderApproval';
import type { Db } from '../db/handle';
import { allRows } from '../db/query';
import { limitsOf, memberOf } from './members';
import { orderOf } from './orders';
import { companyScope } from './scope';

/**
 * The company's waiting orders, oldest first, each with its buyer, the reason it waits as it was
 * judged when sent (null for an order of an earlier host) and the buyer's limits of today.
 */
export async function waitingApprovals(db: Db, companyId: number, viewerId: number): Promise<Approval[]> {
  const waiting = await allRows(
    db,
    sql<{
      id: number;
      placed_by: number;
      total: number;
      buyer: string;
      approval_limit: ApprovalReason['limit'] | null;
      approval_limit_amount: number | null;
      approval_month_used: number | null;
    }>`
      SELECT o.id, o.placed_by, o.total, u.name AS buyer, o.approval_limit, o.approval_limit_amount,
        o.approval_month_used FROM orders o JOIN users u ON u.id = o.placed_by
      WHERE o.user_id = ${companyId} AND o.status = 'waiting' AND o.is_cancel = 0 ORDER BY o.created_at, o.id`,
  );
  const approvals: Approval[] = [];
  for (const w of waiting) {
    const member = await memberOf(db, w.placed_by);
    const limits = member ? await limitsOf(db, member) : null;
    approvals.push({
      order: (await orderOf(db, companyScope(companyId), w.id))!,
      buyer: { id: w.placed_by, name: w.buyer },
      limits: limits ?? { orderLimit: null, monthlyLimit: null, monthlyUsed: 0 },
      reason:
        w.approval_limit === null
          ? null
          : {
              limit: w.approval_limit,
              amount: Number(w.approval_limit_amount ?? 0),
              used: Number(w.approval_month_used ?? 0),
            },
      totalTry: w.total,
      own: w.placed_by === viewerId,
    });
  }
  return approvals;
}

/** The order's lines as they were ordered: product, quantity in the line's unit and its multiplier. */
export const orderLinesOf = (db: Db, orderId: number) =>
  allRows(
    db,
    sql<{ product_id: number; quantity: number; multiplier: number }>`
      SELECT product_id, quantity, multiplier FROM order_items WHERE order_id = ${orderId} ORDER BY position`,
  );

/** Records a decision and moves the order to placed or rejected. */
export async function recordDecision(
  db: Db,
  orderId: number,
  decidedBy: number,
  approve: boolean,
  reason: string,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ status: approve ? 'placed' : 'rejected' })
    .where('id', '=', orderId)
    .execute();
  await db
    .insertInto('order_approvals')
    .values({
      order_id: orderId,
      decided_by: decidedBy,
      decision: approve ? 'approved' : 'rejected',
      reason: approve ? '' : reason,
      decided_at: new Date().toISOString(),
    })
    .execute();
}
