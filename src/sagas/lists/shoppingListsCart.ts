import type { Channel, SagaIterator } from 'redux-saga';
import { actionChannel, put, select, take } from 'redux-saga/effects';
import type { CartItem } from '../../contract/cart';
import type { Settings } from '../../contract/hostConfig';
import type { ListLine } from '../../contract/lists';
import { QUICK_ORDER_MAX_ROWS, type CartBatchLine, type CartBatchResult } from '../../contract/quickOrder';
import { unitLabel } from '../../domain/cart/units';
import type { Translate } from '../../i18n/translate';
import { cartBatchRequested, cartBatchSettled, type CartBatchOutcome } from '../../store/cart/cartIntents';
import { selectCartItems } from '../../store/cart/cartSelectors';
import { selectSettings } from '../../store/core/config';
import { selectShoppingLists, shoppingListsActions as actions } from '../../store/lists/shoppingLists';
import { type CartLineReport, type ShoppingListsState } from '../../store/lists/shoppingListsState';
import { shownLine, shownLines } from '../../store/lists/listView';
import { currentTranslator } from '../chrome/translate';
import { cartRoomOf } from './cartRoom';

/** Lines one batch call takes at most (the host refuses more). */
export const CART_BATCH_MAX = QUICK_ORDER_MAX_ROWS;

// The quick order pad numbers its batches 1, 2, 3…; the lists count down from -1, so two requests
// in flight at once never share an id.
let lastRequestId = 0;

/** A list line on its way to the cart: the line, what the batch sends, its report before the answer. */
interface SentLine {
  line: ListLine;
  batch: CartBatchLine;
  report: Omit<CartLineReport, 'ok' | 'message'>;
}

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
  // A line removed (its Geri Al still offered) is not the list's any more: it does not go.
  const lines = shownLines(state, detail?.lines ?? []).filter(
    (line) => wanted === null || wanted.includes(line.id),
  );
  if (lines.length === 0) {
    yield put(actions.cartSettled());
    return;
  }
  const t: Translate = yield* currentTranslator();
  const sent = lines.map((line): SentLine => {
    const shown = shownLine(line, state.lineEdits[line.id]);
    const unit = line.product.units.find((u) => u.id === shown.unitId);
    return {
      line,
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
    const cart: CartItem[] = yield select(selectCartItems);
    const settings: Settings = yield select(selectSettings);
    chunk.forEach((one, index) => {
      report.push(answeredLine(one, outcome.results[index], cart, settings, t));
    });
  }
  yield put(actions.cartAnswered(report));
}

/**
 * A line's report from the batch's answer: added, or refused with the host's message and, when the
 * cart's line of the product is what has no room, what it holds and what still fits (cartRoomOf).
 */
function answeredLine(
  one: SentLine,
  result: CartBatchResult | undefined,
  cart: readonly CartItem[],
  settings: Settings,
  t: Translate,
): CartLineReport {
  if (result?.ok && result.productId === one.batch.productId)
    return { ...one.report, ok: true, message: null };
  const room = cartRoomOf(one.line, { quantity: one.batch.quantity, unitId: one.batch.unit }, cart, settings);
  return {
    ...one.report,
    ok: false,
    message: result && !result.ok ? result.message : t('common.technicalError'),
    ...(room ? { room } : {}),
  };
}

/**
 * The report's offer for a line the cart's line had no room for: what still fits (room.more, in the
 * list line's unit) through the cart's batch. Added: the report says so with that quantity; refused
 * again (the cart changed meanwhile): the host's message and what fits now. The list stays as it is.
 */
export function* addRoomToCart(action: ReturnType<typeof actions.cartRoomRequested>): SagaIterator {
  const state: ShoppingListsState = yield select(selectShoppingLists);
  const asked = state.cart.lines.find((l) => l.lineId === action.payload);
  const line = state.detail?.lines.find((l) => l.id === action.payload);
  if (!asked?.adding || !asked.room || !line) return;
  const shown = shownLine(line, state.lineEdits[line.id]);
  const batch = { productId: line.product.id, quantity: asked.room.more, unit: shown.unitId };
  const outcome: CartBatchOutcome = yield* sendBatch([batch]);
  const { room: _room, adding: _adding, ...report } = asked;
  if (outcome.kind === 'login') return;
  if (outcome.kind === 'failed') {
    yield put(actions.cartRoomAnswered({ ...asked, adding: false, message: outcome.message }));
    return;
  }
  const result = outcome.results[0];
  if (result?.ok && result.productId === batch.productId) {
    yield put(actions.cartRoomAnswered({ ...report, quantity: batch.quantity, ok: true, message: null }));
    return;
  }
  const t: Translate = yield* currentTranslator();
  const cart: CartItem[] = yield select(selectCartItems);
  const settings: Settings = yield select(selectSettings);
  const sent: SentLine = { line, batch: { ...batch, quantity: shown.quantity }, report };
  yield put(actions.cartRoomAnswered(answeredLine(sent, result, cart, settings, t)));
}
