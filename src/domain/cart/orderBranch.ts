/**
 * Which branch (şube) an order is placed for. A buyer whose Yönetici granted them some branches only
 * orders for one of those: the one they chose, or, when they were granted exactly one, that one. A
 * buyer free to order for any branch of the company may leave it unchosen (the company itself). The
 * host places orders with this rule and the config block shows its choice, so the cart and the saved
 * order name the same branch.
 */
import { domainMessage, type DomainMessage } from '../shared/messageKeys';

export interface BranchAccess {
  /** The branches the buyer may order for. */
  allowed: readonly { id: number }[];
  /** The buyer was granted some branches only (a Yönetici never is). */
  restricted: boolean;
}

export type OrderBranch =
  { ok: true; branchId: number | null } | { ok: false; message: DomainMessage<'cart.branchRequired'> };

export function orderBranch(access: BranchAccess, chosen: number | null): OrderBranch {
  if (chosen !== null && access.allowed.some((b) => b.id === chosen)) return { ok: true, branchId: chosen };
  if (!access.restricted) return { ok: true, branchId: null };
  if (access.allowed.length === 1) return { ok: true, branchId: access.allowed[0]!.id };
  return { ok: false, message: domainMessage('cart.branchRequired') };
}

/** The branch id saved with the settings call (a preference, kept as text), or null. */
export function savedBranchId(saved: string | undefined): number | null {
  const id = saved === undefined || saved.trim() === '' ? Number.NaN : Number(saved);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
