import { useId, useState } from 'react';
import type { Order } from '../../contract/orders';
import { formatDateTime } from '../../domain/dates';
import { formatMoney } from '../../domain/money';
import { useT } from '../../i18n/useT';
import { Spinner } from '../../ui/Spinner';
import { HistoryGroup } from '../shared/historyTable/HistoryTable';
import { OrderItems } from './OrderItems';

interface OrderRowProps {
  order: Order;
  cancelling: boolean;
  onCancel: () => void;
  /** 'Tekrar Sipariş Ver' (issue 16): offered for every order, cancelled ones too. */
  onReorder: () => void;
}

/** One order: its columns, the cancel button or the cancelled badge, and the fold button. */
export function OrderRow({ order, cancelling, onCancel, onReorder }: OrderRowProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const itemsId = useId();
  const cells = (
    <>
      <th scope="row" data-label={t('orders.orderNo')} className="b2b-history__key">
        {order.orderNo}
      </th>
      <td data-label={t('orders.date')}>{formatDateTime(order.date)}</td>
      <td data-label={t('orders.creator')}>{order.creator}</td>
      <td data-label={t('orders.total')} className="b2b-history__num">
        {formatMoney(order.total, order.currency)}
      </td>
      <td data-label={t('orders.cancel')}>
        {order.isCancel ? (
          <span className="b2b-history__badge">{t('orders.cancelled')}</span>
        ) : (
          <button
            type="button"
            className="b2b-history__button b2b-history__button--danger"
            disabled={cancelling}
            onClick={onCancel}
          >
            {cancelling && <Spinner label={t('common.loading')} />}
            {t('orders.cancel')}
          </button>
        )}
      </td>
      <td data-label={t('reorder.column')}>
        <button type="button" className="b2b-history__button" onClick={onReorder}>
          {t('reorder.button')}
        </button>
      </td>
      <td data-label={t('orders.fold')}>
        <button
          type="button"
          className="b2b-history__button b2b-history__fold"
          aria-expanded={open}
          aria-controls={itemsId}
          onClick={() => setOpen(!open)}
        >
          {t('orders.fold')}
          <span className="b2b-history__chevron" aria-hidden="true" />
        </button>
      </td>
    </>
  );
  return (
    <HistoryGroup
      open={open}
      detailsId={itemsId}
      colSpan={7}
      cells={cells}
      details={() => <OrderItems order={order} />}
    />
  );
}
