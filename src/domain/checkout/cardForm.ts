import { parseLocaleNumber } from '../shared/localeNumber';
import { roundMoney } from '../shared/rounding';
import { domainMessage, type DomainMessage } from '../shared/messageKeys';

/** Lengths of the spec. */
export const CARD_NUMBER_DIGITS = 16;
export const CARD_BIN_DIGITS = 8;
export const SECURITY_CODE_MIN = 3;
export const EXPIRY_DIGITS = 4; // MM/YY: 5 characters with the slash

/** Input masks of the card fields (react-input-mask syntax). */
export const CARD_NUMBER_MASK = '9999 9999 9999 9999';
export const EXPIRY_MASK = '99/99';
export const SECURITY_CODE_MASK = '999';

/** The card form as its fields hold it (masked text, with the mask's blanks and underscores). */
export interface CardForm {
  cardNumber: string;
  holder: string;
  expiry: string;
  securityCode: string;
  amount: string | number;
}

/** The digits of a masked value ('4111 1111 ____ ____' → '41111111'). */
export function digitsOnly(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

export type CardFormMessageKey =
  | 'checkout.formIncomplete'
  | 'checkout.cardIncomplete'
  | 'checkout.holderMissing'
  | 'checkout.ccvIncomplete'
  | 'checkout.amountMissing'
  | 'checkout.expiryIncomplete';

/** Nothing typed into any card field yet: the form counts as not filled in at all. */
function cardFieldsBlank(form: Partial<CardForm>): boolean {
  return (
    digitsOnly(form.cardNumber) === '' &&
    (form.holder ?? '').trim() === '' &&
    digitsOnly(form.expiry) === '' &&
    digitsOnly(form.securityCode) === ''
  );
}

/**
 * The checks on pay, in the spec’s order; the first failing one gives the alert, null means valid.
 * "Form must be present": no form, or a card form nobody has typed into, gives the first alert.
 * Lengths are counted on the digits only, so a mask's underscores never pass for digits: the expiry
 * needs its 4 digits (the 5 characters of a full 'MM/YY'). The month itself is left to the bank,
 * as the spec asks for nothing more.
 */
export function validateCardForm(
  form: Partial<CardForm> | null | undefined,
): DomainMessage<CardFormMessageKey> | null {
  if (!form || cardFieldsBlank(form)) return domainMessage('checkout.formIncomplete');
  if (digitsOnly(form.cardNumber).length !== CARD_NUMBER_DIGITS)
    return domainMessage('checkout.cardIncomplete');
  if ((form.holder ?? '').trim() === '') return domainMessage('checkout.holderMissing');
  if (digitsOnly(form.securityCode).length < SECURITY_CODE_MIN)
    return domainMessage('checkout.ccvIncomplete');
  const amount = parseLocaleNumber(form.amount);
  if (!Number.isFinite(amount) || amount === 0) return domainMessage('checkout.amountMissing');
  if (digitsOnly(form.expiry).length < EXPIRY_DIGITS) return domainMessage('checkout.expiryIncomplete');
  return null;
}

/** The BIN sent to /bin-control: the first 8 digits, only once all 16 digits are entered. */
export function cardBin(cardNumber: string | null | undefined): string | null {
  const digits = digitsOnly(cardNumber);
  return digits.length === CARD_NUMBER_DIGITS ? digits.slice(0, CARD_BIN_DIGITS) : null;
}

export type CardLogo = 'Visa' | 'Mastercard';

/** bank.organization → logo: VISA gives Visa (in any letter case), anything else Mastercard. */
export function cardLogo(organization: string | null | undefined): CardLogo {
  return (organization ?? '').trim().toUpperCase() === 'VISA' ? 'Visa' : 'Mastercard';
}

/**
 * The free payment page's amount field: a positive value is kept (to the cent: a card is charged in
 * cents), anything else becomes 0, and so does an amount under half a cent.
 */
export function freePaymentAmount(value: string | number | null | undefined): number {
  const amount = parseLocaleNumber(value);
  return Number.isFinite(amount) && amount > 0 ? roundMoney(amount) : 0;
}
