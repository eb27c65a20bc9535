import type { ActionCreatorWithoutPayload, ActionCreatorWithPayload } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, cancelled, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { HttpClient } from '../../api/http';
import {
  historyApiQuery,
  readHistoryQuery,
  withHistoryQuery,
  type HistoryQuery,
  type HistorySortKey,
} from '../../domain/history/historyList';
import type { FailureInfo } from '../../store/catalog/productList';
import type { HistoryListState } from '../../store/history/historyList';
import type { RootState } from '../../store/core/rootReducer';
import { getHttp } from '../runtime/context';
import { pushListQuery, watchListHistory } from '../shared/listUrl';
import { currentSearch, replaceQuery } from '../runtime/browser';
import { failureInfo } from '../runtime/failureInfo';

/** What the order and the offer list sessions differ in: their actions, their call, their page size. */
export interface HistoryListSpec<Answer> {
  name: string;
  actions: {
    queryApplied: ActionCreatorWithPayload<HistoryQuery>;
    pageChosen: ActionCreatorWithPayload<number>;
    sortChosen: ActionCreatorWithPayload<HistorySortKey>;
    loadRequested: ActionCreatorWithoutPayload;
    fetchStarted: ActionCreatorWithoutPayload;
    received: ActionCreatorWithPayload<Answer>;
    fetchFailed: ActionCreatorWithPayload<FailureInfo>;
  };
  fetch: (http: HttpClient, search: string, signal: AbortSignal) => Promise<Answer>;
  limit: number;
  /** The list's state (its embedded first page among it). */
  select: (state: RootState) => HistoryListState<unknown>;
  /** How many items the answer holds and which page of how many it is. */
  pageOf: (answer: Answer) => { count: number; page: number; pages: number };
}

function* applyUrl<A>(spec: HistoryListSpec<A>): SagaIterator {
  const search: string = yield call(currentSearch);
  yield put(spec.actions.queryApplied(readHistoryQuery(search)));
}

/** Fetches the page the URL names; a newer load cancels this one and aborts its request. */
function* load<A>(spec: HistoryListSpec<A>): SagaIterator {
  const http: HttpClient = yield getHttp();
  const controller = new AbortController();
  yield put(spec.actions.fetchStarted());
  try {
    const search: string = yield call(currentSearch);
    const query = readHistoryQuery(search);
    const answer: A = yield call(spec.fetch, http, historyApiQuery(query, spec.limit), controller.signal);
    const { count, page, pages } = spec.pageOf(answer);
    if (count === 0 && page > 1 && page > pages) {
      // A page past the end (an old link, items cancelled away): show the last one instead.
      yield call(replaceQuery, withHistoryQuery(search, { page: pages }));
      yield* applyUrl(spec);
      yield put(spec.actions.loadRequested());
      return;
    }
    yield put(spec.actions.received(answer));
  } catch (error) {
    console.error(`[b2b] the ${spec.name} could not be loaded:`, error);
    yield put(spec.actions.fetchFailed(failureInfo(error)));
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

/**
 * One mounted list: the URL's page and sort into the state, the first load, then page and sort
 * changes (pushed to the URL) and back/forward steps, each reloading and scrolling to the top.
 */
export function* runHistoryList<A>(spec: HistoryListSpec<A>): SagaIterator {
  const { actions } = spec;
  yield* applyUrl(spec);
  yield takeLatest(actions.loadRequested.type, function* loadPage() {
    yield* load(spec);
  });
  yield takeEvery(actions.pageChosen.type, function* onPage(action: ReturnType<typeof actions.pageChosen>) {
    const search: string = yield call(currentSearch);
    yield* pushListQuery(withHistoryQuery(search, { page: action.payload }), actions.loadRequested());
  });
  yield takeEvery(actions.sortChosen.type, function* onSort(action: ReturnType<typeof actions.sortChosen>) {
    const search: string = yield call(currentSearch);
    yield* pushListQuery(withHistoryQuery(search, { sort: action.payload }), actions.loadRequested());
  });
  yield fork(
    watchListHistory,
    function* reloadFromUrl() {
      yield* applyUrl(spec);
      yield put(actions.loadRequested());
    },
    actions.loadRequested.type,
  );
  // The page the host embedded is the one the URL names: it is in view already, nothing to fetch.
  const list: HistoryListState<unknown> = yield select(spec.select);
  const search: string = yield call(currentSearch);
  const embedded = list.loaded && list.firstQuery === historyApiQuery(readHistoryQuery(search), spec.limit);
  if (!embedded) yield put(actions.loadRequested());
}
