import type { Offer } from '../../contract/offers';
import { formatDate } from '../../domain/shared/dates';
import { formatMoney } from '../../domain/shared/money';
import { percentText } from '../../domain/shared/percentText';
import type { LocaleCode } from '../../domain/chrome/locales';
import { markedUpPrice, quoteLineTotal, quoteTotals } from '../../domain/history/offerMargin';
import { productImageUrl } from '../../domain/catalog/productLinks';
import type { Translate } from '../../i18n/translate';
import type { UserAddress } from '../../store/history/offerList';

interface QuoteDocumentProps {
  offer: Offer;
  /** Each item's margin in effect (what the detail shows, saved or not). */
  margins: Record<number, number>;
  logo: string;
  address: UserAddress | null;
  t: Translate;
  /** The page's language: the print window has no store to read it from. */
  locale: LocaleCode;
  onPrint: () => void;
  onClose: () => void;
}

/**
 * The printable quote the dealer hands to its end customer: the dealer's logo and address, the
 * quote's number and date, the customer, the items at the prices the customer pays (the dealer's
 * price with its margin), subtotal, tax and total. The dealer's own prices and margins never appear.
 * Rendered in the print window's own React root: labels come as `t`, not from the store.
 */
export function QuoteDocument({
  offer,
  margins,
  logo,
  address,
  t,
  locale,
  onPrint,
  onClose,
}: QuoteDocumentProps) {
  const items = offer.offerItems.map((item) => ({ ...item, profit: margins[item.id] ?? item.profit }));
  const totals = quoteTotals(items);
  const money = (value: number) => formatMoney(value, offer.currency);
  // Absolute: the print window is about:blank, whatever it resolves a relative path against.
  const logoPath = productImageUrl(logo);
  const logoSrc = logoPath ? new URL(logoPath, window.location.href).href : null;
  const place = address ? [address.town, address.city].filter(Boolean).join(' / ') : '';
  const customer = [offer.customerName, offer.customerCompanyName].filter((s) => s.trim() !== '');

  return (
    <main className="quote">
      <div className="quote__toolbar">
        <button type="button" onClick={onPrint}>
          {t('common.print')}
        </button>
        <button type="button" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
      <header className="quote__header">
        <div className="quote__dealer">
          {logoSrc && <img className="quote__logo" src={logoSrc} alt={address?.name ?? ''} />}
          {address && (
            <address>
              <strong>{address.name}</strong>
              <span>{address.address}</span>
              {place && <span>{place}</span>}
              {address.number && (
                <span>
                  {t('quote.phone')}: {address.number}
                </span>
              )}
            </address>
          )}
        </div>
        <div className="quote__meta">
          <h1>{t('quote.title')}</h1>
          <dl>
            <div>
              <dt>{t('quote.number')}</dt>
              <dd>{offer.orderNo}</dd>
            </div>
            <div>
              <dt>{t('quote.date')}</dt>
              <dd>{formatDate(offer.date)}</dd>
            </div>
          </dl>
        </div>
      </header>
      {customer.length > 0 && (
        <section className="quote__customer" aria-label={t('offers.customer')}>
          <p className="quote__to">{t('quote.customer')}</p>
          {customer.map((line, i) => (
            <p key={i} className={i === 0 ? 'quote__customer-name' : undefined}>
              {line}
            </p>
          ))}
          {offer.customerEmail && (
            <p>
              {t('quote.email')}: {offer.customerEmail}
            </p>
          )}
          {offer.customerPhone && (
            <p>
              {t('quote.phone')}: {offer.customerPhone}
            </p>
          )}
        </section>
      )}
      <table className="quote__items">
        <thead>
          <tr>
            <th scope="col">{t('quote.row')}</th>
            <th scope="col">{t('orders.itemCode')}</th>
            <th scope="col">{t('orders.itemName')}</th>
            <th scope="col" className="num">
              {t('orders.itemQuantity')}
            </th>
            <th scope="col" className="num">
              {t('quote.unitPrice')}
            </th>
            <th scope="col" className="num">
              {t('cart.tax')}
            </th>
            <th scope="col" className="num">
              {t('quote.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={item.id}>
              <td>{index + 1}</td>
              <td className="code">{item.code}</td>
              <td>{item.name}</td>
              <td className="num">{item.quantity}</td>
              <td className="num">{money(markedUpPrice(item.price, item.profit))}</td>
              <td className="num">{percentText(item.taxRate, locale)}</td>
              <td className="num">{money(quoteLineTotal(item))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="quote__bottom">
        <div className="quote__notes">
          {offer.description && <p>{offer.description}</p>}
          <p className="quote__small">{t('quote.pricesExclTax')}</p>
        </div>
        <dl className="quote__totals">
          <div>
            <dt>{t('cart.subtotal')}</dt>
            <dd>{money(totals.subtotal)}</dd>
          </div>
          <div>
            <dt>{t('cart.taxTotal')}</dt>
            <dd>{money(totals.tax)}</dd>
          </div>
          <div className="quote__grand">
            <dt>{t('cart.grandTotal')}</dt>
            <dd>{money(totals.total)}</dd>
          </div>
        </dl>
      </div>
    </main>
  );
}
