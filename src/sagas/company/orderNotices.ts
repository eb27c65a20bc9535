import type { SagaIterator, Task } from 'redux-saga';
import { call, cancel, delay, fork, put, select, take } from 'redux-saga/effects';
import { orderNoticesMessage } from '../../contract/company';
import { decode } from '../../contract/decode';
import type { HostConfig, OrderNotice } from '../../contract/hostConfig';
import { reconnectDelay } from '../../domain/shared/reconnect';
import { ORDER_NOTICES_POLL_MS, ORDER_NOTICES_START_MS } from '../../domain/shared/timings';
import { loadLabelTable, type Translate } from '../../i18n/translate';
import { selectLocale } from '../../store/chrome/locale';
import { notify } from '../../store/core/ui';
import { orderDecided } from '../../store/history/orderDecisions';
import { getConfig } from '../runtime/context';
import { openLiveSocket, type LiveSocket, type SocketEvent } from '../runtime/liveSocket';
import { currentTranslator } from '../chrome/translate';

/**
 * A toast per decision (approved, or rejected with the approver's reason) that stays until the buyer
 * closes it: a decision read in passing is easily missed. An open order list shows it too.
 */
function* show(notices: readonly OrderNotice[]): SagaIterator {
  if (notices.length === 0) return;
  // The words are in the full label table, which may still be on its way at boot.
  yield call(loadLabelTable, yield select(selectLocale));
  const t: Translate = yield* currentTranslator();
  for (const notice of notices) {
    yield put(orderDecided(notice));
    yield put(
      notice.status === 'approved'
        ? notify({
            kind: 'success',
            message: t('orders.notice.approved', { orderNo: notice.orderNo }),
            autoClose: false,
          })
        : notify({
            kind: 'warning',
            message: t('orders.notice.rejected', { orderNo: notice.orderNo, reason: notice.reason }),
            autoClose: false,
          }),
    );
  }
}

function* poll(socket: LiveSocket): SagaIterator {
  const text = JSON.stringify({ type: 'checkNotices' });
  for (;;) {
    yield call([socket, socket.send], text);
    yield delay(ORDER_NOTICES_POLL_MS);
  }
}

/** Decisions in a socket message, or null for anything else (logged). */
function noticesOf(data: unknown): OrderNotice[] | null {
  try {
    return decode(orderNoticesMessage, JSON.parse(String(data)), 'message').notices;
  } catch (error) {
    console.error('[b2b] an order notice was not understood:', error);
    return null;
  }
}

/** One connection from open to drop; answers whether it delivered anything (resets the backoff). */
function* session(socket: LiveSocket): SagaIterator<boolean> {
  let delivered = false;
  let poller: Task | null = null;
  try {
    for (;;) {
      const event: SocketEvent = yield take(socket.events);
      if (event.kind === 'closed') return delivered;
      if (event.kind === 'open') poller = yield fork(poll, socket);
      else {
        const notices = noticesOf(event.data);
        if (notices) {
          delivered = true;
          yield* show(notices);
        }
      }
    }
  } finally {
    // A forked poll would keep this connection's task alive after the drop.
    if (poller) yield cancel(poller);
    socket.close();
  }
}

/**
 * The decisions the page's config block brought, then the live ones: the socket asks every 10 s,
 * and after a drop reconnects with the online users' backoff (1 s doubling to 30 s).
 */
export function* runOrderNotices(known: readonly OrderNotice[]): SagaIterator {
  yield* show(known);
  const config: HostConfig = yield getConfig();
  if (config.socketUrl.trim() === '') return;
  if (known.length > 0) yield delay(ORDER_NOTICES_START_MS);
  let attempt = 0;
  for (;;) {
    const socket: LiveSocket = yield call(openLiveSocket, config.socketUrl);
    if (yield call(session, socket)) attempt = 0;
    yield delay(reconnectDelay(attempt));
    attempt += 1;
  }
}
