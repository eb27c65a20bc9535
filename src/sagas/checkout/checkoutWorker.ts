import type { Action } from '@reduxjs/toolkit';
import type { Channel, SagaIterator, Task } from 'redux-saga';
import { call, cancel, fork, put, select, take } from 'redux-saga/effects';
import { binControl } from '../../api/payment';
import { isApiError, type HttpClient } from '../../api/http';
import type { BinControlAnswer } from '../../contract/payment';
import { stepOfPath, stepPath, type CheckoutStep } from '../../domain/checkout/checkoutSteps';
import {
  checkoutActions as actions,
  selectCheckout,
  type CheckoutState,
} from '../../store/checkout/checkout';
import { selectBasePath } from '../../store/core/config';
import { getHttp } from '../runtime/context';
import { currentPathname, popstateChannel, pushPath, reloadPage, scrollToTop } from '../runtime/browser';
import { watchPaymentFrame } from './paymentFrame';

/** 'Devam Et': a new history entry for the step's page, then the step, from the top of the page. */
function* goToStep(step: Exclude<CheckoutStep, 'summary'>): SagaIterator {
  const checkout: CheckoutState = yield select(selectCheckout);
  if (checkout.step === step || checkout.step === 'summary') return;
  const basePath: string = yield select(selectBasePath);
  yield call(pushPath, stepPath(step, checkout.stepUrls, basePath));
  yield put(actions.stepShown(step));
  yield call(scrollToTop);
}

/**
 * Back and Forward between the step pages show their step. Once paid, the cart's earlier pages are
 * the host's to decide (it sends an emptied cart back to /sepet), and so is any other page: those load.
 */
function* watchHistory(): SagaIterator {
  const channel = yield call(popstateChannel);
  try {
    while (true) {
      yield take(channel);
      const path: string = yield call(currentPathname);
      const checkout: CheckoutState = yield select(selectCheckout);
      const basePath: string = yield select(selectBasePath);
      const step = stepOfPath(path, checkout.stepUrls, basePath);
      if (step === checkout.step) continue;
      if (step === null || step === 'summary' || checkout.step === 'summary') yield call(reloadPage);
      else yield put(actions.stepShown(step));
    }
  } finally {
    channel.close();
  }
}

/**
 * BIN lookups: one request per distinct BIN. An answer is kept for the page's life, so typing the same
 * card again (or fixing its last digits) asks nothing; a BIN already asked for is not asked again while
 * its answer is on the way. Only the answer for the card typed now is shown. A failed lookup is not
 * kept: the page's single payment stays usable, and the BIN is asked again when typed again.
 */
function binLookups() {
  const answers = new Map<string, BinControlAnswer>();
  const asking = new Set<string>();
  let current: string | null = null;

  function* ask(bin: string): SagaIterator {
    asking.add(bin);
    try {
      const http: HttpClient = yield getHttp();
      const answer: BinControlAnswer = yield call(binControl, http, bin);
      answers.set(bin, answer);
      if (current === bin) yield put(actions.binLookupSucceeded(answer));
    } catch (error) {
      if (isApiError(error) && error.aborted) return;
      console.error('[b2b] the BIN lookup failed; single payment stays available:', error);
      if (current === bin) yield put(actions.binLookupFailed());
    } finally {
      asking.delete(bin);
    }
  }

  return function* binChanged(bin: string | null): SagaIterator {
    current = bin;
    if (bin === null) {
      yield put(actions.binCleared());
      return;
    }
    const known = answers.get(bin);
    if (known) {
      yield put(actions.binLookupSucceeded(known));
      return;
    }
    yield put(actions.binLookupStarted());
    if (!asking.has(bin)) yield fork(ask, bin);
  };
}

/** Handles the Checkout widget's intents in the order they were dispatched. */
export function* runCheckout(intents: Channel<Action>): SagaIterator {
  const binChanged = binLookups();
  let history: Task | null = null;
  let frame: Task | null = null;
  while (true) {
    const action: Action = yield take(intents);
    if (actions.opened.match(action)) {
      if (history) yield cancel(history);
      history = yield fork(watchHistory);
    } else if (actions.closed.match(action)) {
      if (history) yield cancel(history);
      if (frame) yield cancel(frame);
      history = frame = null;
    } else if (actions.stepRequested.match(action)) {
      yield call(goToStep, action.payload);
    } else if (actions.cardBinChanged.match(action)) {
      yield* binChanged(action.payload);
    } else if (actions.paymentStarted.match(action)) {
      if (frame?.isRunning()) continue;
      frame = yield fork(watchPaymentFrame, action.payload.frameId);
    }
  }
}
