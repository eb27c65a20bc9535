import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, cancelled, delay, put, takeLatest } from 'redux-saga/effects';
import { fetchSuggestions } from '../api/catalog';
import { isApiError, type HttpClient } from '../api/http';
import type { AutocompleteResult } from '../contract/catalog';
import { suggestionQuery } from '../domain/suggestions';
import { SUGGESTION_DEBOUNCE_MS } from '../domain/timings';
import { searchActions as actions } from '../store/search';
import { navigateTo } from './browser';
import { getHttp } from './context';

/**
 * Waits out the debounce, puts `started` (if any), then asks /autocomplete. The caller's task being
 * cancelled (a newer keystroke under takeLatest) aborts the request for real, so the network never
 * carries a stale search. The SearchBar and the quick order pad's code cells both type through this.
 */
export function* debouncedSuggestions(query: string, started?: Action): SagaIterator<AutocompleteResult[]> {
  yield delay(SUGGESTION_DEBOUNCE_MS);
  const http: HttpClient = yield getHttp();
  const controller = new AbortController();
  if (started) yield put(started);
  try {
    const results: AutocompleteResult[] = yield call(fetchSuggestions, http, query, controller.signal);
    return results;
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

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

function* leave(action: ReturnType<typeof actions.submitted>) {
  yield call(navigateTo, action.payload);
}

export function* searchFlow() {
  yield takeLatest(actions.inputChanged.type, suggest);
  yield takeLatest(actions.submitted.type, leave);
}
