import type { Action } from '@reduxjs/toolkit';
import type { Channel, SagaIterator } from 'redux-saga';
import { actionChannel, call, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import type { User } from '../contract/hostConfig';
import {
  cartAddRequested,
  cartBatchRequested,
  cartClearRequested,
  cartLoadRequested,
  cartQuantityAddRequested,
  cartQuantitySetRequested,
  cartRemoveRequested,
  cartUnitChangeRequested,
} from '../store/cart';
import { selectUser } from '../store/config';
import { pageRestored } from '../store/ui';

const CART_INTENTS: string[] = [
  cartLoadRequested.type,
  cartAddRequested.type,
  cartRemoveRequested.type,
  cartClearRequested.type,
  cartQuantitySetRequested.type,
  cartQuantityAddRequested.type,
  cartUnitChangeRequested.type,
  cartBatchRequested.type,
];

const loadQueue = () => import(/* webpackChunkName: "cart-flow" */ './cartQueue');

/**
 * The cart flow. Every cart call goes through one queue, in the order asked: answers then always
 * apply in order (two quick quantity changes cannot land reversed), and the stock check of an add
 * sees the lines of the adds before it. The cart is loaded at start for a logged-in user.
 *
 * Only this listener is in the entry chunk: the worker (API calls, stock and variant rules, alerts)
 * is a lazy chunk fetched at start for a logged-in user (with the first cart action for anyone
 * else), and the channel keeps every intent dispatched meanwhile.
 */
export function* cartFlow(): SagaIterator {
  const queue: Channel<Action> = yield actionChannel(CART_INTENTS);
  const user: User = yield select(selectUser);
  if (user.authenticated) {
    yield put(cartLoadRequested());
    // A page shown again from the back/forward cache shows the cart as it was when the user left.
    yield fork(function* reloadOnRestore() {
      yield takeEvery(pageRestored.type, function* reload() {
        yield put(cartLoadRequested());
      });
    });
  } else {
    // An anonymous visitor has no cart to load: the code comes with the first cart action (an add,
    // which the server answers with a 401 that leads to the login page). The channel keeps it.
    yield take(CART_INTENTS);
  }
  let worker: Awaited<ReturnType<typeof loadQueue>> | null = null;
  while (!worker) {
    try {
      worker = yield call(loadQueue);
    } catch (error) {
      // The chunk could not be fetched (offline, a deploy in between): try again with the next
      // cart action; the channel still holds it, so nothing asked for is lost.
      console.error('[b2b] the cart code could not be loaded:', error);
      yield take(CART_INTENTS);
    }
  }
  yield call(worker.runCartQueue, queue);
}
