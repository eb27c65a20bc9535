import type { SagaIterator } from 'redux-saga';
import { call, put, select, take } from 'redux-saga/effects';
import { makeOffer, saveOrder } from '../../api/cart';
import { isApiError, isUnauthorized, type HttpClient } from '../../api/http';
import { orderNote } from '../../domain/cart/orderNote';
import type { RiskLimitResult } from '../../domain/cart/riskLimit';
import { LOGIN_PATH, OFFER_LIST_PATH } from '../../domain/shared/routes';
import { errorText } from '../../i18n/errorText';
import type { PageTranslate } from '../../i18n/translate';
import { offerRequested, orderRequested } from '../../store/cart/cartIntents';
import { cartActions } from '../../store/cart/cart';
import { selectCartSubmitting, selectRiskLimit } from '../../store/cart/cartSelectors';
import { selectBasePath } from '../../store/core/config';
import type { RootState } from '../../store/core/rootReducer';
import { alertUser, navigateTo, reloadPage } from '../runtime/browser';
import { announceCartChange } from './cartEvents';
import { getHttp } from '../runtime/context';
import { currentPageTranslator } from '../chrome/pageTranslator';

/** Quantity and unit changes still queued must reach the server before the cart becomes an order. */
function* cartCallsSettled(): SagaIterator {
  while (Object.keys(((yield select()) as RootState).cart.pending).length > 0)
    yield take(cartActions.productSettled.type);
}

/**
 * A refused or failed order or offer: the loader goes, the buttons come back, and the
 * server's message (or what went wrong) is alerted. An expired session goes to the login page.
 */
function* submitFailed(error: unknown): SagaIterator {
  yield put(cartActions.submitEnded());
  if (isUnauthorized(error)) {
    const basePath: string = yield select(selectBasePath);
    yield call(navigateTo, `${basePath}${LOGIN_PATH}`);
    return;
  }
  if (!isApiError(error)) console.error('[b2b] the cart could not be submitted:', error);
  const t: PageTranslate = yield* currentPageTranslator();
  yield call(alertUser, errorText(error, t));
}

/** Order: the risk limit first, then POST /api/catalog/cart; success reloads the page (the host shows the order). */
export function* onOrderRequested(action: ReturnType<typeof orderRequested>): SagaIterator {
  if ((yield select(selectCartSubmitting)) !== null) return;
  yield put(cartActions.submitStarted('saveOrder'));
  yield* cartCallsSettled();
  // The order is priced under its plan: the risk check reads the cart as that plan prices it.
  yield put(cartActions.planChosen(action.payload.advencePrice));
  const risk: RiskLimitResult = yield select(selectRiskLimit);
  if (risk.blocked) {
    const t: PageTranslate = yield* currentPageTranslator();
    yield put(cartActions.submitEnded());
    yield call(alertUser, t(risk.message.key, risk.message.params));
    return;
  }
  try {
    const http: HttpClient = yield getHttp();
    const { description, advencePrice } = action.payload;
    yield call(saveOrder, http, orderNote(description), advencePrice);
    yield put(cartActions.cleared());
    yield* announceCartChange('saveOrder');
    // The loader stays until the page is gone: nothing may be sent twice meanwhile.
    yield call(reloadPage);
  } catch (error) {
    yield* submitFailed(error);
  }
}

/** Offer: POST /api/catalog/cart/offer; success goes to the offer list. */
export function* onOfferRequested(action: ReturnType<typeof offerRequested>): SagaIterator {
  if ((yield select(selectCartSubmitting)) !== null) return;
  yield put(cartActions.submitStarted('makeOffer'));
  yield* cartCallsSettled();
  try {
    const http: HttpClient = yield getHttp();
    yield call(makeOffer, http, action.payload.description.trim(), action.payload.advencePrice);
    yield put(cartActions.cleared());
    yield* announceCartChange('makeOffer');
    const basePath: string = yield select(selectBasePath);
    yield call(navigateTo, `${basePath}${OFFER_LIST_PATH}`);
  } catch (error) {
    yield* submitFailed(error);
  }
}
