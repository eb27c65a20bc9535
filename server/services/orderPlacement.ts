/**
 * Placing an order from a buyer's cart: the one path every way of ordering ends in (the cart's
 * "Sipariş Ver", and a card payment's completion; reorders, offers and lists reach it through the
 * cart). Inside the company's and the buyer's locks it reads the cart, judges the order by every rule
 * that applies to it (the cart line rule, the company's risk limit, the buyer's order and monthly
 * limits, the branch) as they are at that moment, then saves it and empties the cart. A limit judged
 * on one path and not on another is how money leaks, so no route judges an order itself.
 */
import type { Settings } from '../../src/contract/hostConfig';
import type { HostMetrics } from '../context';
import {
  approvalNeed,
  NO_LIMITS,
  type ApprovalReason,
  type BuyerLimits,
} from '../../src/domain/company/orderApproval';
import { orderBranch, savedBranchId } from '../../src/domain/cart/orderBranch';
import type { Db } from '../db/handle';
import { withBuyerLock } from '../db/transaction';
import { riskLimitViolation } from '../domain/riskLimit';
import { forbidden, invalid } from '../domain/refusal';
import { MSG } from '../messages';
import { cartLines, type CartLine } from '../repo/cart';
import { clearCart, enforceCartLines } from './cartChanges';
import { branchAccess, limitsOf, memberOf, type Member } from '../repo/members';
import { insertOrder } from '../repo/orders';
import { orderNote } from '../../src/domain/cart/orderNote';
import { priceLines, type LineInput } from '../repo/pricedCart';
import { chosenPlan } from './chosenPlan';
import type { Buyer } from '../repo/scope';
import { getCurrencies, getSettings } from '../repo/settings';
import { findUserById, getPreferences } from '../repo/users';

/**
 * How the order is paid. On account ('account') it is judged by the company's risk limit and waits
 * for an approver when it goes over the buyer's limits. By card ('card') the risk limit does not
 * apply (the spec: "… veya ödemesini yaparak satın alabilirsiniz"), but an order over the buyer's
 * limits cannot be paid before an approver saw it; the card pays exactly the lines and amount the
 * customer approved at the bank's step, for the cart as it was then.
 */
export type Settlement =
  { by: 'account' } | { by: 'card'; approved: { cartKey: string; amount: number; lines: LineInput[] } };

export interface OrderRequest {
  /** The payment plan the cart is priced under (advencePrice). */
  plan: string;
  /** The order note as typed; orderNote gives the default. */
  description: string | undefined;
  settlement: Settlement;
}

export interface PlacedOrder {
  orderId: number;
  /** 'waiting': over the buyer's limits, it waits for an approver. */
  status: 'placed' | 'waiting';
}

/** A cart as a comparable key: each line's product, unit and quantity, in product order. */
export function cartKeyOf(lines: readonly CartLine[]): string {
  return JSON.stringify(
    [...lines].sort((a, b) => a.product_id - b.product_id).map((l) => [l.product_id, l.unit_id, l.quantity]),
  );
}

/**
 * Prices the buyer's cart under a plan, its lines read once; an empty cart, or a line outside the cart
 * line rule (1 to 100, within the controlled stock: the stock may have changed since the add), is
 * refused. `cartKey` is the cart as it was priced, which a card payment binds.
 */
export async function pricedCartOf(db: Db, settings: Settings, userId: number, plan: string) {
  const lines = await cartLines(db, userId);
  await enforceCartLines(db, settings, lines);
  const priced = await priceLines(db, lines, plan, await getCurrencies(db));
  if (priced.lines.length === 0) throw invalid(MSG.cartEmpty);
  return { ...priced, cartKey: cartKeyOf(lines) };
}

/** The branch the buyer orders for (domain/cart/orderBranch), from the choice they saved. */
export async function buyerBranch(db: Db, member: Pick<Member, 'userId' | 'companyId' | 'role'>) {
  const saved = (await getPreferences(db, member.userId)).branch;
  return orderBranch(await branchAccess(db, member), savedBranchId(saved));
}

/**
 * The limits an order is judged by: a representative acting for the company has their consent's
 * per-order limit (no monthly one); a company user, their own.
 */
