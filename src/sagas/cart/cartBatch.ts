import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { isApiError, isUnauthorized, type HttpClient } from '../../api/http';
import { addBatchToCart } from '../../api/quickOrder';
import type { User } from '../../contract/hostConfig';
import type { CartBatchAnswer, CartBatchLine } from '../../contract/quickOrder';
import { LOGIN_PATH } from '../../domain/shared/routes';
import { ADMIN_TOAST_MS } from '../../domain/shared/timings';
import { errorText } from '../../i18n/errorText';
import type { PageTranslate } from '../../i18n/translate';
import { cartBatchSettled, cartLoadRequested, type CartBatchOutcome } from '../../store/cart/cartIntents';
import { cartActions } from '../../store/cart/cart';
import { selectBasePath, selectUser } from '../../store/core/config';
import { notify } from '../../store/core/ui';
import { navigateTo } from '../runtime/browser';
import { announceCartChange } from './cartEvents';
import { getHttp } from '../runtime/context';
import { currentPageTranslator } from '../chrome/pageTranslator';

/** A failed batch as the single add fails: 401 → login, 403 → the admin toast, else said. */
function* failed(error: unknown): SagaIterator<CartBatchOutcome> {
  const status = isApiError(error) ? error.status : 0;
  const t: PageTranslate = yield* currentPageTranslator();
  if (isUnauthorized(error)) {
    const basePath: string = yield select(selectBasePath);
    yield call(navigateTo, `${basePath}${LOGIN_PATH}`);
    return { kind: 'login' };
  }
  const user: User = yield select(selectUser);
  if (status === 403 && user.admin) {
    yield put(notify({ kind: 'error', message: t('addToCart.adminForbidden'), autoClose: ADMIN_TOAST_MS }));
  } else if (!isApiError(error)) console.error('[b2b] the cart batch failed:', error);
  // Whatever reached the server, the cart is read again so the store shows what it holds.
  if (status === 0 || status >= 500 || (isApiError(error) && error.malformed)) yield put(cartLoadRequested());
  return { kind: 'failed', message: errorText(error, t) };
}

/**
 * POST /api/catalog/cart/batch from the cart queue: the answer's whole cart replaces the lines in one
 * action (the mini cart and the cart page render once), b2b:cart-changed is raised once, and the
 * per-line results go back to whoever asked.
 */
export function* addBatch(request: { requestId: number; lines: CartBatchLine[] }): SagaIterator {
  let outcome: CartBatchOutcome;
  yield put(cartActions.operationStarted({ productId: null, operation: 'batch' }));
  try {
    const http: HttpClient = yield getHttp();
    const answer: CartBatchAnswer = yield call(addBatchToCart, http, request.lines);
    yield put(cartActions.batchAdded(answer.items));
    yield* announceCartChange('batch');
    outcome = { kind: 'answered', results: answer.results };
  } catch (error) {
    yield put(cartActions.operationFailed());
    outcome = yield* failed(error);
  }
  yield put(cartBatchSettled({ requestId: request.requestId, outcome }));
}
