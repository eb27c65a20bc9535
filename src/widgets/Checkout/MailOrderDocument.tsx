import type { PaymentResult } from '../../contract/payment';
import { formatDateTime } from '../../domain/shared/dates';
import { formatMoney } from '../../domain/shared/money';
import { productImageUrl } from '../../domain/catalog/productLinks';
import type { Translate } from '../../i18n/translate';
import { noteText } from '../shared/noteText';

interface MailOrderDocumentProps {
  result: PaymentResult;
  /** Passed in: the print window is a React root of its own, outside the store's Provider. */
  t: Translate;
}

/**
 * The printable mail-order form of a card payment (mailOrder): the store, the customer,
 * the masked card, the installments and amounts, the date, and the card holder's signature. The card
 * number and expiry come masked from the host; the security code is never part of it.
 */
export function MailOrderDocument({ result, t }: MailOrderDocumentProps) {
  const m = result.mailOrder;
  const money = (amount: number) => formatMoney(amount, m.currency);
  const logo = productImageUrl(m.logo);
  const rows: [string, string][] = [
    [t('checkout.customer'), m.customerName],
    [t('checkout.cardHolder'), m.cardHolder],
    [t('checkout.cardNumber'), m.cardNumber],
    [t('checkout.expiry'), m.expiryDate],
    [
      t('checkout.installment'),
      m.installment > 1 ? t('checkout.installmentCount', { n: m.installment }) : t('checkout.singlePayment'),
    ],
    [t('checkout.installmentAmount'), money(m.installmentAmount)],
    [t('checkout.totalAmount'), money(result.amount)],
    [t('cart.description'), noteText(t, m.description, result.paymentType)],
    [t('checkout.date'), formatDateTime(m.date)],
  ];
  if (result.order) rows.splice(0, 0, [t('orderSuccess.orderNo'), result.order.orderNo]);
  return (
    <main className="mail-order">
      <header className="mail-order__head">
        {logo && <img className="mail-order__logo" src={logo} alt={m.name} />}
        <div>
          <p className="mail-order__store">{m.name}</p>
          <p>{m.address}</p>
          <p>{m.phone}</p>
        </div>
      </header>
      <h1>{t('checkout.mailOrderTitle')}</h1>
      <table className="mail-order__table">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mail-order__consent">
        {t('checkout.mailOrderConsent', { amount: money(result.amount) })}
      </p>
      <div className="mail-order__signature">
        <span>{t('checkout.signature')}</span>
      </div>
    </main>
  );
}
