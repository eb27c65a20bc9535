import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { notify } from '../../store/core/ui';
import { lazyFlow } from '../runtime/lazyChunk';
import { currentPageTranslator } from '../chrome/pageTranslator';

/**
 * What the Checkout widget asks for; the worker handles them in order. Plain type strings: the
 * checkout's actions and state come with the widget's chunk (test/sagas/checkoutChunk keeps them equal).
 */
export const CHECKOUT_INTENTS = [
  'checkout/opened',
  'checkout/closed',
  'checkout/stepRequested',
  'checkout/cardBinChanged',
  'checkout/paymentStarted',
];
const CLOSED = 'checkout/closed';

/**
 * The checkout flow. Only this listener is in the entry chunk: the worker (step pages, BIN lookup,
 * the payment frame's channel) is fetched when a Checkout widget opens, and the channel keeps every
 * intent dispatched meanwhile, so a quick 'Devam Et' is not lost.
 */
export function* checkoutFlow(): SagaIterator {
  yield* lazyFlow({
    name: 'checkout',
    intents: CHECKOUT_INTENTS,
    load: () => import(/* webpackChunkName: "checkout-flow" */ './checkoutWorker').then((m) => m.runCheckout),
    // Leaving the page asks for nothing; the widget's next intent ('Devam Et', a card) tries again.
    wakes: (action) => action.type !== CLOSED,
    *onLoadFailed() {
      const t = yield* currentPageTranslator();
      yield put(notify({ kind: 'error', message: t('mount.chunkFailed') }));
    },
  });
}
