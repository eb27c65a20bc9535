/** The cart calls of the spec, each answer checked with the contract's decoders. */
import {
  cartAnswer,
  cartItemDecoder,
  offerMadeAnswer,
  orderSavedAnswer,
  type CartItem,
  type AddToCartRequest,
  type CartPatchRequest,
  type OfferMadeAnswer,
  type OrderSavedAnswer,
} from '../contract/cart';
import { DecodeError, isRecord, type Decoder } from '../contract/decode';
import { ApiError, formBody, jsonBody, type HttpClient } from './http';

const CART = '/api/catalog/cart';
const itemPath = (productId: number) => `${CART}/${encodeURIComponent(String(productId))}`;

/**
 * DELETE answers carry nothing the widgets use: an empty body or { success: true } is fine,
 * { success: false } is a refusal. (Error bodies are already turned into ApiErrors by the client.)
 */
const acknowledged: Decoder<true> = (value, path) => {
  if (value === null || value === undefined) return true;
  if (isRecord(value) && value.success !== false) return true;
  throw new DecodeError(path, 'an empty answer or { success: true }', value);
};

/** GET /api/catalog/cart: the lines of the user's cart. */
export function fetchCart(http: HttpClient, signal?: AbortSignal): Promise<CartItem[]> {
  return http.requestChecked(CART, cartAnswer, { signal });
}

/** POST /api/catalog/cart/{productId}, form {quantity, productValue}: answers the line as it now is. */
export function addToCart(
  http: HttpClient,
  productId: number,
  quantity: number,
  unitId: number,
): Promise<CartItem> {
  const request: AddToCartRequest = { quantity, productValue: String(unitId) };
  return http.requestChecked(itemPath(productId), cartItemDecoder, {
    method: 'POST',
    body: formBody(request),
  });
}

/** PATCH /api/catalog/cart/{productId}, JSON with exactly one of quantity, addQuantity, unit. */
export function patchCartItem(
  http: HttpClient,
  productId: number,
  patch: CartPatchRequest,
): Promise<CartItem> {
  const fields = Object.keys(patch);
  if (fields.length !== 1) {
    // The type already forbids it; this guards callers that build the patch from untyped data.
    return Promise.reject(
      new ApiError(`a cart patch has exactly one field, got ${fields.length}`, 0, null, false, false),
    );
  }
  return http.requestChecked(itemPath(productId), cartItemDecoder, {
    method: 'PATCH',
    body: jsonBody(patch),
  });
}

/** DELETE /api/catalog/cart/{productId}: removes one line. */
export async function removeCartItem(http: HttpClient, productId: number): Promise<void> {
  await http.requestChecked(itemPath(productId), acknowledged, { method: 'DELETE' });
}

/** DELETE /api/catalog/cart: empties the cart. */
export async function clearCart(http: HttpClient): Promise<void> {
  await http.requestChecked(CART, acknowledged, { method: 'DELETE' });
}

/** POST /api/catalog/cart, form {description, advencePrice}: saves the cart as an order. */
export function saveOrder(
  http: HttpClient,
  description: string,
  advencePrice: string,
): Promise<OrderSavedAnswer> {
  return http.requestChecked(CART, orderSavedAnswer, {
    method: 'POST',
    body: formBody({ description, advencePrice }),
  });
}

/**
 * POST /api/catalog/cart/offer, form {description, advencePrice}: turns the cart into an offer priced
 * under the plan the cart is shown with.
 */
export function makeOffer(
  http: HttpClient,
  description: string,
  advencePrice: string,
): Promise<OfferMadeAnswer> {
  return http.requestChecked(`${CART}/offer`, offerMadeAnswer, {
    method: 'POST',
    body: formBody({ description, advencePrice }),
  });
}
