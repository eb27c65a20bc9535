/**
 * Orders waiting for approval: the approver's queue, and the decision. Approving places
 * the order as it was asked, after the company's risk limit and each line's stock are checked as
 * they are now (the spec's messages); rejecting keeps it, with the reason, in the buyer's list. The
 * buyer is told once (members.ts takeOrderNotices). Nobody decides on their own order.
 */
import { sql } from 'kysely';
import type { Approval } from '../../src/contract/company';
import type { Settings } from '../../src/contract/hostConfig';
import type { Order } from '../../src/contract/orders';
import type { Db } from '../db/handle';
import { allRows } from '../db/query';
import { withCustomerLock } from '../db/transaction';
import { riskLimitViolation } from '../domain/riskLimit';
import { badRequest, HttpError, notFound } from '../http/errors';
import { MSG } from '../messages';
import { enforceLine } from './cart';
import { limitsOf, memberOf } from './members';
import { orderOf, orderRowOf } from './orders';
import { companyScope } from './scope';
import { findUserById } from './users';

/** The company's waiting orders, oldest first, each with its buyer and the buyer's limits. */
export async function waitingApprovals(db: Db, companyId: number, viewerId: number): Promise<Approval[]> {
  const waiting = await allRows(
    db,
    sql<{ id: number; placed_by: number; total: number; buyer: string }>`
      SELECT o.id, o.placed_by, o.total, u.name AS buyer FROM orders o JOIN users u ON u.id = o.placed_by
      WHERE o.user_id = ${companyId} AND o.status = 'waiting' AND o.is_cancel = 0 ORDER BY o.created_at, o.id`,
  );
  const approvals: Approval[] = [];
  for (const w of waiting) {
    const member = await memberOf(db, w.placed_by);
    const limits = member ? await limitsOf(db, member) : null;
    approvals.push({
      order: await orderOf(db, companyScope(companyId), w.id),
      buyer: { id: w.placed_by, name: w.buyer },
      limits: limits ?? { orderLimit: null, monthlyLimit: null, monthlyUsed: 0 },
      totalTry: w.total,
      own: w.placed_by === viewerId,
    });
  }
  return approvals;
}

/** The order's lines against the stock as it is now, by the cart line rule (repo/cart enforceLine). */
async function checkStock(trx: Db, settings: Settings, orderId: number): Promise<void> {
  const items = await allRows(
    trx,
    sql<{ product_id: number; quantity: number; multiplier: number }>`
      SELECT product_id, quantity, multiplier FROM order_items WHERE order_id = ${orderId} ORDER BY position`,
  );
  for (const item of items)
    await enforceLine(
      trx,
      settings,
      { product_id: item.product_id, unit_id: 0, quantity: item.quantity },
      item.multiplier,
      item.quantity * item.multiplier,
      { product: { id: item.product_id } },
    );
}

export interface Decision {
  approve: boolean;
  /** Required to reject. */
  reason: string;
}

/** Approves or rejects a waiting order of the company, under the company's lock. */
export function decide(
  db: Db,
  settings: Settings,
  decider: { userId: number; companyId: number },
  orderId: number,
  decision: Decision,
): Promise<Order> {
  return withCustomerLock(db, decider.companyId, async (trx) => {
    const row = await orderRowOf(trx, companyScope(decider.companyId), orderId);
    if (!row || row.status !== 'waiting' || row.is_cancel === 1) throw notFound(MSG.approvalNotFound);
    if (row.placed_by === decider.userId) throw new HttpError(403, MSG.ownApproval);
    const reason = decision.reason.trim();
    if (!decision.approve && reason === '') throw badRequest(MSG.rejectReasonMissing);
    if (decision.approve) {
      const company = await findUserById(trx, decider.companyId);
      const violation = company && riskLimitViolation(settings, company, row.total);
      if (violation) throw badRequest(violation);
      await checkStock(trx, settings, orderId);
    }
    await trx
      .updateTable('orders')
      .set({ status: decision.approve ? 'placed' : 'rejected' })
      .where('id', '=', orderId)
      .execute();
    await trx
      .insertInto('order_approvals')
      .values({
        order_id: orderId,
        decided_by: decider.userId,
        decision: decision.approve ? 'approved' : 'rejected',
        reason: decision.approve ? '' : reason,
        decided_at: new Date().toISOString(),
      })
      .execute();
    return orderOf(trx, companyScope(decider.companyId), orderId);
  });
}
