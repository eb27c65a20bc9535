import { arrayOf, object, optional, type Decoded } from '../decode';
import { bankOptionDecoder } from '../bankOptions';
import { paymentAdvencePriceDecoder } from '../cart';
import { productDecoder } from '../catalog';

/**
 * The detail page's product and, when the store takes cards, the checkout's bank tables (the same
 * `banks` as CheckoutProps): the installment line under the price and its dialog. Absent or [] shows
 * no installments. `paymentOptions` are the cart's plans (the same as CartProps): the installments
 * are worked out on the card plan's price (the isVirtual one), what a cart paid by card is charged;
 * absent, [] or without a card plan, on the sale price.
 */
export const productDetailPropsDecoder = object({
  product: productDecoder,
  banks: optional(arrayOf(bankOptionDecoder), []),
  paymentOptions: optional(arrayOf(paymentAdvencePriceDecoder), []),
});
export type ProductDetailProps = Decoded<typeof productDetailPropsDecoder>;
