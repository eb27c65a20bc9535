/**
 * The checkout a card payment pays. A cart's checkout is what the cart page's payment form posted
 * (its note and plan, kept in the session by that POST); opened without the form it pays the cart
 * under the card plan with no note. A free payment into the account has nothing to remember: its
 * amount and text come with the card. Only the POST writes: a page view, or a link from another
 * site, never changes the checkout a payment in progress was approved for.
 */
import type { Db } from '../db/handle';
import type { SessionData } from '../repo/sessions';
import { paymentOptions } from '../repo/pricedCart';
import { cardPaymentPlan } from '../../src/domain/checkout/paymentPlan';

export type PaymentType = 'order' | 'pay';
export type Checkout = NonNullable<SessionData['checkout']>;

export const FREE_PAYMENT: Checkout = { type: 'pay', description: '', advencePrice: '' };

/** The checkout of `type` in this session (read only). */
export async function checkoutOf(db: Db, session: SessionData, type: PaymentType): Promise<Checkout> {
  if (type === 'pay') return FREE_PAYMENT;
  if (session.checkout?.type === 'order') return session.checkout;
  const card = cardPaymentPlan(await paymentOptions(db));
  return { type: 'order', description: '', advencePrice: card?.priceName ?? '' };
}

/** The checkout as a comparable key: a payment approved for one is refused for another. */
export const checkoutKeyOf = (c: Checkout) => JSON.stringify([c.type, c.description, c.advencePrice]);
