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
