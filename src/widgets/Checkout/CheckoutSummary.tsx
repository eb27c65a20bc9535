import './CheckoutSummary.css';
import { useId } from 'react';
import type { PaymentResult } from '../../contract/payment';
import { ORDER_LIST_PATH } from '../../domain/checkout/checkoutSteps';
import { useT } from '../../i18n/useT';
import { selectBasePath } from '../../store/core/config';
import { useAppSelector } from '../../store/core/hooks';
import { openPrintWindow } from '../../ui/printWindow';
import { noteText } from '../shared/noteText';
import { tryMoney } from './formatters';
import { MailOrderDocument } from './MailOrderDocument';
import { MAIL_ORDER_STYLES } from './mailOrderStyles';

/**
 * The shopping summary: 'Ödeme başarılı.', the order number of a paid cart, the paid
 * amount (with the installment commission), the description, and the Mail Order print.
 */
export function CheckoutSummary({ result }: { result: PaymentResult }) {
  const t = useT();
  const titleId = useId();
  const basePath = useAppSelector(selectBasePath);
  const locale = useAppSelector((state) => state.locale.active);

  const printMailOrder = () => {
    const opened = openPrintWindow({
      title: `${t('checkout.mailOrderTitle')} ${result.order?.orderNo ?? ''}`.trim(),
      content: <MailOrderDocument result={result} t={t} />,
      styles: MAIL_ORDER_STYLES,
      lang: locale,
    });
    if (!opened) window.alert(t('checkout.popupBlocked'));
  };

  return (
    <section className="b2b-checkout__panel b2b-checkout__summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="b2b-checkout__title">
        {t('checkout.summary')}
      </h2>
      <p className="b2b-checkout__success" role="status">
        <span aria-hidden="true">✓</span> {t('checkout.paymentSucceeded')}
      </p>
      <dl className="b2b-checkout__totals b2b-checkout__result">
        {result.order && (
          <>
            <dt>{t('orderSuccess.orderNo')}</dt>
            <dd>{result.order.orderNo}</dd>
          </>
        )}
        <dt>{t('checkout.paidAmount')}</dt>
        <dd className="b2b-checkout__grand-total">{tryMoney(result.amount)}</dd>
        <dt>{t('checkout.installment')}</dt>
        <dd>
          {result.mailOrder.installment > 1
            ? t('checkout.installmentCount', { n: result.mailOrder.installment })
            : t('checkout.singlePayment')}
        </dd>
        <dt>{t('checkout.cardNumber')}</dt>
        <dd>{result.mailOrder.cardNumber}</dd>
        <dt>{t('cart.description')}</dt>
        <dd>{noteText(t, result.description, result.paymentType)}</dd>
      </dl>
      <div className="b2b-checkout__actions">
        <button type="button" className="b2b-checkout__secondary" onClick={printMailOrder}>
          {t('checkout.mailOrder')}
        </button>
        {result.order && (
          <a className="b2b-checkout__secondary" href={`${basePath}${ORDER_LIST_PATH}`}>
            {t('checkout.toOrders')}
          </a>
        )}
        <a className="b2b-checkout__primary" href={`${basePath}/`}>
          {t('cart.backToShop')}
        </a>
      </div>
    </section>
  );
}
