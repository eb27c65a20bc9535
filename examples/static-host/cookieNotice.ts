/**
 * Whether a page carries the CookieButton placeholder: only while the visitor has stored no cookie
 * choice. The widget's accept call (/api/catalog/cookies, through the proxy) answers with the
 * b2b_cookies=1 cookie on this server's origin, so every later request says the choice is stored.
 */
export const CHOICE_COOKIE = 'b2b_cookies';

/** The request's cookies by name (the first of a repeated name). */
export function cookiesOf(header: string | undefined): Map<string, string> {
  const found = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    if (at > 0 && name && !found.has(name)) found.set(name, pair.slice(at + 1).trim());
  }
  return found;
}

export function wantsCookieNotice(cookieHeader: string | undefined): boolean {
  return cookiesOf(cookieHeader).get(CHOICE_COOKIE) !== '1';
}
