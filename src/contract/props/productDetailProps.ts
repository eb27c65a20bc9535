import { arrayOf, object, optional, type Decoded } from '../decode';
import { bankOptionDecoder } from '../bankOptions';
import { productDecoder } from '../catalog';

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
