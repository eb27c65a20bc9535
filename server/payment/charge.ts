/**
 * Turning an approved 3-D Secure transaction into records: an order (cart payments) or a credit on
 * the account (free payments), and the payment itself. What is charged is fixed when the card is
 * authorised (approve): the server's own cart total, never the browser's; completing the payment
 * charges exactly that approval, and refuses when the checkout or the cart changed in between.
 */
import type { PaymentResult } from '../../src/contract/payment';
import { installmentRow } from '../../src/domain/installments';
import { roundMoney } from '../../src/domain/rounding';
import type { Session, SessionData } from '../repo/sessions';
import { saveSessionData } from '../repo/sessions';
import type { AppContext } from '../context';
import type { Db } from '../db/handle';
import { withBuyerLock, withCustomerLock } from '../db/transaction';
import { badRequest, HttpError } from '../http/errors';
import { MSG } from '../messages';
import { cartLines, type CartLine } from '../repo/cart';
import { orderFromCart, pricedCartOf } from '../repo/orderFromCart';
import { creditBalance, insertPayment, paymentResult } from '../repo/payments';
import { HOST_WORDS } from '../vocabulary';
import { getSettings } from '../repo/settings';
import type { Member } from '../repo/members';
import { limitsOf } from '../repo/members';
import type { Buyer } from '../repo/scope';
import { approvalNeed, NO_LIMITS } from '../../src/domain/orderApproval';
import type { ApprovedCharge, PendingPayment } from './card';

type Checkout = NonNullable<SessionData['checkout']>;

/** A cart as a comparable key: each line's product, unit and quantity, in product order. */
export function cartKeyOf(lines: readonly CartLine[]): string {
  return JSON.stringify(
    [...lines].sort((a, b) => a.product_id - b.product_id).map((l) => [l.product_id, l.unit_id, l.quantity]),
  );
}

const checkoutKeyOf = (c: Checkout) => JSON.stringify([c.type, c.description, c.advencePrice]);

/** The amount of a plan with its commission: the same rule as the widget's installment table. */
export const withFee = (amount: number, fee: number) =>
  installmentRow(amount, { installment: 1, commisionFee: fee }).total;

export interface CardRequest {
  /** The amount the widget showed: the typed one of a free payment, the cart total of an order. */
  amount: number;
  description?: string;
}

/**
 * What this authorisation binds: the session's checkout and, for an order, the cart priced now. The
 * widget's amount must be the cart total the customer saw: a cart changed since the page was opened
 * is refused here, before the bank's step shows another amount.
 */
export async function approve(
  ctx: AppContext,
  member: Member,
  session: Session,
  request: CardRequest,
  fee: number,
): Promise<ApprovedCharge> {
  const checkout = session.data.checkout;
  if (!checkout) throw badRequest(MSG.checkoutMissing);
  const bound = {
    type: checkout.type,
    checkoutKey: checkoutKeyOf(checkout),
    advencePrice: checkout.advencePrice,
  };
  if (checkout.type === 'pay') {
    const amount = roundMoney(request.amount);
    if (amount <= 0) throw badRequest(MSG.amountMissing);
    // What the customer typed, empty when nothing: the screens show a default in the viewer's language.
    const description = (request.description ?? '').trim().slice(0, 1000);
    return { ...bound, cartKey: '', description, amount, total: withFee(amount, fee), lines: [] };
  }
  // The priced cart and its key are read together, under the user's lock: they describe one cart.
  const { priced, lines } = await withCustomerLock(ctx.db, member.userId, async (trx) => ({
    priced: await pricedCartOf(trx, await getSettings(trx), member.userId, checkout.advencePrice),
    lines: await cartLines(trx, member.userId),
  }));
  const amount = priced.totals.total;
  if (Math.abs(roundMoney(request.amount) - amount) >= 0.005) throw badRequest(MSG.paymentAmountChanged);
  // An order over the buyer's limits waits for an approver: it is not paid for before (issue 24).
  if (approvalNeed(amount, (await limitsOf(ctx.db, member)) ?? NO_LIMITS).needed)
    throw new HttpError(403, MSG.approvalNoCard);
  return {
    ...bound,
    cartKey: cartKeyOf(lines),
    description: checkout.description,
    amount,
    total: withFee(amount, fee),
    lines: priced.lines,
  };
}

/**
 * Records the approved payment, or refuses (nothing recorded) when the checkout or the cart changed.
 * The check, the order (or the credit) and the payment are one transaction under the customer's lock.
 */
export async function charge(
  ctx: AppContext,
  buyer: Buyer,
  session: Session,
  p: PendingPayment,
): Promise<PaymentResult> {
  const approved = p.approved;
  const paymentId = await withBuyerLock(ctx.db, buyer, async (trx) => {
    const checkout = session.data.checkout;
    if (!checkout || checkoutKeyOf(checkout) !== approved.checkoutKey)
      throw badRequest(MSG.paymentCheckoutChanged);
    if (approved.type === 'pay') {
      await creditAccount(trx, buyer, p);
      return insertPayment(trx, paymentRecord(buyer, p, null));
    }
    if (cartKeyOf(await cartLines(trx, buyer.userId)) !== approved.cartKey)
      throw badRequest(MSG.paymentCartChanged);
    const orderId = await orderFromCart(
      trx,
      await getSettings(trx),
      buyer,
      approved.advencePrice,
      approved.description,
      approved,
    );
    return insertPayment(trx, paymentRecord(buyer, p, orderId));
  });
  delete session.data.checkout;
  await saveSessionData(ctx.db, session);
  return paymentResult(ctx.db, { companyId: buyer.companyId, ownerId: buyer.userId }, paymentId);
}

/** A free payment: the company's account is credited and the ledger gets the collection (inside charge's lock). */
async function creditAccount(trx: Db, buyer: Buyer, p: PendingPayment): Promise<void> {
  await creditBalance(trx, buyer.companyId, {
    amount: p.approved.amount,
    documentNo: `KK-${p.id.slice(0, 8).toUpperCase()}`,
    description: HOST_WORDS.cardCollection,
    at: new Date().toISOString(),
  });
}

function paymentRecord(buyer: Buyer, p: PendingPayment, orderId: number | null) {
  return {
    companyId: buyer.companyId,
    paidBy: buyer.userId,
    orderId,
    type: p.approved.type,
    amount: p.approved.amount,
    total: p.approved.total,
    installment: p.installment,
    fee: p.fee,
    bankName: p.bankName,
    maskedCard: p.maskedCard,
    cardHolder: p.cardHolder,
    description: p.approved.description,
  };
}
