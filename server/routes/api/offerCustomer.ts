/**
 * The offer customer as PATCH /api/catalog/offer/update/customer receives it. The document's schema
 * refuses what breaks a rule; the rules are the modal's own (domain/history/offerCustomer validateCustomer), so the host refuses
 * exactly what the widget refuses, with a message that says which rule.
 */
import type { OfferCustomer } from '../../../src/contract/offers';
import type { DomainMessage } from '../../../src/domain/shared/messageKeys';
import { normalizeCustomer, validateCustomer } from '../../../src/domain/history/offerCustomer';
import { badRequest } from '../../http/errors';
import { MSG } from '../../messages';
import type { RefusalNamer } from '../../http/refusalNames';

/** The fields in the modal's order: the first refused one names the message. */
const FIELDS = ['customerName', 'customerCompanyName', 'customerEmail', 'customerPhone'] as const;

function hostMessage(message: DomainMessage): string {
  switch (message.key) {
    case 'offers.customerNameRequired':
      return MSG.offerCustomerNameRequired;
    case 'offers.customerEmailInvalid':
      return MSG.offerCustomerEmailInvalid;
    case 'offers.customerPhoneInvalid':
      return MSG.offerCustomerPhoneInvalid;
    case 'offers.customerTextInvalid':
      return MSG.offerCustomerTextInvalid;
    case 'offers.fieldTooLong':
      return MSG.offerCustomerTooLong(Number(message.params?.max));
    default:
      return MSG.badRequest;
  }
}

/** The first rule the customer breaks, in the host's words; null when it keeps them all. */
export function customerRefusal(customer: OfferCustomer): string | null {
  const errors = validateCustomer(customer);
  const refused = FIELDS.map((field) => errors[field]).find((message) => message !== undefined);
  return refused ? hostMessage(refused) : null;
}

/** The customer as saved (trimmed), or a 400 with the first broken rule. */
export function acceptedCustomer(customer: OfferCustomer): OfferCustomer {
  const refused = customerRefusal(customer);
  if (refused) throw badRequest(refused);
  return normalizeCustomer(customer);
}

/**
 * Names what the document's schema refused in an offer-customer map: the first customer's broken
 * rule (a customer of the wrong shape is left to the general message).
 */
export const namesCustomerRefusal: RefusalNamer = (request) => {
  for (const customer of Object.values((request.body ?? {}) as Record<string, unknown>)) {
    if (customer === null || typeof customer !== 'object') return null;
    const fields = Object.values(customer);
    if (fields.some((value) => typeof value !== 'string')) return null;
    const refused = customerRefusal(customer as OfferCustomer);
    if (refused) return refused;
  }
  return null;
};
