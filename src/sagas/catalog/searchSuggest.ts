import type { Action } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { put, takeLatest } from 'redux-saga/effects';
import { isApiError } from '../../api/http';
import type { AutocompleteResult } from '../../contract/catalog';
import { suggestionQuery } from '../../domain/catalog/suggestions';
import { searchActions as actions } from '../../store/catalog/search';
import { debouncedSuggestions } from './suggestions';

/** One keystroke: blank input clears the suggestions without a request; otherwise the debounced ask. */
function* suggest(action: ReturnType<typeof actions.inputChanged>) {
  const query = suggestionQuery(action.payload);
  if (query === null) {
    yield put(actions.suggestionsCleared());
    return;
  }
  try {
    const results: AutocompleteResult[] = yield* debouncedSuggestions(query, actions.suggestionsRequested());
    yield put(actions.suggestionsReceived({ query, results }));
  } catch (error) {
    if (isApiError(error) && error.aborted) return;
    // Suggestions are a help, not the search: a failure is logged and the box keeps working.
    console.error('[b2b] search suggestions could not be loaded:', error);
    yield put(actions.suggestionsFailed({ query }));
  }
}

/**
 * The search box's worker, in the chrome widgets' chunk with the SearchBar: a newer keystroke
 * cancels the earlier one (and its request).
 */
export function* runSearch(intents: Channel<Action>) {
  yield takeLatest(intents, suggest);
}
