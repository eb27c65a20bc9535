/**
 * The offer customer as PATCH /api/catalog/offer/update/customer receives it. The schema checks the
 * shape; the rules are the modal's own (domain/history/offerCustomer validateCustomer), so the host refuses
 * exactly what the widget refuses, with a message that says which rule.
 */
import type { OfferCustomer } from '../../../src/contract/offers';
import type { DomainMessage } from '../../../src/domain/shared/messageKeys';
import { normalizeCustomer, validateCustomer } from '../../../src/domain/history/offerCustomer';
import { badRequest } from '../../http/errors';
import { MSG } from '../../messages';

const text = { type: 'string' } as const;

export const customerSchema = {
  type: 'object',
  properties: { customerName: text, customerEmail: text, customerCompanyName: text, customerPhone: text },
  required: ['customerName', 'customerEmail', 'customerCompanyName', 'customerPhone'],
  additionalProperties: false,
} as const;

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

/** The customer as saved (trimmed), or a 400 with the first broken rule. */
export function acceptedCustomer(customer: OfferCustomer): OfferCustomer {
  const errors = validateCustomer(customer);
  const refused = FIELDS.map((field) => errors[field]).find((message) => message !== undefined);
  if (refused) throw badRequest(hostMessage(refused));
  return normalizeCustomer(customer);
}
