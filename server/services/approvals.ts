/**
 * The approver's decision on a waiting order. Approving places the order as it was asked, after the
 * company's risk limit and each line's stock are checked as they are now (the spec's messages);
 * rejecting keeps it, with the reason, in the buyer's list. The buyer is told once (repo/members.ts
 * takeOrderNotices). Nobody decides on their own order.
 */
import type { Settings } from '../../src/contract/hostConfig';
import type { Order } from '../../src/contract/orders';
import type { Db } from '../db/handle';
import { withCustomerLock } from '../db/transaction';
import { forbidden, invalid, notFound } from '../domain/refusal';
import { riskLimitViolation } from '../domain/riskLimit';
import { MSG } from '../messages';
import { orderLinesOf, recordDecision } from '../repo/approvals';
import { orderOf, orderRowOf } from '../repo/orders';
import { companyScope } from '../repo/scope';
import { findUserById } from '../repo/users';
import { enforceLine } from './cartChanges';

/** The order's lines against the stock as it is now, by the cart line rule (the cart service's enforceLine). */
async function checkStock(trx: Db, settings: Settings, orderId: number): Promise<void> {
  for (const item of await orderLinesOf(trx, orderId))
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
  const scope = companyScope(decider.companyId);
  return withCustomerLock(db, decider.companyId, async (trx) => {
    const row = await orderRowOf(trx, scope, orderId);
    if (!row || row.status !== 'waiting' || row.is_cancel === 1) throw notFound(MSG.approvalNotFound);
    if (row.placed_by === decider.userId) throw forbidden(MSG.ownApproval);
    const reason = decision.reason.trim();
    if (!decision.approve && reason === '') throw invalid(MSG.rejectReasonMissing);
    if (decision.approve) {
      const company = await findUserById(trx, decider.companyId);
      const violation = company && riskLimitViolation(settings, company, row.total);
      if (violation) throw invalid(violation);
      await checkStock(trx, settings, orderId);
    }
    await recordDecision(trx, orderId, decider.userId, decision.approve, reason);
    return (await orderOf(trx, scope, orderId))!;
  });
}
