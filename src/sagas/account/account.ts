import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { lazyFlow } from '../runtime/lazyChunk';

/**
 * The account intent and failure report as plain types: the area's actions and state come with the
 * widget's chunk (test/sagas/flowChunkFailures keeps them equal to the slice's).
 */
export const ACCOUNT_TYPES = { saveRequested: 'account/saveRequested', saveFailed: 'account/saveFailed' };

/** Account settings saves; the worker (sagas/account/accountSave.ts) comes with the first Kaydet. */
export function* accountFlow(): SagaIterator {
  yield* lazyFlow({
    name: 'account settings',
    intents: [ACCOUNT_TYPES.saveRequested],
    load: () =>
      import(/* webpackChunkName: "account-flow" */ './accountSave').then((module) => module.runAccountSaves),
    *onLoadFailed() {
      yield put({ type: ACCOUNT_TYPES.saveFailed, payload: { serverMessage: null } });
    },
  });
}
