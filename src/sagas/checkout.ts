import type { Action } from '@reduxjs/toolkit';
import { buffers, type Channel, type SagaIterator } from 'redux-saga';
import { actionChannel, call, take } from 'redux-saga/effects';
import { checkoutActions as actions } from '../store/checkout';

/** What the Checkout widget asks for; the worker handles them in order. */
const CHECKOUT_INTENTS: string[] = [
  actions.opened.type,
  actions.closed.type,
  actions.stepRequested.type,
  actions.cardBinChanged.type,
  actions.paymentStarted.type,
];

const loadWorker = () => import(/* webpackChunkName: "checkout-flow" */ './checkoutWorker');

/**
 * The checkout flow. Only this listener is in the entry chunk: the worker (step pages, BIN lookup,
 * the payment frame's channel) is fetched when a Checkout widget opens, and the channel keeps every
 * intent dispatched meanwhile, so a quick 'Devam Et' is not lost.
 */
export function* checkoutFlow(): SagaIterator {
  const intents: Channel<Action> = yield actionChannel(CHECKOUT_INTENTS, buffers.expanding(8));
  yield take(actions.opened.type);
  let worker: Awaited<ReturnType<typeof loadWorker>> | null = null;
  while (!worker) {
    try {
      worker = yield call(loadWorker);
    } catch (error) {
      // The chunk could not be fetched: try again with the next checkout intent (the channel keeps it).
      console.error('[b2b] the checkout code could not be loaded:', error);
      yield take(CHECKOUT_INTENTS);
    }
  }
  yield call(worker.runCheckout, intents);
}
