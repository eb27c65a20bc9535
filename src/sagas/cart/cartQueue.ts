import { call, put, take } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import type { Channel, SagaIterator } from 'redux-saga';
import { clearCart, fetchCart, patchCartItem, removeCartItem } from '../../api/cart';
import type { HttpClient } from '../../api/http';
import type { CartItem, CartPatchRequest } from '../../contract/cart';
import {
  cartAddRequested,
  cartBatchRequested,
  cartBatchSettled,
  cartClearRequested,
  cartLoadRequested,
  cartQuantityAddRequested,
  cartQuantitySetRequested,
  cartRemoveRequested,
  cartUnitChangeRequested,
  type CartOperation,
} from '../../store/cart/cartIntents';
import { cartActions } from '../../store/cart/cart';
import { alertUser } from '../runtime/browser';
import { announceCartChange } from './cartEvents';
import { getHttp } from '../runtime/context';
import { withChunk } from '../runtime/lazyChunk';
import { currentPageTranslator } from '../chrome/pageTranslator';

/** GET /api/catalog/cart; a failure is logged only and keeps the lines shown. */
function* loadCart(): SagaIterator {
  yield put(cartActions.loadStarted());
  try {
    const http: HttpClient = yield getHttp();
    const items: CartItem[] = yield call(fetchCart, http);
    yield put(cartActions.loaded(items));
    yield* announceCartChange('load');
  } catch (error) {
    console.error('[b2b] the cart could not be loaded:', error);
    yield put(cartActions.loadFailed());
  }
}

/**
 * Cart calls other than add fail silently: logged, no message to the user, and the
 * cart is read again so the store shows what the server really holds.
 */
function* failedSilently(operation: CartOperation, error: unknown): SagaIterator {
  console.error(`[b2b] cart ${operation} failed:`, error);
  yield put(cartActions.operationFailed());
  yield* loadCart();
}

function* removeItem(productId: number): SagaIterator {
  yield put(cartActions.operationStarted({ productId, operation: 'remove' }));
  try {
    const http: HttpClient = yield getHttp();
    yield call(removeCartItem, http, productId);
    yield put(cartActions.itemRemoved({ productId }));
    yield* announceCartChange('remove', productId);
  } catch (error) {
    yield* failedSilently('remove', error);
  }
}

function* clearAll(): SagaIterator {
  yield put(cartActions.operationStarted({ productId: null, operation: 'clear' }));
  try {
    const http: HttpClient = yield getHttp();
    yield call(clearCart, http);
    yield put(cartActions.cleared());
    yield* announceCartChange('clear');
  } catch (error) {
    yield* failedSilently('clear', error);
  }
}

/** Set quantity, add to quantity, change unit: the server answers the line as it now is. */
function* patchItem(productId: number, operation: CartOperation, patch: CartPatchRequest): SagaIterator {
  yield put(cartActions.operationStarted({ productId, operation }));
  try {
    const http: HttpClient = yield getHttp();
    const item: CartItem = yield call(patchCartItem, http, productId, patch);
    yield put(cartActions.itemUpdated(item));
    yield* announceCartChange(operation, productId);
  } catch (error) {
    yield* failedSilently(operation, error);
  }
}

// The add's checks and messages (stock, variants, units, the 401/403/alert answers) are fetched with
// the first add: every logged-in page fetches this worker at start to show the cart, few of them add.
const loadAdd = () => import(/* webpackChunkName: "cart-add" */ './cartAdd');

/** An add is never sent later behind the user's back: the failure is said, and the next press tries again. */
function* addOne(action: ReturnType<typeof cartAddRequested>): SagaIterator {
  yield* withChunk(
    'add-to-cart',
    loadAdd,
    (add) => add.addToCartSaga(action.payload),
    function* report() {
      const t = yield* currentPageTranslator();
      yield put(cartActions.addFailed({ productId: action.payload.product.id }));
      yield call(alertUser, t('mount.chunkFailed'));
    },
  );
}

// The batch's code comes with the quick order pad's flow, which asked for it: no fetch of its own.
const loadBatch = () => import(/* webpackChunkName: "quick-order-flow" */ './cartBatch');

/** The pad's batch ends failed with the chunk's message; its next 'Sepete Ekle' tries again. */
function* addBatch(action: ReturnType<typeof cartBatchRequested>): SagaIterator {
  yield* withChunk(
    'cart batch',
    loadBatch,
    (batch) => batch.addBatch(action.payload),
    function* report() {
      const t = yield* currentPageTranslator();
      const outcome = { kind: 'failed' as const, message: t('mount.chunkFailed') };
      yield put(cartBatchSettled({ requestId: action.payload.requestId, outcome }));
    },
  );
}

function productIdOf(action: Action): number | null {
  if (cartAddRequested.match(action)) return action.payload.product.id;
  if (
    cartRemoveRequested.match(action) ||
    cartQuantitySetRequested.match(action) ||
    cartQuantityAddRequested.match(action) ||
    cartUnitChangeRequested.match(action)
  )
    return action.payload.productId;
  return null;
}

function* perform(action: Action): SagaIterator {
  if (cartLoadRequested.match(action)) yield* loadCart();
  else if (cartAddRequested.match(action)) yield* addOne(action);
  else if (cartRemoveRequested.match(action)) yield* removeItem(action.payload.productId);
  else if (cartClearRequested.match(action)) yield* clearAll();
  else if (cartQuantitySetRequested.match(action))
    yield* patchItem(action.payload.productId, 'quantity', { quantity: action.payload.quantity });
  else if (cartQuantityAddRequested.match(action))
    yield* patchItem(action.payload.productId, 'addQuantity', { addQuantity: action.payload.addQuantity });
  else if (cartUnitChangeRequested.match(action))
    yield* patchItem(action.payload.productId, 'unit', { unit: action.payload.unitId });
  else if (cartBatchRequested.match(action)) yield* addBatch(action);
}

/** Takes the queued cart intents one at a time, in order; never stops on a failed operation. */
export function* runCartQueue(queue: Channel<Action>): SagaIterator {
  while (true) {
    const action: Action = yield take(queue);
    try {
      yield call(perform, action);
    } catch (error) {
      // A bug in one operation must not stop the queue (and with it every later cart call).
      console.error('[b2b] cart operation failed unexpectedly:', error);
      yield put(cartActions.operationFailed());
    } finally {
      const productId = productIdOf(action);
      if (productId !== null) yield put(cartActions.productSettled({ productId }));
    }
  }
}
