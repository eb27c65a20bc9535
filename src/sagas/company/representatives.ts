import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { REPRESENTATIVE_INTENTS, REPRESENTATIVE_TYPES } from '../../store/company/representativeIntents';
import { lazyFlow } from '../runtime/lazyChunk';

/**
 * The sales representatives' listener in the entry chunk: the session (book, acting, consent) is a
 * lazy chunk, fetched with the first intent; the pages of customers who never see these never fetch it.
 */
export function* representativesFlow(): SagaIterator {
  yield* lazyFlow({
    name: 'representatives',
    intents: REPRESENTATIVE_INTENTS,
    load: () =>
      import(/* webpackChunkName: "representatives-flow" */ './representativesSession').then(
        (m) => m.runRepresentatives,
      ),
    *onLoadFailed(trigger) {
      yield put({ type: REPRESENTATIVE_TYPES.unavailable, payload: { trigger: trigger?.type ?? null } });
    },
  });
}
