import type { Action } from '@reduxjs/toolkit';
import type { Channel, SagaIterator, Task } from 'redux-saga';
import { call, cancel, fork, put, take } from 'redux-saga/effects';
import { fetchSearchQueries, fetchTopQueries } from '../../api/admin';
import type { HttpClient } from '../../api/http';
import type { SearchQueriesAnswer, TopQueriesAnswer } from '../../contract/admin';
import { dashboardSearchTerm } from '../../domain/admin/dashboardSearch';
import { dashboardActions as actions } from '../../store/admin/dashboard';
import { alertUser } from '../runtime/browser';
import { getHttp } from '../runtime/context';
import { currentTranslator } from '../chrome/translate';

/** The spec: the page says 'Veri yüklenirken…' and an alert names the most searched words. */
function* load(): SagaIterator {
  const http: HttpClient = yield getHttp();
  try {
    const answer: TopQueriesAnswer = yield call(fetchTopQueries, http);
    yield put(actions.fetchSucceeded(answer));
  } catch (error) {
    console.error('[b2b] the search dashboard could not be loaded:', error);
    yield put(actions.fetchFailed());
    const t = yield* currentTranslator();
    yield call(alertUser, t('dashboard.loadFailedAlert'));
  }
}

/** A blank term only alerts; otherwise the answer opens the results modal. */
function* search(action: ReturnType<typeof actions.searchRequested>): SagaIterator {
  const checked = dashboardSearchTerm(action.payload.input);
  if (!checked.ok) {
    const t = yield* currentTranslator();
    yield call(alertUser, t(checked.alert.key, checked.alert.params));
    return;
  }
  const { type } = action.payload;
  yield put(actions.searchStarted({ query: checked.term, type }));
  const http: HttpClient = yield getHttp();
  try {
    const answer: SearchQueriesAnswer = yield call(fetchSearchQueries, http, checked.term, type);
    if (!answer.success) throw new Error('the search answered success: false');
    yield put(
      actions.searchSucceeded({ searchResult: answer.searchResult, searchQuery: answer.searchQuery }),
    );
  } catch (error) {
    console.error('[b2b] the dashboard search failed:', error);
    yield put(actions.searchFailed());
  }
}

/** The latest load and the latest search win (a newer one cancels the one in flight). */
export function* runDashboard(intents: Channel<Action>): SagaIterator {
  let loading: Task | null = null;
  let searching: Task | null = null;
  for (;;) {
    const action: Action = yield take(intents);
    if (actions.fetchRequested.match(action)) {
      if (loading) yield cancel(loading);
      loading = yield fork(load);
    } else if (actions.searchRequested.match(action)) {
      if (searching) yield cancel(searching);
      searching = yield fork(search, action);
    }
  }
}
