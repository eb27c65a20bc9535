import type { Draft } from '@reduxjs/toolkit';
import { DEFAULT_HISTORY_SORT, type HistoryQuery, type HistorySortKey } from '../domain/historyList';
import type { FailureInfo } from './productList';

/**
 * What the order and offer lists share (spec section 3: items, page, pages, limit, total, sort,
 * fetching): the page in view, the URL's sort, the load's progress and its failure.
 */
export interface HistoryListState<T> {
  /** A list widget is on the page (its saga session runs). */
  open: boolean;
  items: T[];
  page: number;
  pages: number;
  limit: number;
  total: number;
  sort: HistorySortKey;
  fetching: boolean;
  /** A page has arrived at least once (before that the skeleton shows, not the empty state). */
  loaded: boolean;
  error: FailureInfo | null;
}

export function initialHistoryList<T>(): HistoryListState<T> {
  return {
    open: false,
    items: [],
    page: 1,
    pages: 0,
    limit: 0,
    total: 0,
    sort: DEFAULT_HISTORY_SORT,
    fetching: false,
    loaded: false,
    error: null,
  };
}

interface PageAnswer<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
  pages: number;
}

/** Reducer steps both slices use, on an Immer draft. */
export const historyListSteps = {
  queryApplied(state: Draft<HistoryListState<unknown>>, query: HistoryQuery) {
    state.sort = query.sort;
    state.page = query.page;
  },
  fetchStarted(state: Draft<HistoryListState<unknown>>) {
    state.fetching = true;
    state.error = null;
  },
  received<T>(state: Draft<HistoryListState<T>>, answer: PageAnswer<T>) {
    state.fetching = false;
    state.loaded = true;
    state.error = null;
    state.items = answer.items as Draft<T>[];
    state.total = answer.total;
    state.page = answer.page;
    state.limit = answer.limit;
    state.pages = answer.pages;
  },
  fetchFailed(state: Draft<HistoryListState<unknown>>, failure: FailureInfo) {
    state.fetching = false;
    state.error = failure;
  },
};
