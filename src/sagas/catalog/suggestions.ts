import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, cancelled, delay, put } from 'redux-saga/effects';
import { fetchSuggestions } from '../../api/catalog';
import type { HttpClient } from '../../api/http';
import type { AutocompleteResult } from '../../contract/catalog';
import { SUGGESTION_DEBOUNCE_MS } from '../../domain/shared/timings';
import { getHttp } from '../runtime/context';

/**
 * Waits out the debounce, puts `started` (if any), then asks /autocomplete. The caller's task being
 * cancelled (a newer keystroke under takeLatest) aborts the request for real, so the network never
 * carries a stale search. The SearchBar and the quick order pad's code cells both type through this;
 * it has a file of its own so each lazy chunk takes it without the other's flow.
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
