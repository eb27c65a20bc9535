import { domainMessage, type DomainMessage } from '../shared/messageKeys';

/** The end customer of an offer, as the customer modal edits it. */
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

// A local part as a mail header carries it bare (RFC 5322 dot-atom: no blanks, quotes, brackets,
// commas or control characters), a domain of letter-or-digit labels with inner hyphens, at least two.
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const DOMAIN_LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
/**
 * One address and nothing else: no display name ('Ali <ali@x.com>'), no second address, no blanks,
 * line breaks or control characters, a local part of at most 64 characters (RFC 5321). A Unicode
 * pattern (the host's JSON schemas compile patterns with the u flag, as isCustomerEmail does).
 */
export const CUSTOMER_EMAIL_PATTERN = `^(?=[^@]{1,64}@)${ATOM}(?:\\.${ATOM})*@${DOMAIN_LABEL}(?:\\.${DOMAIN_LABEL})+$`;
/**
 * Text a mail header may carry (the customer's and the company's name): no control characters (CR,
 * LF, NUL, tab, NEL…) and no line or paragraph separators, so no value can start a header of its own.
 * Markup is text like any other: every page escapes it.
 */
export const HEADER_TEXT_PATTERN = '^[^\\p{Cc}\\p{Zl}\\p{Zp}]*$';
/** Digits with blanks, dashes, dots and brackets, an optional leading '+'. */
export const CUSTOMER_PHONE_PATTERN = '^\\+?[0-9 ().-]+$';
export const CUSTOMER_PHONE_DIGITS = { min: 7, max: 15 } as const;

export type CustomerErrors = Partial<Record<keyof OfferCustomerFields, DomainMessage>>;

const EMAIL = new RegExp(CUSTOMER_EMAIL_PATTERN, 'u');
const HEADER_TEXT = new RegExp(HEADER_TEXT_PATTERN, 'u');

export function isCustomerEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** Whether a name may go into a mail header as it is (see HEADER_TEXT_PATTERN). */
export function isHeaderText(value: string): boolean {
  return HEADER_TEXT.test(value);
}

const PHONE = new RegExp(CUSTOMER_PHONE_PATTERN);

export function isCustomerPhone(value: string): boolean {
  if (!PHONE.test(value)) return false;
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
 * The modal's rules, the host's too: a name is required; e-mail and phone may be empty but, when
 * given, must be one e-mail address and a phone number (7 to 15 digits); the names go into the quote
 * mail's headers, so no field holds a line break or a control character (judged as typed, before the
 * trim, which would hide one at an end); no field longer than its column.
 */
export function validateCustomer(fields: OfferCustomerFields): CustomerErrors {
  const c = normalizeCustomer(fields);
  const errors: CustomerErrors = {};
  for (const key of Object.keys(CUSTOMER_FIELD_MAX) as (keyof OfferCustomerFields)[]) {
    if (c[key].length > CUSTOMER_FIELD_MAX[key])
      errors[key] = domainMessage('offers.fieldTooLong', { max: CUSTOMER_FIELD_MAX[key] });
  }
  for (const key of ['customerName', 'customerCompanyName'] as const)
    if (!errors[key] && !isHeaderText(fields[key])) errors[key] = domainMessage('offers.customerTextInvalid');
  if (!errors.customerName && c.customerName === '')
    errors.customerName = domainMessage('offers.customerNameRequired');
  // Refused: a control character anywhere (even one the trim would drop), or a value that is not one.
  const refused = (key: 'customerEmail' | 'customerPhone', valid: (text: string) => boolean) =>
    !isHeaderText(fields[key]) || (c[key] !== '' && !valid(c[key]));
  if (!errors.customerEmail && refused('customerEmail', isCustomerEmail))
    errors.customerEmail = domainMessage('offers.customerEmailInvalid');
  if (!errors.customerPhone && refused('customerPhone', isCustomerPhone))
    errors.customerPhone = domainMessage('offers.customerPhoneInvalid');
  return errors;
}
