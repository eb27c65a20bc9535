import type { Order } from '../../../contract/orders';
import { formatMoney } from '../../../domain/shared/money';
import { productPath } from '../../../domain/catalog/productLinks';
import { unitLabel } from '../../../domain/cart/units';
import { useT } from '../../../i18n/useT';
import { selectBasePath } from '../../../store/core/config';
import { useAppSelector } from '../../../store/core/hooks';
import { noteText } from '../noteText';
import { HistoryItemImage, HistoryItemsTable, HistorySums, type HistorySum } from './HistoryItems';

interface OrderItemsProps {
  order: Order;
  /**
   * The order's note among the sums. The order list shows it there; the approval queue shows it on
   * the order's own row, so its unfolded lines leave it out.
   */
  withNote: boolean;
}

/**
 * An unfolded order: its lines (image, code, name, quantity with its unit, unit price, line total)
 * and its sums (branch, note when asked for, subtotal, tax, grand total).
 */
export function OrderItems({ order, withNote }: OrderItemsProps) {
  const t = useT();
  const basePath = useAppSelector(selectBasePath);
  const money = (value: number) => formatMoney(value, order.currency);
  const columns = [
    { label: t('orders.itemImage') },
    { label: t('orders.itemCode') },
    { label: t('orders.itemName') },
    { label: t('orders.itemQuantity'), num: true },
    { label: t('orders.itemUnitPrice'), num: true },
    { label: t('orders.itemTotal'), num: true },
  ];
  const note: HistorySum = {
    label: t('cart.description'),
    value: noteText(t, order.description, 'order'),
    className: 'b2b-history__note',
  };
  const sums = [
    ...(order.branch ? [{ label: t('cart.branch'), value: order.branch }] : []),
    ...(withNote ? [note] : []),
    { label: t('cart.subtotal'), value: money(order.subtotal) },
    { label: t('cart.taxTotal'), value: money(order.taxTotal) },
  ];
  return (
    <div className="b2b-history__items">
      <HistoryItemsTable caption={t('orders.itemsOf', { orderNo: order.orderNo })} columns={columns}>
        {order.orderItems.map((item) => (
          <tr key={item.id} className="b2b-history__item">
            <HistoryItemImage image={item.image} name={item.name} />
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
      </HistoryItemsTable>
      <HistorySums lines={sums} grandTotal={money(order.total)} />
    </div>
  );
}
