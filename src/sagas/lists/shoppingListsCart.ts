import type { Channel, SagaIterator } from 'redux-saga';
import { actionChannel, put, select, take } from 'redux-saga/effects';
import { QUICK_ORDER_MAX_ROWS, type CartBatchLine } from '../../contract/quickOrder';
import { unitLabel } from '../../domain/cart/units';
import type { Translate } from '../../i18n/translate';
import { cartBatchRequested, cartBatchSettled, type CartBatchOutcome } from '../../store/cart/cartIntents';
import {
  selectShoppingLists,
  shoppingListsActions as actions,
  shownLine,
  type CartLineReport,
  type ShoppingListsState,
} from '../../store/lists/shoppingLists';
import { currentTranslator } from '../chrome/translate';

/** Lines one batch call takes at most (the host refuses more). */
export const CART_BATCH_MAX = QUICK_ORDER_MAX_ROWS;

// The quick order pad numbers its batches 1, 2, 3…; the lists count down from -1, so two requests
// in flight at once never share an id.
let lastRequestId = 0;

/** Queues the lines with the other cart calls (sagas/cart/cartQueue) and waits for this batch's outcome. */
function* sendBatch(lines: CartBatchLine[]): SagaIterator<CartBatchOutcome> {
  const requestId = --lastRequestId;
  // Listening before asking: the answer cannot slip by.
  const settled: Channel<ReturnType<typeof cartBatchSettled>> = yield actionChannel(cartBatchSettled.type);
  try {
    yield put(cartBatchRequested({ requestId, lines }));
    for (;;) {
      const action: ReturnType<typeof cartBatchSettled> = yield take(settled);
      if (action.payload.requestId === requestId) return action.payload.outcome;
    }
  } finally {
    settled.close();
  }
}

/**
 * 'Tümünü Sepete Ekle' / 'Seçilenleri Sepete Ekle': the lines as shown (changes not saved yet
 * included) through the cart's batch call, 300 a call, in the cart's queue, so the mini cart shows
 * the cart each answer brings. Each line is reported added or refused with the host's message; a
 * call that fails as a whole reports its lines and the ones after it with that failure. The list
 * stays as it is.
 */
export function* addListToCart(action: ReturnType<typeof actions.cartAddRequested>): SagaIterator {
  const state: ShoppingListsState = yield select(selectShoppingLists);
  const detail = state.detail;
  const wanted = action.payload.lineIds;
  const lines = (detail?.lines ?? []).filter((line) => wanted === null || wanted.includes(line.id));
  if (lines.length === 0) {
    yield put(actions.cartSettled());
    return;
  }
  const t: Translate = yield* currentTranslator();
  const sent = lines.map((line) => {
    const shown = shownLine(line, state.lineEdits[line.id]);
    const unit = line.product.units.find((u) => u.id === shown.unitId);
    return {
      batch: { productId: line.product.id, quantity: shown.quantity, unit: shown.unitId },
      report: {
        lineId: line.id,
        code: line.product.code,
        name: line.product.name,
        quantity: shown.quantity,
        unit: unit ? unitLabel(unit) : '',
      },
    };
  });
  const report: CartLineReport[] = [];
  let failure: string | null = null;
  for (let start = 0; start < sent.length; start += CART_BATCH_MAX) {
    const chunk = sent.slice(start, start + CART_BATCH_MAX);
    if (failure !== null) {
      for (const one of chunk) report.push({ ...one.report, ok: false, message: failure });
      continue;
    }
    const outcome: CartBatchOutcome = yield* sendBatch(chunk.map((one) => one.batch));
    if (outcome.kind === 'login') {
      yield put(actions.cartSettled());
      return;
    }
    if (outcome.kind === 'failed') {
      failure = outcome.message;
      for (const one of chunk) report.push({ ...one.report, ok: false, message: failure });
      continue;
    }
    chunk.forEach((one, index) => {
      const result = outcome.results[index];
      if (result?.ok && result.productId === one.batch.productId)
        report.push({ ...one.report, ok: true, message: null });
      else
        report.push({
          ...one.report,
          ok: false,
          message: result && !result.ok ? result.message : t('common.technicalError'),
        });
    });
  }
  yield put(actions.cartAnswered(report));
}
