/**
 * The cart page's data-props: the payment options it offers beside the order, and optionally the
 * cart's first answer (the lines exactly as GET /api/catalog/cart answers them), so the page shows
 * the lines without waiting for the call.
 */
import { arrayOf, object, optional } from '../decode';
import { cartAnswer, paymentAdvencePriceDecoder, type CartItem } from '../cart';

export const cartPropsDecoder = object({
  paymentOptions: arrayOf(paymentAdvencePriceDecoder),
  firstAnswer: optional<CartItem[] | null>(cartAnswer, null),
});
