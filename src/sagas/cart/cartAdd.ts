import type { SagaIterator } from 'redux-saga';
import { call, delay, put, select, spawn } from 'redux-saga/effects';
import { addToCart } from '../../api/cart';
import { isApiError, isUnauthorized, type HttpClient } from '../../api/http';
import type { Settings } from '../../contract/hostConfig';
import type { CartItem } from '../../contract/cart';
import { productPath } from '../../domain/catalog/productLinks';
import { LOGIN_PATH } from '../../domain/shared/routes';
import { addToCartStockCheck } from '../../domain/cart/quantity';
import { ADD_SUCCESS_FLASH_MS, ADMIN_TOAST_MS } from '../../domain/shared/timings';
import { chosenUnit, productCartStock } from '../../domain/cart/units';
import { variantGuard } from '../../domain/catalog/variantCheck';
import { errorText } from '../../i18n/errorText';
import type { PageTranslate } from '../../i18n/translate';
import { type AddRequest } from '../../store/cart/cartIntents';
import { cartActions } from '../../store/cart/cart';
import { lineAfterAdd } from '../../store/cart/cartOptimistic';
import { selectCartLine, selectInCartBaseQuantity } from '../../store/cart/cartSelectors';
import { selectBasePath, selectSettings } from '../../store/core/config';
import type { RootState } from '../../store/core/rootReducer';
import { notify } from '../../store/core/ui';
import { alertUser, navigateTo } from '../runtime/browser';
import { announceCartChange } from './cartEvents';
import { getHttp } from '../runtime/context';
import { currentPageTranslator } from '../chrome/pageTranslator';

function* endFlash(productId: number, token: number): SagaIterator {
  yield delay(ADD_SUCCESS_FLASH_MS);
  yield put(cartActions.addedFlashEnded({ productId, token }));
}

/**
 * The checks made before the call: the stock check with the quantity already in
 * the cart, then the variant flag. Returns false (after the alert and, on a list, the redirect)
 * when the add must not go ahead.
 */
function* preChecks(request: AddRequest, t: PageTranslate): SagaIterator<boolean> {
  const { product, quantity, unitId, context } = request;
  const settings: Settings = yield select(selectSettings);
  const inCart: number = yield select(selectInCartBaseQuantity, product.id);
  const check = addToCartStockCheck(quantity, productCartStock(product, unitId, inCart, settings).context);
  if (!check.ok) {
    yield call(alertUser, t(check.alert.key, check.alert.params));
    return false;
  }
  const guard = variantGuard(product.variantCheck, context);
  if (guard) {
    yield call(alertUser, t(guard.alert.key, guard.alert.params));
    if (guard.redirectToProduct) {
      const basePath: string = yield select(selectBasePath);
      yield call(navigateTo, productPath(product.seo, product.id, basePath));
    }
    return false;
  }
  return true;
}

/** What a failed add does: 401 → login, 403 → the admin toast, else an alert of the error. */
function* addFailed(productId: number, error: unknown, t: PageTranslate): SagaIterator {
  const status = isApiError(error) ? error.status : 0;
  if (isUnauthorized(error)) {
    const basePath: string = yield select(selectBasePath);
    yield put(cartActions.addStopped());
    yield call(navigateTo, `${basePath}${LOGIN_PATH}`);
  } else if (status === 403) {
    yield put(cartActions.addStopped());
    yield put(notify({ kind: 'error', message: t('addToCart.adminForbidden'), autoClose: ADMIN_TOAST_MS }));
  } else {
    if (!isApiError(error)) console.error('[b2b] adding to the cart failed:', error);
    yield put(cartActions.addFailed({ productId }));
    yield call(alertUser, errorText(error, t));
  }
}

/** Adds a product: checks, POST /api/catalog/cart/{id}, then the line in the store and the 'added' flash. */
export function* addToCartSaga(request: AddRequest): SagaIterator {
  const { product, quantity, unitId } = request;
  const t: PageTranslate = yield* currentPageTranslator();
  let previous: CartItem | undefined;
  try {
    const proceed: boolean = yield* preChecks(request, t);
    if (!proceed) {
      yield put(cartActions.addStopped());
      return;
    }
    yield put(cartActions.operationStarted({ productId: product.id, operation: 'add' }));
    const http: HttpClient = yield getHttp();
    const unit = chosenUnit(product, unitId);
    // A product already in the cart shows its new quantity at once, counted by the cart's unit rule.
    previous = yield select(selectCartLine, product.id);
    const shown = previous && unit ? lineAfterAdd(previous, product.units, unit, quantity) : null;
    if (shown) yield put(cartActions.lineShown(shown));
    const item: CartItem = yield call(addToCart, http, product.id, quantity, unit?.id ?? product.defaultUnit);
    yield put(cartActions.itemAdded(item));
    const token: number | undefined = yield select((state: RootState) => state.cart.added[item.product.id]);
    // Detached: the cart queue goes on while the flash runs.
    if (token !== undefined) yield spawn(endFlash, item.product.id, token);
    yield* announceCartChange('add', product.id);
  } catch (error) {
    if (previous) yield put(cartActions.lineRestored(previous));
    yield* addFailed(product.id, error, t);
  }
}
