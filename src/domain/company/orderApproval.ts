/**
 * When an order waits for approval: it is above the buyer's per-order limit, or it would
 * take the buyer over their monthly limit. Limits are in TL and optional (null: none). The cart shows
 * the notice before the click, the host decides when the order is saved: both with this rule.
 */
import { domainMessage, type DomainMessage } from '../shared/messageKeys';
import { formatAmount } from '../shared/money';
import { fromCents, toCents } from '../shared/rounding';

export interface BuyerLimits {
  /** Per-order limit in TL. */
  orderLimit: number | null;
  /** Monthly limit in TL. */
  monthlyLimit: number | null;
  /** What the buyer's orders this month already take of it (placed and waiting, in TL). */
  monthlyUsed: number;
}

/**
 * Why an order waits, as it was judged when it was sent: the limit it went over and that limit's
 * amount, and what the buyer's month had used before it (TL). The host keeps it with the order, so the
 * approver reads the limits the order was judged on, not the buyer's limits of today.
 */
export interface ApprovalReason {
  limit: 'order' | 'monthly';
  amount: number;
  used: number;
}

export type ApprovalNeed =
  | { needed: false }
  | {
      needed: true;
      /** The limit the order goes over. */
      limit: ApprovalReason['limit'];
      amount: number;
      reason: ApprovalReason;
      message: DomainMessage<'cart.approvalNoticeOrder' | 'cart.approvalNoticeMonthly'>;
    };

/** The limits of a user without any: nothing ever waits. */
export const NO_LIMITS: BuyerLimits = { orderLimit: null, monthlyLimit: null, monthlyUsed: 0 };

/** A limit as typed or stored: a number of TL of at least 0, or none. */
export const isLimitValue = (value: number | null) =>
  value === null || (Number.isFinite(value) && value >= 0 && toCents(value) / 100 === value);

/** The amounts a reason is told with (Turkish form, 2 decimals): the limit, the excess, the month's use and what is left. */
function reasonFigures(reason: ApprovalReason, totalTry: number) {
  const left = Math.max(0, toCents(reason.amount) - toCents(reason.used));
  return {
    limit: formatAmount(reason.amount),
    excess: formatAmount(fromCents(Math.max(0, toCents(totalTry) - toCents(reason.amount)))),
    used: formatAmount(reason.used),
    left: formatAmount(fromCents(left)),
  };
}

/** `totalTry`: the order's total in TL (the cart's grand total in TRY). */
export function approvalNeed(totalTry: number, limits: BuyerLimits): ApprovalNeed {
  const total = toCents(totalTry);
  const over = (limit: ApprovalReason['limit'], amount: number): ApprovalNeed => {
    const reason = { limit, amount, used: limits.monthlyUsed };
    return {
      needed: true,
      limit,
      amount,
      reason,
      message: domainMessage(
        limit === 'order' ? 'cart.approvalNoticeOrder' : 'cart.approvalNoticeMonthly',
        reasonFigures(reason, totalTry),
      ),
    };
  };
  if (limits.orderLimit !== null && total > toCents(limits.orderLimit))
    return over('order', limits.orderLimit);
  if (limits.monthlyLimit !== null && toCents(limits.monthlyUsed) + total > toCents(limits.monthlyLimit))
    return over('monthly', limits.monthlyLimit);
  return { needed: false };
}

/** The stored reason as the approver reads it, beside the order of `totalTry` TL. */
export function approvalReasonMessage(
  reason: ApprovalReason,
  totalTry: number,
): DomainMessage<'approvals.reasonOrder' | 'approvals.reasonMonthly'> {
  return domainMessage(
    reason.limit === 'order' ? 'approvals.reasonOrder' : 'approvals.reasonMonthly',
    reasonFigures(reason, totalTry),
  );
}

/** What is left of the monthly limit (never below 0), or null without one. */
export function monthlyLeft(limits: BuyerLimits): number | null {
  if (limits.monthlyLimit === null) return null;
  return Math.max(0, fromCents(toCents(limits.monthlyLimit) - toCents(limits.monthlyUsed)));
}
