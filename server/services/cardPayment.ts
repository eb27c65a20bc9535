/**
 * Turning an approved 3-D Secure transaction into records: an order (cart payments) or a credit on
 * the account (free payments), and the payment itself. What is charged is fixed when the card is
 * authorised (approve): the server's own cart total, never the browser's; completing the payment
 * charges exactly that approval, and refuses when the checkout or the cart changed in between. The
 * order is placed by the order service (services/orderPlacement), which judges it by every limit
 * again at completion, inside the buyer's lock.
 */
import type { PaymentResult } from '../../src/contract/payment';
import { installmentRow } from '../../src/domain/checkout/installments';
import { roundMoney } from '../../src/domain/shared/rounding';
import type { Session } from '../repo/sessions';
import { saveSessionData } from '../repo/sessions';
import type { AppContext } from '../context';
import type { Db } from '../db/handle';
import { withBuyerLock } from '../db/transaction';
import { invalid } from '../domain/refusal';
import { MSG } from '../messages';
import { creditBalance, insertPayment, paymentResult } from '../repo/payments';
import { HOST_WORDS } from '../vocabulary';
import { getSettings } from '../repo/settings';
import type { Buyer } from '../repo/scope';
import { judgeOrder, placeOrder, pricedCartOf } from './orderPlacement';
import { checkoutKeyOf, checkoutOf, type PaymentType } from './checkout';
import type { LineInput } from '../repo/pricedCart';

/**
 * What the customer approves in the 3-D Secure step, bound at authorisation: completing the payment
 * charges exactly this and records exactly these lines, or refuses when the checkout or the cart
 * changed in between (another tab, a second payment of the same cart).
 */
export interface ApprovedCharge {
  type: 'order' | 'pay';
  /** The session's checkout as it was (type, description and plan of the cart form, or the free payment's). */
  checkoutKey: string;
  /** The cart's lines (product, unit, quantity) as they were; '' for a free payment. */
  cartKey: string;
  /** Recorded with the payment (and the order): the cart form's note, or the free payment's text. */
  description: string;
  advencePrice: string;
  /** Before commission, TRY: the cart total under the plan, or the typed amount. */
  amount: number;
  /** With the plan's commission: what the bank charges. */
  total: number;
  /** Order payments: the cart lines priced at authorisation, which the order records. */
  lines: LineInput[];
}

export interface PendingPayment {
  id: string;
  userId: number;
  sessionId: string;
  bankName: string;
  maskedCard: string;
  cardHolder: string;
  planId: number;
  installment: number;
  fee: number;
  approved: ApprovedCharge;
  attempts: number;
  expires: number;
}

/** The amount of a plan with its commission: the same rule as the widget's installment table. */
export const withFee = (amount: number, fee: number) =>
  installmentRow(amount, { installment: 1, commisionFee: fee }).total;

export interface CardRequest {
  /** What the page pays: its cart ('order') or a free payment into the account ('pay'). */
  paymentType: PaymentType;
  /** The amount the widget showed: the typed one of a free payment, the cart total of an order. */
  amount: number;
  description?: string;
}

/**
 * What this authorisation binds: the page's checkout and, for an order, the cart priced now. The
 * widget's amount must be the cart total the customer saw: a cart changed since the page was opened
 * is refused here, before the bank's step shows another amount. The order is judged now as it will
 * be at completion (the same rules), so a refusal comes before the bank's step, not after it.
 */
export async function approve(
  ctx: AppContext,
  buyer: Buyer,
  session: Session,
  request: CardRequest,
  fee: number,
): Promise<ApprovedCharge> {
  const checkout = await checkoutOf(ctx.db, session.data, request.paymentType);
  const bound = {
    type: checkout.type,
    checkoutKey: checkoutKeyOf(checkout),
    advencePrice: checkout.advencePrice,
  };
  if (checkout.type === 'pay') {
    const amount = roundMoney(request.amount);
    if (amount <= 0) throw invalid(MSG.amountMissing);
    // What the customer typed, empty when nothing: the screens show a default in the viewer's language.
    const description = (request.description ?? '').trim().slice(0, 1000);
    return { ...bound, cartKey: '', description, amount, total: withFee(amount, fee), lines: [] };
  }
  // The priced cart, its key and the verdict are read together, under the buyer's lock: one cart.
  return withBuyerLock(ctx.db, buyer, async (trx) => {
    const settings = await getSettings(trx);
    const priced = await pricedCartOf(trx, settings, buyer.userId, checkout.advencePrice);
    const amount = priced.totals.total;
    if (Math.abs(roundMoney(request.amount) - amount) >= 0.005) throw invalid(MSG.paymentAmountChanged);
    await judgeOrder(trx, settings, buyer, amount, 'card');
    return {
      ...bound,
      cartKey: priced.cartKey,
      description: checkout.description,
      amount,
      total: withFee(amount, fee),
      lines: priced.lines,
    };
  });
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
    const checkout = await checkoutOf(trx, session.data, approved.type);
    if (checkoutKeyOf(checkout) !== approved.checkoutKey) throw invalid(MSG.paymentCheckoutChanged);
    if (approved.type === 'pay') {
      await creditAccount(trx, buyer, p);
      return insertPayment(trx, paymentRecord(buyer, p, null));
    }
    const { orderId } = await placeOrder(
      trx,
      buyer,
      {
        plan: approved.advencePrice,
        description: approved.description,
        settlement: { by: 'card', approved },
      },
      ctx.metrics,
    );
    return insertPayment(trx, paymentRecord(buyer, p, orderId));
  });
  // The cart's checkout is paid: the next one starts from the cart page's form again.
  if (approved.type === 'order' && session.data.checkout) {
    delete session.data.checkout;
    await saveSessionData(ctx.db, session);
  }
  return (await paymentResult(ctx.db, { companyId: buyer.companyId, ownerId: buyer.userId }, paymentId))!;
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
