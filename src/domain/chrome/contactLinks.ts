/**
 * Links to reach a person (the sales representative of the top bar). The values come from the
 * server: a link is only built from a plain phone number or e-mail address, never from text that
 * could carry another scheme or extra mail headers.
 */

/** tel: link of a phone number ('0212 555 10 20' → 'tel:02125551020'); null when there is nothing to dial. */
export function telHref(phone: string | null | undefined): string | null {
  const text = (phone ?? '').trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 3 || digits.length > 15) return null;
  return `tel:${text.startsWith('+') ? '+' : ''}${digits}`;
}

/** One local part, one @, a dotted domain; no spaces, commas, '?' or '&' (which could add mail headers). */
const PLAIN_EMAIL = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

/** mailto: link of a plain e-mail address; null for anything else. */
export function mailtoHref(email: string | null | undefined): string | null {
  const text = (email ?? '').trim();
  if (text.length > 254 || !PLAIN_EMAIL.test(text)) return null;
  return `mailto:${text}`;
}
