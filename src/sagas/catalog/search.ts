import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import { suggestionQuery } from '../../domain/catalog/suggestions';
import { navigateTo } from '../runtime/browser';
import { lazyFlow } from '../runtime/lazyChunk';

/**
 * The search box's intents and failure report as plain types: its actions and state come with the
 * chrome widgets' chunk (test/sagas/searchChunk keeps these equal to the slice's action types).
 */
export const SEARCH_TYPES = {
  inputChanged: 'search/inputChanged',
  submitted: 'search/submitted',
  suggestionsFailed: 'search/suggestionsFailed',
};

function* leave(action: PayloadAction<string>) {
  yield call(navigateTo, action.payload);
}

/**
 * The header search: only this listener is in the entry chunk. The suggestions' worker shares the
 * chrome widgets' chunk name, so it comes in the same file as the SearchBar, with no request of its own.
 */
export function* searchFlow(): SagaIterator {
  // Enter only navigates: kept here, so a search never waits for a chunk.
  yield takeLatest(SEARCH_TYPES.submitted, leave);
  yield* lazyFlow({
    name: 'search',
    intents: [SEARCH_TYPES.inputChanged],
    load: () => import(/* webpackChunkName: "w-chrome" */ './searchSuggest').then((m) => m.runSearch),
    // What the box shows when /autocomplete fails: no suggestions, Enter still searches.
    *onLoadFailed(trigger) {
      const query = suggestionQuery((trigger as PayloadAction<string> | null)?.payload) ?? '';
      yield put({ type: SEARCH_TYPES.suggestionsFailed, payload: { query } });
    },
  });
}
