import { useMemo } from 'react';
import { decode } from '../../contract/decode';
import { cartCompletePropsDecoder } from '../../contract/props/cartCompleteProps';
import { formatMoney } from '../../domain/shared/money';
import { orderInListPath } from '../../domain/history/historyList';
import { useT } from '../../i18n/useT';
import { selectBasePath } from '../../store/core/config';
import { useAppSelector } from '../../store/core/hooks';
import { noteText } from '../shared/noteText';
import { OrderLines } from './OrderLines';
import '../shared/cartLayout.css';

/**
 * The order success page: 'Siparişiniz başarılı.' with the order number, the lines,
 * the summary and the order note ('Sipariş notu yok' in the viewer's language when there is none).
 * Amounts as the order was saved. An order sent for approval says so instead, that the company's
 * approvers decide, and links to its row in the order list, where the decision will show.
 */
export function CartComplete(props: Record<string, unknown>) {
  const { order } = useMemo(() => decode(cartCompletePropsDecoder, props, 'data-props'), [props]);
  const t = useT();
  const basePath = useAppSelector(selectBasePath);
  const money = (amount: number) => formatMoney(amount, order.currency);
  const waiting = order.status === 'waiting';
  return (
    <section className="b2b-order-complete" aria-labelledby="b2b-order-complete-title">
      <div className="b2b-order-complete__head" role="status">
        {/* An order over the user's limits waits for approval: it is saved, not yet placed. */}
        <h2 id="b2b-order-complete-title">{waiting ? t('cart.approvalSent') : t('orderSuccess.title')}</h2>
        <p>
          {t('orderSuccess.orderNo')}: <strong>{order.orderNo}</strong>
        </p>
        {waiting && (
          <>
            <p className="b2b-order-complete__waiting">{t('cart.approvalSentWho')}</p>
            <p>
              <a href={`${basePath}${orderInListPath(order.orderNo)}`}>
                {t('cart.approvalSentLink', { orderNo: order.orderNo })}
              </a>
            </p>
          </>
        )}
      </div>
      <OrderLines order={order} money={money} />
      <dl className="b2b-cart__totals b2b-order-complete__totals">
        <dt>{t('cart.subtotal')}</dt>
        <dd>{money(order.subtotal)}</dd>
        <dt>{t('cart.taxTotal')}</dt>
        <dd>{money(order.taxTotal)}</dd>
        <dt className="b2b-cart__grand">{t('cart.grandTotal')}</dt>
        <dd className="b2b-cart__grand">{money(order.total)}</dd>
      </dl>
      <div className="b2b-order-complete__note">
        <h3>{t('orderSuccess.description')}</h3>
        <p>{noteText(t, order.description, 'order')}</p>
      </div>
      <p className="b2b-cart__links">
        <a className="b2b-cart__back" href={`${basePath}/`}>
          {t('cart.backToShop')}
        </a>
      </p>
    </section>
  );
}
