import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { accountActions } from '../store/account';
import { lazyFlow } from './lazyChunk';

/** Account settings saves; the worker (sagas/accountSave.ts) comes with the first Kaydet. */
export function* accountFlow(): SagaIterator {
  yield* lazyFlow({
    name: 'account settings',
    intents: [accountActions.saveRequested.type],
    load: () =>
      import(/* webpackChunkName: "account-flow" */ './accountSave').then((module) => module.runAccountSaves),
    *onLoadFailed() {
      yield put(accountActions.saveFailed({ serverMessage: null }));
    },
  });
}
