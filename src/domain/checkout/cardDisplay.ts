/**
 * What the card graphic beside the card form shows while the customer types: the
 * typed digits in the card's layout, a dot for each digit still to come. It reads the fields' text
 * and keeps nothing.
 */
import { CARD_NUMBER_DIGITS, digitsOnly } from './cardForm';

const PENDING = '•';

/** '4355 08' → '4355 08•• •••• ••••'. */
export function cardNumberOnCard(value: string | null | undefined): string {
  const digits = digitsOnly(value).slice(0, CARD_NUMBER_DIGITS).padEnd(CARD_NUMBER_DIGITS, PENDING);
  return digits.replace(/(.{4})(?=.)/g, '$1 ');
}

/** '1' → '1•/••': the month and year digits typed so far. */
export function expiryOnCard(value: string | null | undefined): string {
  const digits = digitsOnly(value).slice(0, 4).padEnd(4, PENDING);
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** The security code on the card's back: its typed digits, a dot for each still to come. */
export function securityCodeOnCard(value: string | null | undefined, length = 3): string {
  return digitsOnly(value).slice(0, length).padEnd(length, PENDING);
}

/** The holder's name as embossed: capitals in the Turkish way ('i' → 'İ'), blanks collapsed. */
export function holderOnCard(value: string | null | undefined): string {
  return (value ?? '').trim().replace(/\s+/g, ' ').toLocaleUpperCase('tr-TR');
}
