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

export type ApprovalNeed =
  | { needed: false }
  | {
      needed: true;
      /** The limit the order goes over. */
      limit: 'order' | 'monthly';
      amount: number;
      message: DomainMessage<'cart.approvalNotice'>;
    };

/** The limits of a user without any: nothing ever waits. */
export const NO_LIMITS: BuyerLimits = { orderLimit: null, monthlyLimit: null, monthlyUsed: 0 };

/** A limit as typed or stored: a number of TL of at least 0, or none. */
export const isLimitValue = (value: number | null) =>
  value === null || (Number.isFinite(value) && value >= 0 && toCents(value) / 100 === value);

/** `totalTry`: the order's total in TL (the cart's grand total in TRY). */
export function approvalNeed(totalTry: number, limits: BuyerLimits): ApprovalNeed {
  const total = toCents(totalTry);
  const over = (limit: 'order' | 'monthly', amount: number): ApprovalNeed => ({
    needed: true,
    limit,
    amount,
    message: domainMessage('cart.approvalNotice', { limit: formatAmount(amount) }),
  });
  if (limits.orderLimit !== null && total > toCents(limits.orderLimit))
    return over('order', limits.orderLimit);
  if (limits.monthlyLimit !== null && toCents(limits.monthlyUsed) + total > toCents(limits.monthlyLimit))
    return over('monthly', limits.monthlyLimit);
  return { needed: false };
}

/** What is left of the monthly limit (never below 0), or null without one. */
export function monthlyLeft(limits: BuyerLimits): number | null {
  if (limits.monthlyLimit === null) return null;
  return Math.max(0, fromCents(toCents(limits.monthlyLimit) - toCents(limits.monthlyUsed)));
}
