/** The quick order pad's and the reorder's calls (src/contract/quickOrder.ts), answers checked. */
import {
  cartBatchAnswer,
  productLookupAnswer,
  type CartBatchAnswer,
  type CartBatchLine,
  type ProductLookupAnswer,
  type ProductLookupRequest,
} from '../contract/quickOrder';
import { jsonBody, type HttpClient } from './http';

/** POST /api/catalog/product-lookup: products by typed or pasted codes and by id. */
export function lookupProducts(
  http: HttpClient,
  request: ProductLookupRequest,
  signal?: AbortSignal,
): Promise<ProductLookupAnswer> {
  return http.requestChecked('/api/catalog/product-lookup', productLookupAnswer, {
    method: 'POST',
    body: jsonBody(request),
    signal,
  });
}

/** POST /api/catalog/cart/batch: many lines in one call, answered per line, with the whole cart after. */
export function addBatchToCart(http: HttpClient, lines: CartBatchLine[]): Promise<CartBatchAnswer> {
  return http.requestChecked('/api/catalog/cart/batch', cartBatchAnswer, {
    method: 'POST',
    body: jsonBody({ lines }),
  });
}
