import type { ActionCreatorWithoutPayload, ActionCreatorWithPayload } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, take, takeLatest } from 'redux-saga/effects';
import type { FailureInfo } from '../store/productList';

/** The network-failure shape a list shows when its code could not be fetched. */
const CHUNK_FAILURE: FailureInfo = { status: 0, serverMessage: null, networkFailure: true, malformed: false };

/**
 * A list widget's flow kept out of the entry chunk: only this listener is there; the session's code
 * comes with the first `opened` and runs until `closed` (or the next `opened`). When the chunk cannot
 * be fetched, the list shows its error, and its retry (`loadRequested`) tries the chunk again.
 */
export function* lazyListFlow(
  name: string,
  opened: ActionCreatorWithoutPayload,
  closed: ActionCreatorWithoutPayload,
  loadRequested: ActionCreatorWithoutPayload,
  fetchFailed: ActionCreatorWithPayload<FailureInfo>,
  loadSession: () => Promise<() => SagaIterator>,
): SagaIterator {
  yield takeLatest([opened.type, closed.type], function* session(action: { type: string }) {
    if (action.type !== opened.type) return;
    let run: (() => SagaIterator) | null = null;
    while (!run) {
      try {
        run = yield call(loadSession);
      } catch (error) {
        console.error(`[b2b] the ${name} code could not be loaded:`, error);
        yield put(fetchFailed(CHUNK_FAILURE));
        yield take(loadRequested.type);
      }
    }
    yield call(run);
  });
}
