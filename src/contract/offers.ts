/** Offers: quotes a customer makes for its own end customers. */
import {
  arrayOf,
  bool,
  nullable,
  num,
  numeric,
  object,
  optional,
  str,
  withOptionalText,
  type Decoded,
} from './decode';

export const offerItemDecoder = object({
  id: num,
  productId: num,
  code: str,
  name: str,
  quantity: numeric,
  /** Unit price without tax, in the offer's currency. */
  price: numeric,
  /** The item's markup percent (shown as the discount input); total uses price × (100 + profit) / 100. */
  profit: numeric,
  taxRate: numeric,
  /** Position of the line in the offer. */
  order: num,
  image: str,
  /**
   * The unit the line was offered in (Düzenle puts it back in the same unit); null when unknown.
   * label: its name in the viewer's language, for display only.
   */
  unit: optional(
    nullable(withOptionalText(object({ id: num, value: str, multiplier: numeric }), 'label')),
    null,
  ),
});
export type OfferItem = Decoded<typeof offerItemDecoder>;

export const offerDecoder = object({
  id: num,
  orderNo: str,
  date: str,
  isCancel: bool,
  customerName: str,
  customerCompanyName: str,
  customerEmail: str,
  customerPhone: str,
  description: str,
  currency: str,
  /** The grand total with tax of the marked-up lines (domain/history/offerMargin offerTotal). */
  total: numeric,
  offerItems: arrayOf(offerItemDecoder),
  /**
   * The id of the company user who made it: they and a Yönetici change it (domain/company/companyRoles
   * mayManageOffer); null from a host without company accounts.
   */
  createdBy: optional(nullable(num), null),
  /** The sales representative who made it for the company (their name); null when a company user did. */
  madeByRepresentative: optional(nullable(str), null),
});
export type Offer = Decoded<typeof offerDecoder>;

export const userAddressDecoder = object({ name: str, address: str, town: str, city: str, number: str });

/** GET /api/catalog/offers?page=&limit=; user_logo and user_address feed the printable quote. */
export const offerListAnswer = object({
  offers: arrayOf(offerDecoder),
  total: num,
  page: num,
  limit: num,
  pages: num,
  user_logo: str,
  user_address: userAddressDecoder,
});
export type OfferListAnswer = Decoded<typeof offerListAnswer>;

export const offerCancelAnswer = object({ success: bool, offer: offerDecoder });

/** PATCH /api/catalog/offer/edit/{id} failure body: the error shape plus the product that blocked it. */
export const offerEditErrorDecoder = object({
  error: object({ messages: object({ type: str }) }),
  product: object({ id: num }),
});

/**
 * One offer line after Düzenle: what went into the cart, capped by the cart line rule
 * (domain/cart/cartLine), or why it was left out (the shop's message).
 */
export const offerEditLineDecoder = object({
  itemId: num,
  productId: num,
  /** The offer's quantity, in the line's unit. */
  wanted: num,
  /** What the cart took; 0 when the line was left out. */
  quantity: num,
  message: optional(str, ''),
});
export type OfferEditLine = Decoded<typeof offerEditLineDecoder>;

/** PATCH /api/catalog/offer/edit/{id} success: the cart now holds the lines taken; the caller goes to /sepet. */
export const offerEditAnswer = object({
  success: bool,
  redirect: optional(str, ''),
  lines: optional(arrayOf(offerEditLineDecoder), []),
});
export type OfferEditAnswer = Decoded<typeof offerEditAnswer>;

/** PATCH /api/catalog/offer/update/profit: { [offerId]: { [offerItemId]: profitPercent } }. */
export type OfferProfitUpdate = Record<string, Record<string, number>>;

/** PATCH /api/catalog/offer/update/customer: keyed by the offer number (orderNo). */
export interface OfferCustomer {
  customerName: string;
  customerEmail: string;
  customerCompanyName: string;
  customerPhone: string;
}
export type OfferCustomerUpdate = Record<string, OfferCustomer>;
export const OFFER_LIST_DEFAULT_LIMIT = 10;
