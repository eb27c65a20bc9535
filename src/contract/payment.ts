/**
 * Card payment: BIN control, the checkout's bank tables (bankOptions.ts), the payment result and the messages exchanged
 * with the payment frame (/payment/start on its own origin).
 */
import { arrayOf, bool, literal, num, numeric, nullable, object, oneOf, str, type Decoded } from './decode';
import { posPlanDecoder } from './bankOptions';
import { orderDecoder } from './orders';

// The bank tables are a module of their own (the product page reads them too): named here as before.
export { bankOptionDecoder, posPlanDecoder, type BankOption, type PosPlan } from './bankOptions';

/** POST /api/catalog/bin-control (form: binNumber, the card's first 8 digits). */
export const binControlAnswer = object({
  plans: arrayOf(posPlanDecoder),
  /** organization: 'VISA' gives the Visa logo, anything else Mastercard (domain cardLogo), so any text is taken. */
  bank: object({ name: str, organization: str, logo: str }),
});
export type BinControlAnswer = Decoded<typeof binControlAnswer>;

/** Printable mail-order form; card number and expiry arrive masked, the security code never. */
export const mailOrderDecoder = object({
  logo: str,
  address: str,
  phone: str,
  name: str,
  customerName: str,
  currency: str,
  installmentAmount: numeric,
  installment: num,
  cardHolder: str,
  cardNumber: str,
  expiryDate: str,
  description: str,
  date: str,
});

export const paymentResultDecoder = object({
  /** The payment record: its summary page is /sepet/odeme/ozet/{paymentId}. */
  paymentId: num,
  succeed: bool,
  /** 'order': the cart was paid and became an order; 'pay': a free payment to the account. */
  paymentType: literal('order', 'pay'),
  order: nullable(orderDecoder),
  /** Amount charged including the installment commission, TRY. */
  amount: numeric,
  description: str,
  orderId: nullable(num),
  mailOrder: mailOrderDecoder,
});
export type PaymentResult = Decoded<typeof paymentResultDecoder>;

/** Storefront → frame: posted to the exact paymentFrameOrigin once the user presses 'Ödeme Yap'. */
export const cardMessageDecoder = object({
  /** What the page pays: its cart ('order') or a free payment into the account ('pay'). */
  paymentType: literal('order', 'pay'),
  ccno: str,
  ccv: str,
  expiry: str,
  holder: str,
  /** Id of the chosen PosPlan. */
  plan: num,
  installment: num,
  amount: numeric,
  description: str,
  advencePrice: str,
});
export type CardMessage = Decoded<typeof cardMessageDecoder>;

/** Frame → storefront, posted to the storefront's exact origin. */
const loadingMessage = object({ type: literal('loading'), loading: bool });
const succeedMessage = object({ type: literal('payment_succeed'), result: paymentResultDecoder });
const closeMessage = object({ type: literal('dialogClose') });
export type FrameMessage =
  Decoded<typeof loadingMessage> | Decoded<typeof succeedMessage> | Decoded<typeof closeMessage>;
export const frameMessageDecoder = oneOf<FrameMessage>(loadingMessage, succeedMessage, closeMessage);

/** Path of the frame on paymentFrameOrigin. */
export const PAYMENT_FRAME_PATH = '/payment/start';
