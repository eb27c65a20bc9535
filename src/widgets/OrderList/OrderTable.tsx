import type { Order } from '../../contract/orders';
import { useT } from '../../i18n/useT';
import { OrderRow } from './OrderRow';

interface OrderTableProps {
  orders: Order[];
  cancelling: number[];
  onCancel: (order: Order) => void;
  onReorder: (order: Order) => void;
}

/**
 * Columns order no, date, creator, total, cancel, 'Tekrar Sipariş' (issue 16, beyond the spec's
 * list) and fold; each order is a tbody with its items below.
 */
export function OrderTable({ orders, cancelling, onCancel, onReorder }: OrderTableProps) {
  const t = useT();
  return (
    <div className="b2b-history__scroll">
      <table className="b2b-history__table">
        <caption className="b2b-visually-hidden">{t('orders.listLabel')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.orderNo')}</th>
            <th scope="col">{t('orders.date')}</th>
            <th scope="col">{t('orders.creator')}</th>
            <th scope="col" className="b2b-history__num">
              {t('orders.total')}
            </th>
            <th scope="col">{t('orders.cancel')}</th>
            <th scope="col">{t('reorder.column')}</th>
            <th scope="col">{t('orders.fold')}</th>
          </tr>
        </thead>
        {orders.map((order) => (
          <OrderRow
            key={order.id}
            order={order}
            cancelling={cancelling.includes(order.id)}
            onCancel={() => onCancel(order)}
            onReorder={() => onReorder(order)}
          />
        ))}
      </table>
    </div>
  );
}
