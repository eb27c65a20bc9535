import { isLocale, type LocaleCode } from '../chrome/locales';

/**
 * The payment frame's origin as the config gives it (paymentFrameOrigin). Messages are accepted only
 * from, and card data posted only to, this exact origin: it must be an http(s) origin, written the
 * way browsers report event.origin ('https://pay.example/' → 'https://pay.example'); anything else
 * gives null and no payment can start.
 */
export function paymentFrameOrigin(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    if (url.username || url.password || (url.pathname !== '/' && url.pathname !== '')) return null;
    if (url.search || url.hash) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * The query parameter that gives the payment frame the page's language. The frame lives on its own
 * origin: it cannot read the storefront page's locale, and the frame's host trusts nothing here but
 * the two language codes (anything else is Turkish, the spec's default).
 */
export const FRAME_LOCALE_PARAM = 'lang';

/** The frame's address for a page in `locale`. */
export function paymentFrameSrc(origin: string, path: string, locale: LocaleCode): string {
  return `${origin}${path}?${FRAME_LOCALE_PARAM}=${locale}`;
}

/** The language the frame shows, read from its address's parameter. */
export function frameLocale(value: unknown): LocaleCode {
  return isLocale(value) ? value : 'tr';
}
