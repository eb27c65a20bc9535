/** The offer calls of the spec, each answer checked with the contract's decoders. */
import { DecodeError, isRecord, type Decoder } from '../contract/decode';
import {
  offerCancelAnswer,
  offerEditAnswer,
  offerEditErrorDecoder,
  offerListAnswer,
  type Offer,
  type OfferCustomerUpdate,
  type OfferEditAnswer,
  type OfferListAnswer,
  type OfferProfitUpdate,
} from '../contract/offers';
import { ApiError, isApiError, jsonBody, type HttpClient } from './http';

const offerPath = (...parts: (string | number)[]) =>
  `/api/catalog/offer/${parts.map((p) => encodeURIComponent(String(p))).join('/')}`;

/** { success: true } (or an empty answer); { success: false } is a refusal. */
const done: Decoder<true> = (value, path) => {
  if (value === null || value === undefined) return true;
  if (isRecord(value) && value.success !== false) return true;
  throw new DecodeError(path, 'an empty answer or { success: true }', value);
};

/** GET /api/catalog/offers{search}: one page of the user's offers, with the dealer's logo and address. */
export function fetchOffers(
  http: HttpClient,
  search: string,
  signal?: AbortSignal,
): Promise<OfferListAnswer> {
  return http.requestChecked(`/api/catalog/offers${search}`, offerListAnswer, { signal });
}

/** PATCH /api/catalog/offer/{id} {cancel: true}: answers the offer as it now is. */
export async function cancelOffer(http: HttpClient, id: number): Promise<Offer> {
  const answer = await http.requestChecked(offerPath(id), offerCancelAnswer, {
    method: 'PATCH',
    body: jsonBody({ cancel: true }),
  });
  return answer.offer;
}

/** PATCH /api/catalog/offer/mail/{id}: sends the quote to the offer's customer. */
export async function mailOffer(http: HttpClient, id: number): Promise<void> {
  await http.requestChecked(offerPath('mail', id), done, { method: 'PATCH' });
}

/**
 * PATCH /api/catalog/offer/edit/{id}: the offer's lines replace the cart, each capped or left out by
 * the cart line rule (the answer's lines say which); the caller goes to /sepet.
 */
export async function editOffer(http: HttpClient, id: number): Promise<OfferEditAnswer> {
  const answer = await http.requestChecked(offerPath('edit', id), offerEditAnswer, { method: 'PATCH' });
  if (!answer.success) throw new ApiError('the offer edit was refused', 200, null, false, true);
  return answer;
}

/** The product a failed edit names (error.messages.type plus product.id), or null. */
export function editBlockedProductId(error: unknown): number | null {
  if (!isApiError(error)) return null;
  try {
    return offerEditErrorDecoder(error.body, 'response').product.id;
  } catch {
    return null;
  }
}

/** PATCH /api/catalog/offer/update/profit: { offerId: { itemId: margin } }. */
export async function saveOfferProfits(http: HttpClient, update: OfferProfitUpdate): Promise<void> {
  await http.requestChecked(offerPath('update', 'profit'), done, { method: 'PATCH', body: jsonBody(update) });
}

/** PATCH /api/catalog/offer/update/customer: { orderNo: customer }. */
export async function saveOfferCustomer(http: HttpClient, update: OfferCustomerUpdate): Promise<void> {
  await http.requestChecked(offerPath('update', 'customer'), done, {
    method: 'PATCH',
    body: jsonBody(update),
  });
}
