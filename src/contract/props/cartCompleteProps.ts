/** The order-complete page's data-props: the order just placed. */
import { object } from '../decode';
import { orderDecoder } from '../orders';

export const cartCompletePropsDecoder = object({ order: orderDecoder });
