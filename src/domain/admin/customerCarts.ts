import { safeHttpUrl } from '../chrome/socialMedia';

/** A customer's cart as the admin sees it. */
export interface CustomerCartFields {
  userName: string;
  items: readonly unknown[];
}

/** The carts that have something in them; none of them means the no-cart-data message. */
export function cartsWithItems<T extends CustomerCartFields>(carts: readonly T[]): T[] {
  return carts.filter((cart) => cart.items.length > 0);
}

/** The card title: the customer's name, or null for a guest (the widget shows the guest label). */
export function customerName(cart: Pick<CustomerCartFields, 'userName'>): string | null {
  const name = cart.userName.trim();
  return name === '' ? null : name;
}

/**
 * A link from data that a row may open: the site's own absolute paths ('/urun-p-12') or http(s)
 * addresses; null for anything else (javascript:, data:, protocol-relative '//host', backslashes).
 */
export function safeLinkHref(link: string | null | undefined): string | null {
  const text = (link ?? '').trim();
  if (text.startsWith('/')) return text.startsWith('//') || text.includes('\\') ? null : text;
  return safeHttpUrl(text);
}
