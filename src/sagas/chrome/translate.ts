import type { SagaIterator } from 'redux-saga';
import { select } from 'redux-saga/effects';
import { createTranslator, type Translate } from '../../i18n/translate';
import type { RootState } from '../../store/core/rootReducer';

/** The translator of the active locale with the host's label overrides, for texts a saga shows. */
export function* currentTranslator(): SagaIterator<Translate> {
  const state: RootState = yield select();
  return createTranslator(state.locale.active, state.config.labels);
}
