import { domainMessage, type DomainMessage } from './messageKeys';

/** The end customer of an offer (spec section 3), as the customer modal edits it. */
export interface OfferCustomerFields {
  customerName: string;
  customerCompanyName: string;
  customerEmail: string;
  customerPhone: string;
}

/** Column sizes of the host; a longer value is refused here rather than by the server. */
export const CUSTOMER_FIELD_MAX: Readonly<Record<keyof OfferCustomerFields, number>> = {
  customerName: 100,
  customerCompanyName: 150,
  customerEmail: 150,
  customerPhone: 30,
};

/** One address, no blanks, a domain of dot-separated non-empty labels (the host checks the same pattern). */
export const CUSTOMER_EMAIL_PATTERN = '^[^@\\s]+@[^@\\s.]+(\\.[^@\\s.]+)+$';
/** Digits with blanks, dashes, dots and brackets, an optional leading '+'. */
export const CUSTOMER_PHONE_PATTERN = '^\\+?[0-9 ().-]+$';
export const CUSTOMER_PHONE_DIGITS = { min: 7, max: 15 } as const;

export type CustomerErrors = Partial<Record<keyof OfferCustomerFields, DomainMessage>>;

export function isCustomerEmail(value: string): boolean {
  return new RegExp(CUSTOMER_EMAIL_PATTERN).test(value);
}

export function isCustomerPhone(value: string): boolean {
  if (!new RegExp(CUSTOMER_PHONE_PATTERN).test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= CUSTOMER_PHONE_DIGITS.min && digits <= CUSTOMER_PHONE_DIGITS.max;
}

/** The fields as saved: trimmed. */
export function normalizeCustomer(fields: OfferCustomerFields): OfferCustomerFields {
  return {
    customerName: fields.customerName.trim(),
    customerCompanyName: fields.customerCompanyName.trim(),
    customerEmail: fields.customerEmail.trim(),
    customerPhone: fields.customerPhone.trim(),
  };
}

/**
 * The modal's rules: a name is required; e-mail and phone may be empty but, when given, must look
 * like an e-mail address and a phone number (7 to 15 digits); no field longer than its column.
 */
export function validateCustomer(fields: OfferCustomerFields): CustomerErrors {
  const c = normalizeCustomer(fields);
  const errors: CustomerErrors = {};
  for (const key of Object.keys(CUSTOMER_FIELD_MAX) as (keyof OfferCustomerFields)[]) {
    if (c[key].length > CUSTOMER_FIELD_MAX[key])
      errors[key] = domainMessage('offers.fieldTooLong', { max: CUSTOMER_FIELD_MAX[key] });
  }
  if (c.customerName === '') errors.customerName = domainMessage('offers.customerNameRequired');
  if (!errors.customerEmail && c.customerEmail !== '' && !isCustomerEmail(c.customerEmail))
    errors.customerEmail = domainMessage('offers.customerEmailInvalid');
  if (!errors.customerPhone && c.customerPhone !== '' && !isCustomerPhone(c.customerPhone))
    errors.customerPhone = domainMessage('offers.customerPhoneInvalid');
  return errors;
}
