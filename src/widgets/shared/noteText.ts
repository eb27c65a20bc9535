import { noteShown } from '../../domain/cart/orderNote';
import type { Translate } from '../../i18n/translate';

/**
 * The text shown for a stored note: what the customer wrote, or the default of its kind in the
 * viewer's language ('Sipariş notu yok' for an order, 'Cari hesap ödemesi' for a free payment).
 * The defaults are display text only: an empty note is stored empty.
 */
export function noteText(
  t: Translate,
  description: string | null | undefined,
  kind: 'order' | 'pay',
): string {
  return noteShown(description) ?? t(kind === 'pay' ? 'checkout.freePaymentNote' : 'cart.noOrderNote');
}
