import { useT } from '../../i18n/useT';
import type { PricedCart } from '../../store/cart/cartSelectors';
import { CartLineRow } from './CartLineRow';

/** The cart's lines as a table in a box of its own (it scrolls there, never under the summary); stacked cards in a narrow cart (shared/cartLayout.css). */
export function CartTable({ cart, locked }: { cart: PricedCart; locked: boolean }) {
  const t = useT();
  return (
    <div className="b2b-cart__lines">
      <table className="b2b-cart__table">
        <thead>
          <tr>
            <th scope="col">
              <span className="b2b-visually-hidden">{t('cart.image')}</span>
            </th>
            <th scope="col">{t('cart.name')}</th>
            <th scope="col">{t('cart.brand')}</th>
            <th scope="col">{t('cart.model')}</th>
            <th scope="col">{t('cart.code')}</th>
            <th scope="col">{t('cart.quantity')}</th>
            <th scope="col">{t('cart.unit')}</th>
            <th scope="col">{t('cart.tax')}</th>
            <th scope="col">{t('cart.unitPrice')}</th>
            <th scope="col">{t('cart.lineAmount')}</th>
            <th scope="col">
              <span className="b2b-visually-hidden">{t('cart.remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {cart.lines.map((line) => (
            <CartLineRow key={line.item.product.id} line={line} format={cart.format} locked={locked} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
