import type { SagaIterator } from 'redux-saga';
import { actionChannel, put, select, take } from 'redux-saga/effects';
import type { Channel } from 'redux-saga';
import { isApiError } from '../../api/http';
import type { Product } from '../../contract/catalog';
import type { Order } from '../../contract/orders';
import type { CartBatchLine, CartBatchResult } from '../../contract/quickOrder';
import { unitLabel } from '../../domain/cart/units';
import { errorText } from '../../i18n/errorText';
import type { Translate } from '../../i18n/translate';
import { cartBatchRequested, cartBatchSettled, type CartBatchOutcome } from '../../store/cart/cartIntents';
import {
  quickOrderActions as actions,
  selectQuickOrder,
  type AddedLine,
  type QuickOrderState,
  type ReorderRefusal,
} from '../../store/quickOrder/quickOrder';
import {
  selectJudgedPad,
  selectReorderPreview,
  type JudgedPad,
  type ReorderPreview,
} from '../../store/quickOrder/quickOrderSelectors';
import { previewProducts } from '../shared/previewProducts';
import { currentTranslator } from '../chrome/translate';

let lastRequestId = 0;

/** Queues the lines with the other cart calls and waits for this batch's outcome. */
function* sendBatch(lines: CartBatchLine[]): SagaIterator<CartBatchOutcome> {
  const requestId = ++lastRequestId;
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

const refusalOf = (result: CartBatchResult | undefined, t: Translate) =>
  result && !result.ok ? result.message : t('common.technicalError');

/**
 * 'Sepete Ekle': the lines of every valid row (judged as the pad shows them) in one batch. Added
 * rows leave the pad and are listed; refused rows stay with the shop's message; nothing valid is
 * lost. Nothing valid on the pad: said, nothing sent.
 */
export function* addPadToCart(): SagaIterator {
  const t: Translate = yield* currentTranslator();
  const { lines }: JudgedPad = yield select(selectJudgedPad);
  if (lines.length === 0) {
    yield put(actions.submitFailed(t('quickOrder.nothingToAdd')));
    return;
  }
  yield put(actions.submitStarted());
  const outcome: CartBatchOutcome = yield* sendBatch(
    lines.map((line) => ({ productId: line.productId, quantity: line.quantity, unit: line.unitId })),
  );
  if (outcome.kind === 'login') return;
  if (outcome.kind === 'failed') {
    yield put(actions.submitFailed(outcome.message));
    return;
  }
  const pad: QuickOrderState = yield select(selectQuickOrder);
  const added: AddedLine[] = [];
  const addedKeys: string[] = [];
  const refused: Record<string, string> = {};
  lines.forEach((line, index) => {
    const result = outcome.results[index];
    if (result?.ok && result.productId === line.productId) {
      const product = pad.products[line.productId];
      const unit = product?.units.find((u) => u.id === line.unitId);
      added.push({
        productId: line.productId,
        code: product?.code ?? '',
        name: product?.name ?? '',
        quantity: line.quantity,
        unit: unit ? unitLabel(unit) : '',
      });
      addedKeys.push(...line.rowKeys);
    } else {
      for (const key of line.rowKeys) refused[key] = refusalOf(result, t);
    }
  });
  yield put(actions.submitAnswered({ added, addedKeys, refused }));
}

/** Today's products under the order's product ids; closing the preview (or another reorder) aborts the call. */
export function* previewReorder(order: Order): SagaIterator {
  try {
    const products: Product[] | null = yield* previewProducts(
      order.orderItems.map((item) => item.product.id),
      actions.reorderClosed.type,
    );
    if (products) yield put(actions.reorderLoaded(products));
  } catch (error) {
    if (isApiError(error) && error.aborted) return;
    if (!isApiError(error)) console.error('[b2b] the reorder could not be prepared:', error);
    const t: Translate = yield* currentTranslator();
    yield put(actions.reorderLoadFailed(errorText(error, t)));
  }
}

/** The preview's lines in one batch; the dialog then says what was added and what was not. */
export function* confirmReorder(): SagaIterator {
  const t: Translate = yield* currentTranslator();
  const pad: QuickOrderState = yield select(selectQuickOrder);
  const preview: ReorderPreview = yield select(selectReorderPreview);
  if (pad.reorder.status !== 'ready' || !pad.reorder.order) return;
  if (preview.batch.length === 0) {
    yield put(actions.reorderSendFailed(t('reorder.nothing')));
    return;
  }
  const items = pad.reorder.order.orderItems;
  yield put(actions.reorderSending());
  const outcome: CartBatchOutcome = yield* sendBatch(
    preview.batch.map((line) => ({ productId: line.productId, quantity: line.quantity, unit: line.unitId })),
  );
  if (outcome.kind === 'login') return;
  if (outcome.kind === 'failed') {
    yield put(actions.reorderSendFailed(outcome.message));
    return;
  }
  const refused: ReorderRefusal[] = [];
  let added = 0;
  preview.batch.forEach((line, index) => {
    const result = outcome.results[index];
    if (result?.ok) added += 1;
    else {
      const item = items.find((i) => i.product.id === line.productId);
      refused.push({ code: item?.code ?? '', name: item?.name ?? '', message: refusalOf(result, t) });
    }
  });
  yield put(actions.reorderAnswered({ added, refused }));
}
