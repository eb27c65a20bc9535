import { useEffect, useId, useState } from 'react';
import { namesOrder, orderAnchor } from '../../domain/history/historyList';
import type { Order } from '../../contract/orders';
import { formatDateTime } from '../../domain/shared/dates';
import { formatMoney } from '../../domain/shared/money';
import { useT } from '../../i18n/useT';
import { Spinner } from '../../ui/Spinner';
import { HistoryGroup } from '../shared/historyTable/HistoryTable';
import { OrderItems } from '../shared/historyTable/OrderItems';

interface OrderRowProps {
  order: Order;
  cancelling: boolean;
  /** The viewer may cancel it (domain/company/companyRoles mayCancelOrder); else only its state shows. */
  canCancel: boolean;
  onCancel: () => void;
  /** 'Tekrar Sipariş Ver': offered for every order, cancelled ones too; null without a cart. */
  onReorder: (() => void) | null;
}

/** An order's approval state: waiting, or rejected with the approver's reason. */
function ApprovalState({ order }: { order: Order }) {
  const t = useT();
  if (order.status === 'waiting')
    return (
      <span className="b2b-history__badge b2b-history__badge--waiting">{t('orders.status.waiting')}</span>
    );
  if (order.status === 'rejected')
    return (
      <>
        <span className="b2b-history__badge b2b-history__badge--rejected">{t('orders.status.rejected')}</span>
        {order.rejectReason && (
          <span className="b2b-history__reason">
            {t('orders.rejectReason', { reason: order.rejectReason })}
          </span>
        )}
      </>
    );
  return null;
}

/**
 * One order: its columns, who placed it (and who approved it, or who rejected it and when), its approval state, the cancel button or the
 * cancelled badge, and the fold button.
 */
export function OrderRow({ order, cancelling, canCancel, onCancel, onReorder }: OrderRowProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const itemsId = useId();
  const anchor = orderAnchor(order.orderNo);
  // The address names this order (the link of the page after an order): it unfolds, in view.
  useEffect(() => {
    if (!namesOrder(window.location.hash, order.orderNo)) return;
    setOpen(true);
    document.getElementById(anchor)?.scrollIntoView?.({ block: 'start' });
  }, [anchor, order.orderNo]);
  const cells = (
    <>
      <th scope="row" data-label={t('orders.orderNo')} className="b2b-history__key">
        {order.orderNo}
      </th>
      <td data-label={t('orders.date')}>{formatDateTime(order.date)}</td>
      <td data-label={t('orders.creator')}>
        {order.creator}
        {order.placedByRepresentative && (
          <span className="b2b-history__approver b2b-history__representative">
            {t('trace.placedByRepresentative', { name: order.placedByRepresentative })}
          </span>
        )}
        {order.approvedBy && (
          <span className="b2b-history__approver">
            {t('orders.approvedBy')}: {order.approvedBy}
          </span>
        )}
        {order.status === 'rejected' && order.rejectedBy && order.decidedAt && (
          <span className="b2b-history__approver">
            {t('orders.rejectedBy', { name: order.rejectedBy, time: formatDateTime(order.decidedAt) })}
          </span>
        )}
      </td>
      <td data-label={t('orders.total')} className="b2b-history__num">
        {formatMoney(order.total, order.currency)}
      </td>
      <td data-label={t('orders.cancel')}>
        {!order.isCancel && <ApprovalState order={order} />}
        {order.isCancel ? (
          <span className="b2b-history__badge">{t('orders.cancelled')}</span>
        ) : !canCancel || order.status === 'rejected' ? null : (
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
        {onReorder && (
          <button type="button" className="b2b-history__button" onClick={onReorder}>
            {t('reorder.button')}
          </button>
        )}
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
      id={anchor}
      open={open}
      detailsId={itemsId}
      colSpan={7}
      cells={cells}
      details={() => <OrderItems order={order} withNote />}
    />
  );
}
