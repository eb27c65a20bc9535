import type { Action } from '@reduxjs/toolkit';
import type { EventChannel, SagaIterator } from 'redux-saga';
import { call, put, race, take } from 'redux-saga/effects';
import { currentLocationKey, popstateChannel, pushQuery, scrollToTop } from '../runtime/browser';

/**
 * The URL sync every paginated list shares (the product list, the order and offer lists): page and
 * sort live in the query string, and a change of path or query reloads the list and scrolls to the
 * top, whether the user chose it here or stepped back and forward.
 */

/** A page or sort chosen in the list: a new history entry with that query, a reload, the top. */
export function* pushListQuery(query: string, reload: Action): SagaIterator {
  yield call(pushQuery, query);
  yield put(reload);
  yield call(scrollToTop);
}

/**
 * Back/forward: each step that changes the path or query (not only the hash) runs `apply` (read
 * the URL into the state and reload) and scrolls to the top. Runs until cancelled with its list.
 *
 * A step is compared with the URL the list last loaded: every URL change the list makes itself
 * (a chosen page, a default sort filled in) is followed by its `reloadType` action, which is
 * when that URL is taken as the list's own.
 */
export function* watchListHistory(apply: () => SagaIterator, reloadType: string): SagaIterator {
  const channel: EventChannel<true> = yield call(popstateChannel);
  let last: string = yield call(currentLocationKey);
  try {
    while (true) {
      const step: { pop?: true; reload?: Action } = yield race({
        pop: take(channel),
        reload: take(reloadType),
      });
      if (step.reload) {
        last = yield call(currentLocationKey);
        continue;
      }
      const now: string = yield call(currentLocationKey);
      if (now === last) continue; // a hash change only
      last = now;
      yield call(apply);
      yield call(scrollToTop);
    }
  } finally {
    channel.close();
  }
}
