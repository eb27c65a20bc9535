import { formatMoney } from '../../domain/shared/money';
import { useT } from '../../i18n/useT';
import type { PricedCart } from '../../store/cart/cartSelectors';

/**
 * Subtotal, tax and grand total (the spec rounding) in the active currency; in another currency
 * than TRY the TRY total too, computed without conversion, as orders and payments are in TRY.
 */
export function CartSummary({ cart }: { cart: PricedCart }) {
  const t = useT();
  const inTry = cart.currencyCode === 'TRY';
  return (
    <section className="b2b-cart__summary" aria-labelledby="b2b-cart-summary">
      <h2 id="b2b-cart-summary" className="b2b-cart__panel-title">
        {t('cart.summary')}
      </h2>
      <dl className="b2b-cart__totals">
        <dt>{t('cart.subtotal')}</dt>
        <dd>{cart.format(cart.totals.subtotal)}</dd>
        <dt>{t('cart.taxTotal')}</dt>
        <dd>{cart.format(cart.totals.tax)}</dd>
        <dt className="b2b-cart__grand">{t('cart.grandTotal')}</dt>
        <dd className="b2b-cart__grand">{cart.format(cart.totals.total)}</dd>
        {!inTry && (
          <>
            <dt>{t('cart.tryTotal')}</dt>
            <dd>{formatMoney(cart.tryTotals.total, 'TRY')}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
