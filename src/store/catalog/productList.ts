import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product, ProductListAnswer } from '../../contract/catalog';
import type { Facet } from '../../contract/facets';
import { toggleListFilter, withListFilter, type ListFilters } from '../../domain/catalog/listFilters';
import { pageCount } from '../../domain/catalog/listQuery';
import { DEFAULT_VIEW, type ProductListView, type SortKey } from '../../domain/catalog/sortOptions';
import { rootReducer } from '../core/rootReducer';
import { productListIntents } from './productListIntents';
import type { FailureInfo } from '../core/failure';

// Where the widgets and flows have always found it (it lives apart to keep the intents off this module).
export type { FailureInfo };

/** The product list plus what its controls need: the path, the error, the toggle. */
export interface ProductListState {
  /** Catalogue path of the mounted list (data-props path); null while no list is on the page. */
  path: string | null;
  items: Product[];
  view: ProductListView;
  fetching: boolean;
  /** A page has arrived at least once (before that, the skeleton shows instead of "no results"). */
  loaded: boolean;
  error: FailureInfo | null;
  page: number;
  pages: number;
  total: number;
  limit: number;
  sort: SortKey | '';
  showNotInStocks: '0' | '1';
  /** The in-stock toggle is saving and waiting out its spinner. */
  stockToggleBusy: boolean;
  /** Variant flag per product id: 0 means a variant must be chosen on the product page first. */
  variantCheck: Record<number, number>;
  /** The chosen facet values as the URL's filters= has them (shown at once, before the answer). */
  filters: ListFilters;
  /** The facets of the last answer with their counts; none from a host without facets. */
  facets: Facet[];
}

export const initialProductList: ProductListState = {
  path: null,
  items: [],
  view: DEFAULT_VIEW,
  fetching: false,
  loaded: false,
  error: null,
  page: 1,
  pages: 0,
  total: 0,
  limit: 0,
  sort: '',
  showNotInStocks: '1',
  stockToggleBusy: false,
  variantCheck: {},
  filters: {},
  facets: [],
};

const productListSlice = createSlice({
  name: 'productList',
  initialState: initialProductList,
  reducers: {
    /** The URL's sort, page and view are in effect (on load and after back/forward). */
    queryApplied(
      state,
      action: PayloadAction<{
        sort: SortKey | '';
        page: number;
        view: ProductListView;
        filters: ListFilters;
        showNotInStocks?: '0' | '1';
      }>,
    ) {
      const { sort, page, view, filters, showNotInStocks } = action.payload;
      Object.assign(state, { sort, page, view, filters });
      if (showNotInStocks) state.showNotInStocks = showNotInStocks;
    },
    sortChosen(state, action: PayloadAction<SortKey | ''>) {
      state.sort = action.payload;
      state.page = 1;
    },
    pageChosen(state, action: PayloadAction<number>) {
      state.page = action.payload;
    },
    viewChosen(state, action: PayloadAction<ProductListView>) {
      state.view = action.payload;
    },
    /** A facet value checked or unchecked (the session puts the choices in the URL and reloads). */
    filterToggled(state, action: PayloadAction<{ key: string; value: string }>) {
      const { key, value } = action.payload;
      Object.assign(state, { filters: toggleListFilter(state.filters, key, value), page: 1 });
    },
    /** A facet's values replaced (a price range committed, a facet's Clear: none). */
    filterSet(state, action: PayloadAction<{ key: string; values: readonly string[] }>) {
      const { key, values } = action.payload;
      Object.assign(state, { filters: withListFilter(state.filters, key, values), page: 1 });
    },
    filtersCleared(state) {
      state.filters = {};
      state.page = 1;
    },
    fetchStarted(state) {
      state.fetching = true;
      state.error = null;
    },
    received(state, action: PayloadAction<ProductListAnswer>) {
      const { products, total, limit, page, facets } = action.payload;
      state.fetching = false;
      state.loaded = true;
      state.error = null;
      state.items = products;
      state.total = total;
      state.limit = limit;
      state.page = page;
      state.pages = pageCount(total, limit);
      state.variantCheck = Object.fromEntries(products.map((p) => [p.id, p.variantCheck]));
      state.facets = facets ?? [];
    },
    stockToggleRequested(state) {
      state.stockToggleBusy = true;
    },
    stockFilterSaved(state, action: PayloadAction<'0' | '1'>) {
      state.showNotInStocks = action.payload;
      state.page = 1;
    },
    stockToggleSettled(state) {
      state.stockToggleBusy = false;
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(productListIntents.opened, (state, action) => {
        state.path = action.payload.path;
      })
      .addCase(productListIntents.closed, (state) => {
        state.path = null;
      })
      .addCase(productListIntents.fetchFailed, (state, action) => {
        state.fetching = false;
        state.error = action.payload;
      }),
});

export const productListActions = { ...productListSlice.actions, ...productListIntents };
export const productListReducer = productListSlice.reducer;

// A lazy data area: the list's state, reducer and session come with the widget's chunk, not the entry.
declare module '../core/rootReducer' {
  interface LazyLoadedSlices {
    productList: ProductListState;
  }
}
const injectedProductList = productListSlice.injectInto(rootReducer);

export const selectProductList = injectedProductList.selectSlice;
