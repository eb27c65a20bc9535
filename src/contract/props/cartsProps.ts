/** The administrator's customer carts page's data-props. */
import { arrayOf, object } from '../decode';
import { customerCartDecoder } from '../admin';

export const cartsPropsDecoder = object({ carts: arrayOf(customerCartDecoder) });
