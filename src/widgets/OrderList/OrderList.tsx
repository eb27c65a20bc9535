import { useCallback, useState } from 'react';
import { ORDER_LIST_DEFAULT_LIMIT, type Order } from '../../contract/orders';
import { useT } from '../../i18n/useT';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { orderListActions as actions, selectOrderList } from '../../store/orderList';
import { reorderRequested } from '../../store/quickOrderIntents';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { reserveWhile } from '../../ui/reserve';
import { HistoryStatus } from '../shared/HistoryStatus';
import { HistoryToolbar } from '../shared/HistoryToolbar';
import { Pagination } from '../shared/Pagination';
import { useHistoryList } from '../shared/useHistoryList';
import { OrderTable } from './OrderTable';
import { ReorderDialog } from './ReorderDialog';
import '../shared/historyList.css';

/**
 * The customer's orders (spec sections 2-4): a page of orders newest first, each unfolding to its
 * items; İptal asks first, then cancels; 'Tekrar Sipariş Ver' previews the order as it would go
 * today and puts it into the cart. Page and sort live in the query string.
 */
export function OrderList() {
  const t = useT();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectOrderList);
  const { sort, hrefOf } = useHistoryList(list, actions.opened, actions.closed);
  const [confirming, setConfirming] = useState<Order | null>(null);
  const dismiss = useCallback(() => setConfirming(null), []);

  const status = (
    <HistoryStatus
      list={list}
      emptyText={t('orders.empty')}
      onRetry={() => dispatch(actions.loadRequested())}
      skeletonRows={ORDER_LIST_DEFAULT_LIMIT}
    />
  );
  const showTable = !list.fetching && list.loaded && !list.error && list.items.length > 0;

  return (
    <section
      className="b2b-history b2b-order-list"
      aria-busy={list.fetching}
      {...reserveWhile(!list.loaded && !list.error)}
      aria-label={t('orders.listLabel')}
    >
      <HistoryToolbar
        totalText={list.loaded && !list.error ? t('orders.totalCount', { n: list.total }) : ''}
        sort={sort}
        onSort={(next) => dispatch(actions.sortChosen(next))}
      />
      {showTable ? (
        <OrderTable
          orders={list.items}
          cancelling={list.cancelling}
          onCancel={setConfirming}
          onReorder={(order) => dispatch(reorderRequested(order))}
        />
      ) : (
        status
      )}
      {!list.error && (
        <Pagination
          page={list.page}
          pages={list.pages}
          onPage={(n) => dispatch(actions.pageChosen(n))}
          hrefOf={hrefOf}
        />
      )}
      <ReorderDialog />
      {confirming && (
        <ConfirmDialog
          title={t('orders.cancelTitle')}
          message={t('orders.cancelQuestion', { orderNo: confirming.orderNo })}
          confirmLabel={t('orders.cancelYes')}
          dismissLabel={t('history.confirmNo')}
          closeLabel={t('common.close')}
          onDismiss={dismiss}
          onConfirm={() => {
            dispatch(actions.cancelRequested(confirming.id));
            setConfirming(null);
          }}
        />
      )}
    </section>
  );
}
