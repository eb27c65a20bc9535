import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { lazyFlow } from '../runtime/lazyChunk';

/**
 * The types of store/quickOrder/quickOrderIntents, as plain strings: the action creators stay out of the entry
 * chunk (test/sagas/quickOrder.test keeps the two lists equal).
 */
export const QUICK_ORDER_INTENTS = [
  'quickOrder/opened',
  'quickOrder/suggestRequested',
  'quickOrder/addRequested',
  'quickOrder/reorderRequested',
  'quickOrder/reorderConfirmed',
];
export const QUICK_ORDER_FLOW_FAILED = 'quickOrder/flowFailed';

/**
 * The quick order pad and the reorder: only this listener is in the entry chunk; the
 * flow (lookups, suggestions, batches, the tab's copy of the pad) comes with the first intent.
 */
export function* quickOrderFlow(): SagaIterator {
  yield* lazyFlow({
    name: 'quick order',
    intents: QUICK_ORDER_INTENTS,
    load: () =>
      import(/* webpackChunkName: "quick-order-flow" */ './quickOrderWorker').then((m) => m.quickOrderWorker),
    *onLoadFailed() {
      yield put({ type: QUICK_ORDER_FLOW_FAILED });
    },
  });
}
