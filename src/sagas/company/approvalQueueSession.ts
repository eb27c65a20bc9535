import type { SagaIterator } from 'redux-saga';
import { call, cancelled, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { approveOrder, fetchApprovals, rejectOrder } from '../../api/company';
import { isUnauthorized, type HttpClient } from '../../api/http';
import type { ApprovalsAnswer } from '../../contract/company';
import type { Order } from '../../contract/orders';
import { errorText } from '../../i18n/errorText';
import type { Translate } from '../../i18n/translate';
import { approvalQueueActions as actions } from '../../store/company/approvalQueue';
import { notify } from '../../store/core/ui';
import { getHttp } from '../runtime/context';
import { failureInfo } from '../runtime/failureInfo';
import { redirectToLogin } from '../runtime/loginRedirect';
import { currentTranslator } from '../chrome/translate';

/** GET the queue; a newer load cancels this one and aborts its request; 401 → the login page. */
function* load(): SagaIterator {
  const http: HttpClient = yield getHttp();
  const controller = new AbortController();
  yield put(actions.fetchStarted());
  try {
    const answer: ApprovalsAnswer = yield call(fetchApprovals, http, controller.signal);
    yield put(actions.received(answer));
  } catch (error) {
    if (isUnauthorized(error)) {
      yield* redirectToLogin();
      return;
    }
    console.error('[b2b] the approval queue could not be loaded:', error);
    yield put(actions.fetchFailed(failureInfo(error)));
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

type Decision = ReturnType<typeof actions.approveRequested> | ReturnType<typeof actions.rejectRequested>;

/**
 * Onayla or Reddet. Success: the order leaves the queue and a toast names it. A refusal (the risk
 * limit, the stock, one's own order: the host's message), a network failure or a malformed answer:
 * the order stays with its buttons back and a toast says why. 404: somebody else decided first or
 * the order was cancelled, so it no longer waits and leaves the queue with the host's message.
 */
function* decide(action: Decision, under: Set<number>): SagaIterator {
  const approve = actions.approveRequested.match(action);
  const id = approve ? action.payload : action.payload.id;
  // The buttons are disabled while a call runs; a second intent for the same order is never sent.
  if (under.has(id)) return;
  under.add(id);
  const t: Translate = yield* currentTranslator();
  try {
    const http: HttpClient = yield getHttp();
    const order: Order = approve
      ? yield call(approveOrder, http, id)
      : yield call(rejectOrder, http, id, action.payload.reason);
    yield put(actions.decided(id));
    const key = approve ? 'approvals.approved' : 'approvals.rejected';
    yield put(notify({ kind: 'success', message: t(key, { orderNo: order.orderNo }) }));
  } catch (error) {
    if (isUnauthorized(error)) {
      yield put(actions.decisionFailed(id));
      yield* redirectToLogin();
      return;
    }
    const info = failureInfo(error);
    if (!info.serverMessage) console.error('[b2b] the approval decision failed:', error);
    yield put(info.status === 404 ? actions.decided(id) : actions.decisionFailed(id));
    yield put(notify({ kind: 'error', message: errorText(info, t) }));
  } finally {
    under.delete(id);
  }
}

/** The queue's session (a lazy chunk): the first load, its retries, and the decisions. */
export function* approvalQueueSession(): SagaIterator {
  const under = new Set<number>();
  yield takeLatest(actions.loadRequested.type, load);
  yield takeEvery([actions.approveRequested.type, actions.rejectRequested.type], (action: Decision) =>
    decide(action, under),
  );
  yield put(actions.loadRequested());
}
