import type { SagaIterator } from 'redux-saga';
import { call, delay, select } from 'redux-saga/effects';
import type { User } from '../../contract/hostConfig';
import { ORDER_NOTICES_START_MS } from '../../domain/shared/timings';
import { selectUser } from '../../store/core/config';
import { loadChunk } from '../runtime/lazyChunk';

/**
 * Decisions on a company user's waiting orders: the part of the flow in the entry chunk.
 * Decisions already known when the page was made are in the config block and are shown at once; the
 * live channel (the socket, every 10 s) starts once the page has been open a while, so a page left
 * sooner never loads its chunk.
 */
export function* orderNoticesFlow(): SagaIterator {
  const user: User = yield select(selectUser);
  if (user.companyRole === null) return;
  if (user.notices.length === 0) yield delay(ORDER_NOTICES_START_MS);
  const run: (notices: User['notices']) => SagaIterator = yield* loadChunk(
    'order notices',
    () => import(/* webpackChunkName: "order-notices" */ './orderNotices').then((m) => m.runOrderNotices),
    function* () {
      // Nothing to tell the user: the decisions stay unshown and reach the next page's config block.
    },
    () => false,
  );
  yield call(run, user.notices);
}
