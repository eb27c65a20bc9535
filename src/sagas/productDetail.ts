import { delay, put, select, takeLatest } from 'redux-saga/effects';
import { matchingChild } from '../domain/variants';
import { VARIANT_SWITCH_MS } from '../domain/timings';
import {
  selectDetail,
  variantSwitchCancelled,
  variantSwitched,
  variantSwitchStarted,
  variantValueChosen,
  type ProductDetailState,
} from '../store/productDetail';

function* switchToChosenVariant() {
  const detail: ProductDetailState = yield select(selectDetail);
  const child = matchingChild(detail.family, detail.chosenVariants);
  if (!child || child.id === detail.product?.id) return;
  yield put(variantSwitchStarted());
  try {
    // The spec's 2.5 s overlay before the child product replaces the page's product.
    yield delay(VARIANT_SWITCH_MS);
    yield put(variantSwitched(child));
  } finally {
    const after: ProductDetailState = yield select(selectDetail);
    // A newer pick cancels this one (takeLatest); its own overlay takes over, ours must not linger.
    if (after.switching && after.product?.id !== child.id) yield put(variantSwitchCancelled());
  }
}

/** Variant pickers: once every dimension has a value, overlay for 2.5 s, then swap to the matching child. */
export function* productDetailFlow() {
  yield takeLatest(variantValueChosen.type, switchToChosenVariant);
}
