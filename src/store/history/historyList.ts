import type { ActionReducerMapBuilder, Draft, PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_HISTORY_SORT,
  type HistoryQuery,
  type HistorySortKey,
} from '../../domain/history/historyList';
import type { HistoryListIntents } from './historyListIntents';
import type { FailureInfo } from '../catalog/productList';

/**
 * What the order and offer lists share (items, page, pages, limit, total, sort,
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
  /**
   * The API query of the page the host embedded (firstPage) while it is the page in view: the
   * session's first load then has its answer already. Any load or the widget's close forgets it.
   */
  firstQuery: string | null;
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
    firstQuery: null,
  };
}

/** One page of a list answer, whatever the answer calls its items. */
export interface HistoryPage<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
  pages: number;
}

type ListDraft<S> = Draft<S> & Draft<HistoryListState<unknown>>;

/**
 * The slice reducers both lists have, for a slice whose state extends HistoryListState: `pageOf`
 * reads the page out of the list's answer. A slice wanting more on an answer wraps `received`.
 */
export function historyListReducers<S extends HistoryListState<unknown>, Answer>(
  pageOf: (answer: Answer) => HistoryPage<S['items'][number]>,
) {
  return {
    queryApplied(state: ListDraft<S>, action: PayloadAction<HistoryQuery>) {
      state.sort = action.payload.sort;
      state.page = action.payload.page;
    },
    pageChosen(state: ListDraft<S>, action: PayloadAction<number>) {
      state.page = action.payload;
    },
    sortChosen(state: ListDraft<S>, action: PayloadAction<HistorySortKey>) {
      state.sort = action.payload;
      state.page = 1;
    },
    /** The host's embedded first page, before any answer of the browser's own (which would be newer). */
    firstPageSeeded(
      state: ListDraft<S>,
      action: PayloadAction<{ query: string; sort: HistorySortKey; answer: Answer }>,
    ) {
      if (state.loaded || state.fetching) return;
      const answer = pageOf(action.payload.answer);
      state.loaded = true;
      state.items = answer.items as Draft<unknown>[];
      state.total = answer.total;
      state.page = answer.page;
      state.limit = answer.limit;
      state.pages = answer.pages;
      state.sort = action.payload.sort;
      state.firstQuery = action.payload.query;
    },
    fetchStarted(state: ListDraft<S>) {
      state.firstQuery = null;
      state.fetching = true;
      state.error = null;
    },
    received(state: ListDraft<S>, action: PayloadAction<Answer>) {
      const answer = pageOf(action.payload);
      state.fetching = false;
      state.loaded = true;
      state.error = null;
      state.items = answer.items as Draft<unknown>[];
      state.total = answer.total;
      state.page = answer.page;
      state.limit = answer.limit;
      state.pages = answer.pages;
    },
  };
}

/** The life-cycle intents (which live in the entry chunk) as cases of the list's slice. */
export function addHistoryIntentCases<S extends HistoryListState<unknown>>(
  builder: ActionReducerMapBuilder<S>,
  intents: HistoryListIntents,
): ActionReducerMapBuilder<S> {
  return builder
    .addCase(intents.opened, (state) => {
      state.open = true;
    })
    .addCase(intents.closed, (state) => {
      state.open = false;
      state.firstQuery = null;
    })
    .addCase(intents.fetchFailed, (state, action) => {
      state.fetching = false;
      state.error = action.payload;
    });
}
