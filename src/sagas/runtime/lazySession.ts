import type { Action, ActionCreatorWithoutPayload, ActionCreatorWithPayload } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { FailureInfo } from '../../store/catalog/productList';
import { loadChunk } from './lazyChunk';

/** The network-failure shape a list shows when its code could not be fetched. */
const CHUNK_FAILURE: FailureInfo = { status: 0, serverMessage: null, networkFailure: true, malformed: false };

/**
 * A list widget's flow kept out of the entry chunk: only this listener is there; the session's code
 * comes with the first `opened` and runs, given that action, until `closed` (or the next `opened`). A chunk that cannot
 * be fetched follows the rule of sagas/runtime/lazyChunk: the list shows its error, the open list is kept,
 * and its retry (`loadRequested`) fetches the chunk again.
 */
export function* lazyListFlow<Opened extends Action>(
  name: string,
  opened: { type: string; match: (action: unknown) => action is Opened },
  closed: ActionCreatorWithoutPayload,
  loadRequested: ActionCreatorWithoutPayload,
  fetchFailed: ActionCreatorWithPayload<FailureInfo>,
  loadSession: () => Promise<(opened: Opened) => SagaIterator>,
): SagaIterator {
  yield takeLatest([opened.type, closed.type], function* session(action: Action) {
    if (!opened.match(action)) return;
    const run: (opened: Opened) => SagaIterator = yield* loadChunk(
      name,
      loadSession,
      function* report() {
        yield put(fetchFailed(CHUNK_FAILURE));
      },
      loadRequested.match,
      action,
    );
    yield call(run, action);
  });
}
