import { useId, type MouseEvent } from 'react';
import type { CustomerCart } from '../../contract/admin';
import { customerName, safeLinkHref } from '../../domain/admin/customerCarts';
import { useT } from '../../i18n/useT';

/** Opens a product in a new tab without giving it a handle on this page. */
function openInNewTab(href: string): void {
  window.open(href, '_blank', 'noopener,noreferrer');
}

/** One customer's cart: name (or the guest label), then product name, code and quantity per row. */
export function CustomerCartCard({ cart }: { cart: CustomerCart }) {
  const t = useT();
  const headingId = useId();
  const name = customerName(cart) ?? t('carts.guest');

  // A click anywhere on the row opens the product; the name is a real link for the keyboard and
  // for middle clicks, so a click on the link itself is left to the browser.
  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, href: string | null) => {
    if (!href || (event.target as HTMLElement).closest('a')) return;
    openInNewTab(href);
  };

  return (
    <li className="b2b-cart-card">
      <h2 id={headingId} className="b2b-cart-card__title">
        <span className="b2b-cart-card__name">{name}</span>
        <span className="b2b-cart-card__count">{t('carts.itemCount', { n: cart.items.length })}</span>
      </h2>
      {cart.lastChangedBy && (
        <p className="b2b-cart-card__changed">
          {t(
            cart.lastChangedBy.representative ? 'trace.lastChangedByRepresentative' : 'trace.lastChangedBy',
            {
              name: cart.lastChangedBy.name,
            },
          )}
        </p>
      )}
      <table className="b2b-stack-table b2b-cart-card__table" aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{t('carts.productName')}</th>
            <th scope="col">{t('carts.productCode')}</th>
            <th scope="col" className="b2b-num">
              {t('carts.quantity')}
            </th>
          </tr>
        </thead>
        <tbody>
          {cart.items.map((item, i) => {
            const href = safeLinkHref(item.link);
            return (
              <tr
                key={`${item.productCode}-${i}`}
                className={href ? 'b2b-cart-card__row--link' : undefined}
                onClick={(event) => onRowClick(event, href)}
              >
                <td data-label={t('carts.productName')} className="b2b-stack-wide">
                  {href ? (
                    <a href={href} target="_blank" rel="noopener noreferrer">
                      {item.productName}
                      <span className="b2b-visually-hidden"> {t('common.newWindow')}</span>
                    </a>
                  ) : (
                    item.productName
                  )}
                </td>
                <td data-label={t('carts.productCode')}>{item.productCode}</td>
                <td data-label={t('carts.quantity')} className="b2b-num">
                  {item.productQuantity}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </li>
  );
}
