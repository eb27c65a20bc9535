import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import type { WarrantyOutcome } from '../../store/account/warranty';
import { lazyFlow } from '../runtime/lazyChunk';

/**
 * The warranty intent and failure report as plain types: the area's actions and state come with the
 * widget's chunk (test/sagas/flowChunkFailures keeps them equal to the slice's).
 */
export const WARRANTY_TYPES = {
  inquiryRequested: 'warranty/inquiryRequested',
  answered: 'warranty/answered',
};

/** Warranty lookups; the worker (sagas/account/warrantyLookup.ts) comes with the first Sorgula. */
export function* warrantyFlow(): SagaIterator {
  yield* lazyFlow({
    name: 'warranty lookup',
    intents: [WARRANTY_TYPES.inquiryRequested],
    load: () =>
      import(/* webpackChunkName: "warranty-flow" */ './warrantyLookup').then(
        (module) => module.runWarrantyLookups,
      ),
    *onLoadFailed() {
      yield put({
        type: WARRANTY_TYPES.answered,
        payload: { kind: 'message', key: 'common.technicalError' } satisfies WarrantyOutcome,
      });
    },
  });
}
