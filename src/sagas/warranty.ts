import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { warrantyActions } from '../store/warranty';
import { lazyFlow } from './lazyChunk';

/** Warranty lookups; the worker (sagas/warrantyLookup.ts) comes with the first Sorgula. */
export function* warrantyFlow(): SagaIterator {
  yield* lazyFlow({
    name: 'warranty lookup',
    intents: [warrantyActions.inquiryRequested.type],
    load: () =>
      import(/* webpackChunkName: "warranty-flow" */ './warrantyLookup').then(
        (module) => module.runWarrantyLookups,
      ),
    *onLoadFailed() {
      yield put(warrantyActions.answered({ kind: 'message', key: 'common.technicalError' }));
    },
  });
}
