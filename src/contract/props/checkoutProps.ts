/** The checkout's data-props: the step its page shows and what is being paid (README, 'Card payments'). */
import { arrayOf, literal, nullable, numeric, object, str, type Decoded } from '../decode';
import { cartItemDecoder } from '../cart';
import { bankOptionDecoder, posPlanDecoder } from '../bankOptions';
import { paymentResultDecoder } from '../payment';

export const CHECKOUT_STEPS = ['preview', 'payment', 'summary'] as const;

export const checkoutPropsDecoder = object({
  step: literal(...CHECKOUT_STEPS),
  paymentType: literal('order', 'pay'),
  /** The cart lines being paid (paymentType 'order'); [] for a free payment. */
  items: arrayOf(cartItemDecoder),
  /** Amount to pay in TRY with tax; 0 on the free payment page (the user types it). */
  amount: numeric,
  description: str,
  advencePrice: str,
  /** Plans without a card (shown before the BIN is known) and each bank's plans. */
  plans: arrayOf(posPlanDecoder),
  banks: arrayOf(bankOptionDecoder),
  /** Page of each step (the summary is reached through result after payment_succeed). */
  stepUrls: object({ preview: str, payment: str }),
  /** Filled on the summary step rendered by the server (a reload after paying). */
  result: nullable(paymentResultDecoder),
});
export type CheckoutProps = Decoded<typeof checkoutPropsDecoder>;
