import { useId } from 'react';
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
  // Under the island's id prefix, as the server render names it.
  const titleId = useId();
  return (
    <section className="b2b-cart__summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="b2b-cart__panel-title">
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
