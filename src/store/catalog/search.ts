import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AutocompleteResult } from '../../contract/catalog';
import { rootReducer } from '../core/rootReducer';

/** Suggestions of the header search box; the typed text itself is form state of the widget. */
export interface SearchState {
  /** The trimmed text the results belong to ('' when none). */
  query: string;
  results: AutocompleteResult[];
  loading: boolean;
  /** The last request failed: no suggestions, the box still searches on Enter. */
  failed: boolean;
}

const initialState: SearchState = { query: '', results: [], loading: false, failed: false };

const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    /** The user typed; the saga waits out the debounce, then asks /autocomplete. */
    inputChanged(_state, _action: PayloadAction<string>) {},
    suggestionsRequested(state) {
      state.loading = true;
    },
    suggestionsReceived(state, action: PayloadAction<{ query: string; results: AutocompleteResult[] }>) {
      state.query = action.payload.query;
      state.results = action.payload.results;
      state.loading = false;
      state.failed = false;
    },
    suggestionsFailed(state, action: PayloadAction<{ query: string }>) {
      state.query = action.payload.query;
      state.results = [];
      state.loading = false;
      state.failed = true;
    },
    suggestionsCleared() {
      return initialState;
    },
    /** Enter: go to the search page or the chosen suggestion (the saga navigates). */
    submitted(_state, _action: PayloadAction<string>) {},
  },
});

export const searchActions = searchSlice.actions;
// A lazy area: it comes with the chrome widgets' chunk (the SearchBar and the search worker).
declare module '../core/rootReducer' {
  interface LazyLoadedSlices {
    search: SearchState;
  }
}
const injectedSearch = searchSlice.injectInto(rootReducer);
export const selectSearch = injectedSearch.selectSlice;
