import type { Order } from '../../contract/orders';
import { mayCancelOrder, roleHasCart } from '../../domain/company/companyRoles';
import { useT } from '../../i18n/useT';
import { selectUser } from '../../store/core/config';
import { useAppSelector } from '../../store/core/hooks';
import { HistoryTable } from '../shared/historyTable/HistoryTable';
import { OrderRow } from './OrderRow';

interface OrderTableProps {
  orders: Order[];
  cancelling: number[];
  onCancel: (order: Order) => void;
  onReorder: (order: Order) => void;
}

/**
 * Columns order no, date, creator, total, cancel, 'Tekrar Sipariş' (beyond the spec's
 * list) and fold; each order is a tbody with its items below.
 */
export function OrderTable({ orders, cancelling, onCancel, onReorder }: OrderTableProps) {
  const t = useT();
  // Company accounts: who may cancel which order, and whether the viewer has a cart at all.
  const user = useAppSelector(selectUser);
  const viewer = { id: user.id, role: user.companyRole };
  const hasCart = roleHasCart(user.companyRole);
  const columns = [
    { label: t('orders.orderNo') },
    { label: t('orders.date') },
    { label: t('orders.creator') },
    { label: t('orders.total'), num: true },
    { label: t('orders.cancel') },
    { label: t('reorder.column') },
    { label: t('orders.fold') },
  ];
  return (
    <HistoryTable caption={t('orders.listLabel')} columns={columns}>
      {orders.map((order) => (
        <OrderRow
          key={order.id}
          order={order}
          cancelling={cancelling.includes(order.id)}
          canCancel={mayCancelOrder(viewer, order)}
          onCancel={() => onCancel(order)}
          onReorder={hasCart ? () => onReorder(order) : null}
        />
      ))}
    </HistoryTable>
  );
}
