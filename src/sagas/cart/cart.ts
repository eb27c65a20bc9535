import type { SagaIterator } from 'redux-saga';
import { fork, put, select, takeEvery } from 'redux-saga/effects';
import type { User } from '../../contract/hostConfig';
import type { PageTranslate } from '../../i18n/translate';
import {
  cartAddRequested,
  cartBatchRequested,
  cartClearRequested,
  cartLoadRequested,
  cartQuantityAddRequested,
  cartQuantitySetRequested,
  cartRemoveRequested,
  cartUnitChangeRequested,
  CART_LOAD_FAILED,
} from '../../store/cart/cartIntents';
import { selectUser } from '../../store/core/config';
import { notify, pageRestored } from '../../store/core/ui';
import { lazyFlow } from '../runtime/lazyChunk';
import { currentPageTranslator } from '../chrome/pageTranslator';

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

const loadQueue = () => import(/* webpackChunkName: "cart-flow" */ './cartFlowChunk');

/**
 * The cart flow. Every cart call goes through one queue, in the order asked: answers then always
 * apply in order (two quick quantity changes cannot land reversed), and the stock check of an add
 * sees the lines of the adds before it. The cart is loaded at start for a logged-in user.
 *
 * Only this listener is in the entry chunk: the worker (API calls, stock and variant rules, alerts,
 * the cross-tab sync) is a lazy chunk fetched at start for a logged-in user (with the first cart
 * action for anyone else), and the channel keeps every intent dispatched meanwhile.
 */
export function* cartFlow(): SagaIterator {
  yield* lazyFlow({
    name: 'cart',
    intents: CART_INTENTS,
    load: () => loadQueue().then((m) => m.runCartChunk),
    start: loadAtStart,
    *onLoadFailed() {
      // The cart could not be read; the kept intents run once the next cart action fetches the code.
      yield put({ type: CART_LOAD_FAILED });
      const t: PageTranslate = yield* currentPageTranslator();
      yield put(notify({ kind: 'error', message: t('mount.chunkFailed') }));
    },
  });
}

/**
 * A logged-in user's cart is loaded at start; an anonymous visitor has none to load, and a new
 * company user has none to read until they set their password (the host refuses it until then).
 */
function* loadAtStart(): SagaIterator<boolean> {
  const user: User = yield select(selectUser);
  if (!user.authenticated || user.mustSetPassword) return false;
  yield put(cartLoadRequested());
  // A page shown again from the back/forward cache shows the cart as it was when the user left.
  yield fork(function* reloadOnRestore() {
    yield takeEvery(pageRestored.type, function* reload() {
      yield put(cartLoadRequested());
    });
  });
  return true;
}
