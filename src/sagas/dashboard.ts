import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import { fetchSearchQueries, fetchTopQueries } from '../api/admin';
import type { HttpClient } from '../api/http';
import type { SearchQueriesAnswer, TopQueriesAnswer } from '../contract/admin';
import { dashboardSearchTerm } from '../domain/dashboardSearch';
import { dashboardActions as actions } from '../store/dashboard';
import { alertUser } from './browser';
import { getHttp } from './context';
import { currentTranslator } from './translate';

/** Spec section 8: the page says 'Veri yüklenirken…' and an alert names the most searched words. */
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

/** A blank term only alerts (spec section 5); otherwise the answer opens the results modal. */
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

export function* dashboardFlow() {
  yield takeLatest(actions.fetchRequested.type, load);
  yield takeLatest(actions.searchRequested.type, search);
}
