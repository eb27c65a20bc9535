/** The data-props of the catalogue's widgets: the product list, one product's parts, the campaign. */
import { object, optional, str, unknownValue } from '../decode';
import { campaignDecoder, productDecoder } from '../catalog';

/**
 * The catalogue path given to the product API ('' for the home page, '/viko/karre', '/search').
 * firstPage (optional): the host's answer to the list's first call, { query, answer }, where query
 * is the query string that call sends; the saga uses it instead of calling when it matches, and
 * checks it like any answer (a wrong one is ignored and the call made).
 */
export const productListPropsDecoder = object({ path: str, firstPage: optional(unknownValue, null) });

/** ProductPrice, ProductQuantity and AddToCartButton: the product they show. */
export const productPropsDecoder = object({ product: productDecoder });

export const campaignPropsDecoder = object({ campaign: campaignDecoder });