async function buyerLimits(trx: Db, buyer: Buyer, member: Member | null): Promise<BuyerLimits | null> {
  if (buyer.representative)
    return buyer.representative.orderLimit === null
      ? null
      : { orderLimit: buyer.representative.orderLimit, monthlyLimit: null, monthlyUsed: 0 };
  return member && (await limitsOf(trx, member));
}

/**
 * Judges an order of `totalTry` by the buyer, with everything read inside the caller's transaction
 * (which holds the buyer's lock): the risk limit (on account), the buyer's limits (this month's
 * orders included) and the branch. Refuses, or says whether it is placed or waits and for which branch.
 */
export async function judgeOrder(
  trx: Db,
  settings: Settings,
  buyer: Buyer,
  totalTry: number,
  by: Settlement['by'],
): Promise<{
  status: PlacedOrder['status'];
  branchId: number | null;
  approvalReason: ApprovalReason | null;
}> {
  if (by === 'account') {
    const company = await findUserById(trx, buyer.companyId);
    const violation = company && riskLimitViolation(settings, company, totalTry);
    if (violation) throw invalid(violation);
  }
  const member = await memberOf(trx, buyer.userId);
  const need = approvalNeed(totalTry, (await buyerLimits(trx, buyer, member)) ?? NO_LIMITS);
  if (need.needed && by === 'card') throw forbidden(MSG.approvalNoCard);
  const branch = await buyerBranch(trx, member ?? buyer);
  if (!branch.ok) throw invalid(MSG.branchRequired);
  return need.needed
    ? { status: 'waiting', branchId: branch.branchId, approvalReason: need.reason }
    : { status: 'placed', branchId: branch.branchId, approvalReason: null };
}

/**
 * "Sipariş Ver" on account: the plan must be one of the store's, and a plan that is paid by card (a
 * virtual plan) cannot be ordered on account. Judged and saved under the company's and the buyer's
 * locks: a second request for the same cart waits, then finds it empty and gets the empty cart's answer.
 */
export async function placeOrderOnAccount(
  db: Db,
  buyer: Buyer,
  request: { plan: string; description: string | undefined },
  metrics?: Pick<HostMetrics, 'orderPlaced'>,
): Promise<PlacedOrder> {
  const option = await chosenPlan(db, request.plan);
  if (option?.isVirtual) throw invalid(MSG.planNeedsCard);
  return placeOrder(db, buyer, { ...request, settlement: { by: 'account' } }, metrics);
}

/**
 * Judges and saves the buyer's cart as an order, then empties the cart: one transaction, under the
 * locks. `metrics` counts the order once it is saved.
 */
export async function placeOrder(
  db: Db,
  buyer: Buyer,
  request: OrderRequest,
  metrics?: Pick<HostMetrics, 'orderPlaced'>,
): Promise<PlacedOrder> {
  const placed = await withBuyerLock(db, buyer, async (trx) => {
    const settings = await getSettings(trx);
    const { settlement } = request;
    let lines: LineInput[];
    let total: number;
    if (settlement.by === 'card') {
      const cart = await cartLines(trx, buyer.userId);
      if (cartKeyOf(cart) !== settlement.approved.cartKey) throw invalid(MSG.paymentCartChanged);
      await enforceCartLines(trx, settings, cart);
      ({ lines, amount: total } = settlement.approved);
    } else {
      const priced = await pricedCartOf(trx, settings, buyer.userId, request.plan);
      ({ lines } = priced);
      total = priced.totals.total;
    }
    const { status, branchId, approvalReason } = await judgeOrder(trx, settings, buyer, total, settlement.by);
    const orderId = await insertOrder(trx, {
      companyId: buyer.companyId,
      placedBy: buyer.userId,
      placedByRepresentative: buyer.representative?.id ?? null,
      status,
      approvalReason,
      branchId,
      createdBy: buyer.name,
      createdAt: new Date().toISOString(),
      description: orderNote(request.description),
      advencePrice: request.plan,
      lines,
    });
    await clearCart(trx, buyer.userId);
    return { orderId, status };
  });
  metrics?.orderPlaced({ payment: request.settlement.by, status: placed.status });
  return placed;
}
