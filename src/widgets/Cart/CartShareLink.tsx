import { whatsappChatUrl } from '../../domain/cart/whatsapp';
import { unitLabel } from '../../domain/cart/units';
import { useT } from '../../i18n/useT';
import type { PricedCart } from '../../store/cart/cartSelectors';
import { selectStoreInfo } from '../../store/core/config';
import { useAppSelector } from '../../store/core/hooks';

/**
 * Sends the cart's lines (name, code, quantity, unit, line amount) and its total in a WhatsApp
 * message: only when the store's WhatsApp option is on and its number is usable (domain whatsapp).
 */
export function CartShareLink({ cart }: { cart: PricedCart }) {
  const t = useT();
  const store = useAppSelector(selectStoreInfo);
  if (!store.whatsappControl) return null;
  const text = [
    t('cart.shareIntro'),
    ...cart.lines.map(({ item, shownAmount }) =>
      t('cart.shareLine', {
        name: item.product.name,
        code: item.product.code,
        quantity: item.quantity,
        unit: unitLabel(item.productUnit),
        amount: cart.format(shownAmount),
      }),
    ),
    t('cart.shareTotal', { total: cart.format(cart.totals.total) }),
  ].join('\n');
  const href = whatsappChatUrl(store.whatsapp, text);
  if (!href) return null;
  return (
    <a className="b2b-cart__share" href={href} target="_blank" rel="noopener noreferrer">
      {t('cart.sendWhatsapp')}
      <span className="b2b-visually-hidden"> {t('common.newWindow')}</span>
    </a>
  );
}
