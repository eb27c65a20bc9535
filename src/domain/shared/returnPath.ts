/**
 * A return address (`returnUrl`): where a page sends the user back to when they are done. Only a path
 * of the same site is ever one, so a link crafted by someone else cannot lead the user away.
 */

const SAME_SITE = 'http://same-site.invalid';

/** C0 controls, DEL and the C1 range: nothing a real return path holds. */
const hasControlCharacter = (text: string) =>
  [...text].some((c) => {
    const code = c.charCodeAt(0);
    return code < 0x20 || (code >= 0x7f && code <= 0x9f);
  });

/**
 * The same-site path `value` names, or null. Judged as a browser reads it: browsers drop tabs and
 * newlines anywhere and read '\\' as '/', so '/\t/evil.example' and '/\\evil.example' both mean
 * '//evil.example'; any control character refuses the value outright. The answer is the path
 * re-serialised by the URL parser (percent-encoded ASCII), so a Location header or an href can carry it.
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  if (hasControlCharacter(value)) return null;
  const path = value.replace(/\\/g, '/');
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(path, SAME_SITE);
  } catch {
    return null;
  }
  if (url.origin !== SAME_SITE) return null;
  const target = `${url.pathname}${url.search}${url.hash}`;
  return target.startsWith('//') ? null : target;
}
