import type { Action } from '@reduxjs/toolkit';
import type { Channel, SagaIterator } from 'redux-saga';
import { delay, put, select, takeLatest } from 'redux-saga/effects';
import { chosenUnit, unitAfterVariantSwitch } from '../../domain/cart/units';
import { matchingChild } from '../../domain/catalog/variants';
import { VARIANT_SWITCH_MS } from '../../domain/shared/timings';
import {
  selectDetail,
  variantSwitchCancelled,
  variantSwitched,
  variantSwitchStarted,
  type ProductDetailState,
} from '../../store/catalog/productDetail';

function* switchToChosenVariant() {
  const detail: ProductDetailState = yield select(selectDetail);
  const child = matchingChild(detail.family, detail.chosenVariants);
  if (!child || child.id === detail.product?.id) return;
  yield put(variantSwitchStarted());
  try {
    // The spec's 2.5 s overlay before the child product replaces the page's product.
    yield delay(VARIANT_SWITCH_MS);
    // The unit as it is at the moment of the swap: the customer may have changed it meanwhile.
    const now: ProductDetailState = yield select(selectDetail);
    const current = now.product ? chosenUnit(now.product, now.unitId) : null;
    const { unitId, keepAmount, changed } = unitAfterVariantSwitch(current, child);
    const unitChange = changed ? { from: changed.from.value, to: changed.to?.value ?? '' } : null;
    yield put(variantSwitched({ child, unitId, keepAmount, unitChange }));
  } finally {
    const after: ProductDetailState = yield select(selectDetail);
    // A newer pick cancels this one (takeLatest); its own overlay takes over, ours must not linger.
    if (after.switching && after.product?.id !== child.id) yield put(variantSwitchCancelled());
  }
}

/**
 * Variant pickers (the flow's worker, in the widget's chunk): once every dimension has a value,
 * overlay for 2.5 s, then swap to the matching child. A newer pick cancels the earlier one.
 */
export function* productDetailVariants(picks: Channel<Action>): SagaIterator {
  yield takeLatest(picks, switchToChosenVariant);
}
