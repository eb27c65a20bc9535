/**
 * Sales representatives (plasiyer, beyond the spec): a distributor's staff user linked to the customer
 * companies whose representative they are. With a company's consent they act for it (its prices, cart,
 * orders, offers), and the host records them on what they do. Calls under /api/representative/ (the
 * representative) and /api/company/representative (the customer's Yönetici); the spec's error shape,
 * CSRF on every change.
 */
import { arrayOf, bool, nullable, num, numeric, object, str, type Decoded } from './decode';

export {
  actingCustomerDecoder,
  representativeSessionDecoder,
  type ActingCustomer,
  type RepresentativeSession,
} from './representativeSession';
import { representativeSessionDecoder } from './representativeSession';

/** One customer of the representative's book. Amounts in the customer's balance currency. */
export const bookCustomerDecoder = object({
  companyId: num,
  code: nullable(str),
  name: str,
  city: str,
  /** The customer's account balance (cari bakiye); positive: the customer owes. */
  balance: numeric,
  currency: str,
  /** Overdue debt and how many days it is overdue; 0 when none. */
  overdueBalance: numeric,
  overdueDays: num,
  /** The risk limit; 0: none. */
  riskLimit: numeric,
  /**
   * What the limit still allows, by the rule orders are judged by (the limit less the overdue debt,
   * domain/cart/riskLimit; at least 0, and 0 for the blocking limit of 1); null without a limit.
   */
  riskHeadroom: nullable(numeric),
  /** When the customer's last order was placed (ISO 8601); null when never. */
  lastOrderAt: nullable(str),
  /** The customer's open cart: its grand total in `cartCurrency` (0 and '' when empty). */
  cartTotal: numeric,
  cartCurrency: str,
  /** Some user of the customer's company has a page open now (the online users' socket). */
  online: bool,
  /** The company's Yönetici lets the representative order for it ('Adına Çalış' acts). */
  consent: bool,
});
export type BookCustomer = Decoded<typeof bookCustomerDecoder>;

/** GET /api/representative/customers: the representative's book, every linked customer. */
export const representativeBookAnswer = object({ customers: arrayOf(bookCustomerDecoder) });
export type RepresentativeBookAnswer = Decoded<typeof representativeBookAnswer>;

/**
 * POST /api/representative/acting {companyId} starts acting (403 without the customer's consent, 404
 * for a company that is not the representative's customer); DELETE /api/representative/acting stops.
 * Both answer the session as the config block would carry it; the page then reloads.
 */
export const actingAnswer = object({ representative: representativeSessionDecoder });
export type ActingAnswer = Decoded<typeof actingAnswer>;

export interface StartActingRequest {
  companyId: number;
}

/**
 * GET /api/company/representative (the company's Yönetici): the company's representative and its
 * consent; PUT with a ConsentRequest saves the consent and answers the same.
 */
export const representativeConsentAnswer = object({
  /** Null when the company has no representative user (only the top bar's contact, or none). */
  representative: nullable(object({ name: str, phone: str, email: str })),
  /** 'Temsilcim benim adıma sipariş verebilir'. */
  mayOrder: bool,
  /** Orders the representative places above this (TL) wait for the company's approvers; null: none. */
  orderLimit: nullable(numeric),
});
export type RepresentativeConsentAnswer = Decoded<typeof representativeConsentAnswer>;

export interface ConsentRequest {
  mayOrder: boolean;
  orderLimit: number | null;
}
