import type { SagaIterator } from 'redux-saga';
import { call, select } from 'redux-saga/effects';
import { emitCartChanged } from '../../contract/domEvents';
import { selectCartItemCount } from '../../store/cart/cartSelectors';

/** Raises b2b:cart-changed for host scripts, with the cart's line count after the change. */
export function* announceCartChange(operation: string, productId?: number): SagaIterator {
  const itemCount: number = yield select(selectCartItemCount);
  yield call(
    emitCartChanged,
    productId === undefined ? { operation, itemCount } : { operation, itemCount, productId },
  );
}
