import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery } from 'redux-saga/effects';
import type { HttpClient } from '../../api/http';
import { cancelOrder, fetchOrders } from '../../api/orders';
import { ORDER_LIST_DEFAULT_LIMIT, type Order, type OrderListAnswer } from '../../contract/orders';
import type { Translate } from '../../i18n/translate';
import { orderListActions as actions, selectOrderList } from '../../store/history/orderList';
import { notify } from '../../store/core/ui';
import { getHttp } from '../runtime/context';
import { runHistoryList } from './historyListSession';
import { currentTranslator } from '../chrome/translate';

/** İptal (after the widget's confirmation): PATCH {cancel:true}; a failure changes nothing but says so. */
function* cancel(action: ReturnType<typeof actions.cancelRequested>): SagaIterator {
  const id = action.payload;
  try {
    const http: HttpClient = yield getHttp();
    const order: Order = yield call(cancelOrder, http, id);
    yield put(actions.cancelled(order));
  } catch (error) {
    console.error('[b2b] the order could not be cancelled:', error);
    const t: Translate = yield* currentTranslator();
    yield put(actions.cancelFailed(id));
    yield put(notify({ kind: 'error', message: t('orders.cancelFailed') }));
  }
}

/** The order list's session (a lazy chunk): the shared list flow plus cancel. */
export function* orderListSession(): SagaIterator {
  yield takeEvery(actions.cancelRequested.type, cancel);
  yield* runHistoryList<OrderListAnswer>({
    name: 'order list',
    actions,
    fetch: fetchOrders,
    limit: ORDER_LIST_DEFAULT_LIMIT,
    select: selectOrderList,
    pageOf: (answer) => ({ count: answer.orders.length, page: answer.page, pages: answer.pages }),
  });
}
