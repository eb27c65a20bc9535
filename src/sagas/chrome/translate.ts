import type { SagaIterator } from 'redux-saga';
import { call, select } from 'redux-saga/effects';
import { createTranslator, labelsLoaded, type Translate } from '../../i18n/translate';
import type { RootState } from '../../store/core/rootReducer';

/**
 * The translator of every label with the host's overrides, for texts a saga shows: the other areas'
 * words are fetched first when the page has not loaded them. If they cannot come, the page labels
 * and the core still read right (an API failure's text is among them).
 */
export function* currentTranslator(): SagaIterator<Translate> {
  const state: RootState = yield select();
  if (!labelsLoaded(state.locale.active, 'more'))
    try {
      const { loadMoreLabels }: typeof import('../../i18n/moreLabels') = yield call(
        () => import(/* webpackChunkName: "more-labels" */ '../../i18n/moreLabels'),
      );
      yield call(loadMoreLabels, state.locale.active);
    } catch (error) {
      console.error('[b2b] labels could not be loaded:', error);
    }
  return createTranslator(state.locale.active, state.config.labels);
}
