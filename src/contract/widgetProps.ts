/**
 * The data-props each placeholder carries: <div data-component="Name" data-props='{…}'>.
 * The host renders exactly these shapes; widgets decode them with the same decoders.
 * Components absent from WIDGET_PROPS take no props ({}) and read the config block instead.
 */
import { arrayOf, bool, literal, nullable, numeric, object, str, type Decoded, type Decoder } from './decode';
import { optional, unknownValue } from './decode';
import { campaignDecoder, productDecoder } from './catalog';
import { cartItemDecoder, paymentAdvencePriceDecoder } from './cart';
import { orderDecoder } from './orders';
import { bankOptionDecoder, paymentResultDecoder, posPlanDecoder } from './payment';
import { customerCartDecoder } from './admin';
import { warrantyInquiryPropsDecoder } from './warranty';
import type { ComponentName } from './componentNames';

export { COMPONENT_NAMES, type ComponentName } from './componentNames';

/** Props every widget receives: its placeholder's data-props, parsed once when its island mounts. */
export type IslandProps = Record<string, unknown>;

const productProps = object({ product: productDecoder });

/**
 * The detail page's product and, when the store takes cards, the checkout's bank tables (the same
 * `banks` as CheckoutProps): the installment line under the price and its dialog (issue 26). Absent
 * or [] shows no installments.
 */
export const productDetailPropsDecoder = object({
  product: productDecoder,
  banks: optional(arrayOf(bankOptionDecoder), []),
});
export type ProductDetailProps = Decoded<typeof productDetailPropsDecoder>;

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

export const WIDGET_PROPS = {
  /**
   * The catalogue path given to the product API ('' for the home page, '/viko/karre', '/search').
   * firstPage (optional): the host's answer to the list's first call, { query, answer }, where query
   * is the query string that call sends; the saga uses it instead of calling when it matches, and
   * checks it like any answer (a wrong one is ignored and the call made).
   */
  ProductList: object({ path: str, firstPage: optional(unknownValue, null) }),
  ProductDetail: productDetailPropsDecoder,
  ProductPrice: productProps,
  ProductQuantity: productProps,
  AddToCartButton: productProps,
  Campaign: object({ campaign: campaignDecoder }),
  Cart: object({ paymentOptions: arrayOf(paymentAdvencePriceDecoder) }),
  CartComplete: object({ order: orderDecoder }),
  Checkout: checkoutPropsDecoder,
  Carts: object({ carts: arrayOf(customerCartDecoder) }),
  CookieButton: object({ accepted: bool }),
  /** name of the host form input the chosen product code is written into. */
  FaultReport: object({ inputName: str }),
  /** statementPage: shown on the account statement page whatever showOverdueDebtInfo says. */
  OverdueDebtNotification: object({ statementPage: bool }),
  WarrantyInquiry: warrantyInquiryPropsDecoder,
} satisfies Partial<Record<ComponentName, Decoder<unknown>>>;

export type WidgetPropsMap = { [K in keyof typeof WIDGET_PROPS]: Decoded<(typeof WIDGET_PROPS)[K]> };
