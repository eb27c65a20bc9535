/** The cart page's data-props: the payment options it offers beside the order. */
import { arrayOf, object } from '../decode';
import { paymentAdvencePriceDecoder } from '../cart';

export const cartPropsDecoder = object({ paymentOptions: arrayOf(paymentAdvencePriceDecoder) });
