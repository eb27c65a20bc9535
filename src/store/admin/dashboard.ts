import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SearchQueriesAnswer, SearchType, TopQueriesAnswer } from '../../contract/admin';
import { rootReducer } from '../core/rootReducer';

export type SearchResultRow = SearchQueriesAnswer['searchResult'][number];

/**
 * The admin search dashboard: fetch starts loading with no error, success
 * stores the lists, failure stores the error, clear empties the top lists. The search opens the
 * results modal when its answer arrives.
 */
export interface DashboardState extends TopQueriesAnswer {
  loading: boolean;
  /** The lists have been answered (or have failed) since the dashboard opened. */
  loaded: boolean;
  error: 'loadFailed' | null;
  searching: boolean;
  /** null: the results modal is closed. */
  searchResult: SearchResultRow[] | null;
  searchQuery: string;
  searchType: SearchType;
  searchError: 'searchFailed' | null;
}

const initialState: DashboardState = {
  topQueries: [],
  topUsers: [],
  lastQueries: [],
  loading: false,
  loaded: false,
  error: null,
  searching: false,
  searchResult: null,
  searchQuery: '',
  searchType: 'kelime',
  searchError: null,
};

const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState,
  reducers: {
    fetchRequested(state) {
      state.loading = true;
      state.error = null;
    },
    fetchSucceeded(state, action: PayloadAction<TopQueriesAnswer>) {
      state.loading = false;
      state.loaded = true;
      state.topQueries = action.payload.topQueries;
      state.topUsers = action.payload.topUsers;
      state.lastQueries = action.payload.lastQueries;
    },
    fetchFailed(state) {
      state.loading = false;
      state.loaded = true;
      state.error = 'loadFailed';
    },
    /** Leaving the dashboard: the top lists are emptied. */
    cleared(state) {
      state.topQueries = [];
      state.topUsers = [];
      state.lastQueries = [];
      state.loading = false;
      state.loaded = false;
      state.error = null;
      state.searchResult = null;
    },
    /** The typed term as the user committed it; the saga checks it and asks the server. */
    searchRequested(_state, _action: PayloadAction<{ input: string; type: SearchType }>) {},
    searchStarted(state, action: PayloadAction<{ query: string; type: SearchType }>) {
      state.searching = true;
      state.searchError = null;
      state.searchQuery = action.payload.query;
      state.searchType = action.payload.type;
    },
    searchSucceeded(state, action: PayloadAction<{ searchResult: SearchResultRow[]; searchQuery: string }>) {
      state.searching = false;
      state.searchResult = action.payload.searchResult;
      state.searchQuery = action.payload.searchQuery;
    },
    searchFailed(state) {
      state.searching = false;
      state.searchError = 'searchFailed';
    },
    resultsClosed(state) {
      state.searchResult = null;
    },
  },
});

export const dashboardActions = dashboardSlice.actions;

// A lazy data area: its state and reducer come with the widget's chunk, not the entry.
declare module '../core/rootReducer' {
  interface LazyLoadedSlices {
    dashboard: DashboardState;
  }
}
const injectedDashboard = dashboardSlice.injectInto(rootReducer);
export const selectDashboard = injectedDashboard.selectSlice;
