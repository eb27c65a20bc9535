import './CheckoutPreview.css';
import { useId } from 'react';
import { productImageUrl, productPath } from '../../domain/catalog/productLinks';
import { formatMoney } from '../../domain/shared/money';
import { percentText } from '../../domain/shared/percentText';
import { selectLocale } from '../../store/chrome/locale';
import { CART_PATH } from '../../domain/shared/routes';
import { unitLabel } from '../../domain/cart/units';
import type { CheckoutProps } from '../../contract/widgetProps';
import { useT } from '../../i18n/useT';
import { checkoutActions } from '../../store/checkout/checkout';
import { selectBasePath, selectImageBasePath } from '../../store/core/config';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { ProductImage } from '../../ui/ProductImage';
import { usePreviewLines } from './usePreviewLines';

const THUMBNAIL_SIZE = 48;
const money = (amount: number) => formatMoney(amount, 'TRY');

/** 'Sepet Önizleme': the lines and totals being paid, the cart page's note, and 'Devam Et'. */
export function CheckoutPreview({ page }: { page: CheckoutProps }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const basePath = useAppSelector(selectBasePath);
  const imageBasePath = useAppSelector(selectImageBasePath);
  const locale = useAppSelector(selectLocale);
  const { lines, totals } = usePreviewLines(page.items, page.advencePrice);
  const titleId = useId();

  return (
    <section className="b2b-checkout__panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="b2b-checkout__title">
        {t('checkout.preview')}
      </h2>
      {lines.length === 0 ? (
        <p>{t('cart.empty')}</p>
      ) : (
        <table className="b2b-checkout__lines">
          <thead>
            <tr>
              <th scope="col">
                <span className="b2b-visually-hidden">{t('product.image')}</span>
              </th>
              <th scope="col">{t('cart.name')}</th>
              <th scope="col">{t('cart.quantity')}</th>
              <th scope="col">{t('cart.tax')}</th>
              <th scope="col">{t('cart.unitPrice')}</th>
              <th scope="col">{t('cart.lineAmount')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map(({ item, unitPrice, amount }) => (
              <tr key={item.product.id}>
                <td className="b2b-checkout__line-image">
                  <ProductImage
                    src={productImageUrl(item.product.image, imageBasePath)}
                    alt={item.product.name}
                    size={THUMBNAIL_SIZE}
                  />
                </td>
                <td className="b2b-checkout__line-name">
                  <a href={productPath(item.product.seo, item.product.id, basePath)}>{item.product.name}</a>
                  <span className="b2b-checkout__muted">{item.product.code}</span>
                </td>
                <td data-label={t('cart.quantity')}>
                  {item.quantity} {unitLabel(item.productUnit)}
                </td>
                <td data-label={t('cart.tax')}>{percentText(item.product.taxRate, locale)}</td>
                <td data-label={t('cart.unitPrice')}>{money(unitPrice)}</td>
                <td data-label={t('cart.lineAmount')} className="b2b-checkout__amount">
                  {money(amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="b2b-checkout__preview-foot">
        {page.description.trim() !== '' && (
          <p className="b2b-checkout__note">
            <strong>{t('cart.description')}:</strong> {page.description}
          </p>
        )}
        <dl className="b2b-checkout__totals">
          <dt>{t('cart.subtotal')}</dt>
          <dd>{money(totals.subtotal)}</dd>
          <dt>{t('cart.taxTotal')}</dt>
          <dd>{money(totals.tax)}</dd>
          <dt>{t('cart.grandTotal')}</dt>
          <dd className="b2b-checkout__grand-total">{money(totals.total)}</dd>
        </dl>
      </div>
      <div className="b2b-checkout__actions">
        <a className="b2b-checkout__secondary" href={`${basePath}${CART_PATH}`}>
          {t('checkout.backToCart')}
        </a>
        <button
          type="button"
          className="b2b-checkout__primary"
          disabled={lines.length === 0}
          onClick={() => dispatch(checkoutActions.stepRequested('payment'))}
        >
          {t('common.continue')}
        </button>
      </div>
    </section>
  );
}
