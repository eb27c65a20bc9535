import type { SagaIterator } from 'redux-saga';
import { select } from 'redux-saga/effects';
import { createTranslator, type PageTranslate } from '../../i18n/translate';
import type { RootState } from '../../store/core/rootReducer';

/** The translator of the page labels, for texts the catalogue and cart flows show (never waits). */
export function* currentPageTranslator(): SagaIterator<PageTranslate> {
  const state: RootState = yield select();
  return createTranslator(state.locale.active, state.config.labels);
}
