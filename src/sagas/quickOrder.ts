import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import type { Translate } from '../i18n/translate';
import { QUICK_ORDER_INTENTS, quickOrderFlowFailed } from '../store/quickOrderIntents';
import { lazyFlow } from './lazyFlow';
import { currentTranslator } from './translate';

/**
 * The quick order pad and the reorder (issue 16): only this listener is in the entry chunk; the
 * flow (lookups, suggestions, batches, the tab's copy of the pad) comes with the first intent.
 */
export function* quickOrderFlow(): SagaIterator {
  yield* lazyFlow({
    name: 'quick order',
    intents: QUICK_ORDER_INTENTS,
    load: () =>
      import(/* webpackChunkName: "quick-order-flow" */ './quickOrderWorker').then((m) => m.quickOrderWorker),
    *onLoadFailed() {
      const t: Translate = yield* currentTranslator();
      yield put(quickOrderFlowFailed(t('mount.chunkFailed')));
    },
  });
}
