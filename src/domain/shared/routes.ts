/** Storefront routes of the spec the widgets link or send users to (relative to the base path). */
export const LOGIN_PATH = '/account/login';
export const CART_PATH = '/sepet';
export const OFFER_LIST_PATH = '/teklif/liste';
/** A sales representative's book of customers, where 'Çık' of the acting banner leads. */
export const REPRESENTATIVE_BOOK_PATH = '/temsilci';

/**
 * The login page, with the page to come back to afterwards when it is one of the storefront's own
 * paths ('/…', never '//…', which would leave the site).
 */
export function loginUrl(basePath: string, returnTo?: string): string {
  const login = `${basePath}${LOGIN_PATH}`;
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.includes('\\'))
    return login;
  return `${login}?returnUrl=${encodeURIComponent(returnTo)}`;
}
