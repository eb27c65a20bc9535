import { useCallback, useMemo, useState } from 'react';
import { ORDER_LIST_DEFAULT_LIMIT, orderListAnswer, type Order } from '../../contract/orders';
import type { IslandProps } from '../../contract/widgetProps';
import { useT } from '../../i18n/useT';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { orderListActions as actions, selectOrderList } from '../../store/history/orderList';
import { reorderRequested } from '../../store/quickOrder/quickOrderIntents';
import { CancelConfirm } from '../shared/historyTable/CancelConfirm';
import { HistoryPage } from '../shared/historyTable/HistoryPage';
import { OrderTable } from './OrderTable';
import { ReorderDialog } from './ReorderDialog';
import { historySeed } from '../shared/historyTable/historySeed';

/** The order list page the host may embed (firstPage: { query, answer } of GET /api/catalog/orders). */
export const orderListSeed = historySeed(orderListAnswer, ORDER_LIST_DEFAULT_LIMIT, actions.firstPageSeeded);

/**
 * The customer's orders (the spec-4): a page of orders newest first, each unfolding to its
 * items; İptal asks first, then cancels; 'Tekrar Sipariş Ver' previews the order as it would go
 * today and puts it into the cart. Page and sort live in the query string.
 */
export function OrderList(props: IslandProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectOrderList);
  const [confirming, setConfirming] = useState<Order | null>(null);
  const dismiss = useCallback(() => setConfirming(null), []);
  const firstPage = useMemo(() => ({ seed: orderListSeed, props }), [props]);

  return (
    <HistoryPage
      className="b2b-order-list"
      label={t('orders.listLabel')}
      list={list}
      actions={actions}
      totalText={(n) => t('orders.totalCount', { n })}
      emptyText={t('orders.empty')}
      skeletonRows={ORDER_LIST_DEFAULT_LIMIT}
      firstPage={firstPage}
      table={() => (
        <OrderTable
          orders={list.items}
          cancelling={list.cancelling}
          onCancel={setConfirming}
          onReorder={(order) => dispatch(reorderRequested(order))}
        />
      )}
    >
      <ReorderDialog />
      {confirming && (
        <CancelConfirm
          title={t('orders.cancelTitle')}
          message={t('orders.cancelQuestion', { orderNo: confirming.orderNo })}
          onDismiss={dismiss}
          onConfirm={() => {
            dispatch(actions.cancelRequested(confirming.id));
            setConfirming(null);
          }}
        />
      )}
    </HistoryPage>
  );
}
