import type { Order } from '../../contract/orders';
import { formatMoney } from '../../domain/money';
import { productImageUrl, productPath } from '../../domain/productLinks';
import { unitLabel } from '../../domain/units';
import { useT } from '../../i18n/useT';
import { selectBasePath, selectImageBasePath } from '../../store/config';
import { useAppSelector } from '../../store/hooks';
import { ProductImage } from '../../ui/ProductImage';
import { noteText } from '../shared/noteText';

export const HISTORY_IMAGE_SIZE = 48;

/** An unfolded order: its items (image, code, name, quantity, unit price, line total) and its sums. */
export function OrderItems({ order }: { order: Order }) {
  const t = useT();
  const basePath = useAppSelector(selectBasePath);
  const imageBase = useAppSelector(selectImageBasePath);
  const money = (value: number) => formatMoney(value, order.currency);
  return (
    <div className="b2b-history__items">
      <table className="b2b-history__table b2b-history__table--items">
        <caption className="b2b-visually-hidden">{t('orders.itemsOf', { orderNo: order.orderNo })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.itemImage')}</th>
            <th scope="col">{t('orders.itemCode')}</th>
            <th scope="col">{t('orders.itemName')}</th>
            <th scope="col" className="b2b-history__num">
              {t('orders.itemQuantity')}
            </th>
            <th scope="col" className="b2b-history__num">
              {t('orders.itemUnitPrice')}
            </th>
            <th scope="col" className="b2b-history__num">
              {t('orders.itemTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.orderItems.map((item) => (
            <tr key={item.id} className="b2b-history__item">
              <td className="b2b-history__image">
                <ProductImage
                  src={productImageUrl(item.image, imageBase)}
                  alt={item.name}
                  size={HISTORY_IMAGE_SIZE}
                />
              </td>
              <td data-label={t('orders.itemCode')}>{item.code}</td>
              <td data-label={t('orders.itemName')} className="b2b-history__name">
                <a href={productPath(item.product.seo, item.product.id, basePath)}>{item.name}</a>
              </td>
              <td data-label={t('orders.itemQuantity')} className="b2b-history__num">
                {item.quantity} {unitLabel(item.productUnit)}
              </td>
              <td data-label={t('orders.itemUnitPrice')} className="b2b-history__num">
                {money(item.price)}
              </td>
              <td data-label={t('orders.itemTotal')} className="b2b-history__num">
                {money(item.total)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="b2b-history__sums">
        {order.branch && (
          <div>
            <dt>{t('cart.branch')}</dt>
            <dd>{order.branch}</dd>
          </div>
        )}
        <div className="b2b-history__note">
          <dt>{t('cart.description')}</dt>
          <dd>{noteText(t, order.description, 'order')}</dd>
        </div>
        <div>
          <dt>{t('cart.subtotal')}</dt>
          <dd>{money(order.subtotal)}</dd>
        </div>
        <div>
          <dt>{t('cart.taxTotal')}</dt>
          <dd>{money(order.taxTotal)}</dd>
        </div>
        <div className="b2b-history__grand">
          <dt>{t('cart.grandTotal')}</dt>
          <dd>{money(order.total)}</dd>
        </div>
      </dl>
    </div>
  );
}
