import {
  call,
  cancelled,
  delay,
  fork,
  put,
  select,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import { fetchProducts } from '../../api/catalog';
import type { HttpClient } from '../../api/http';
import { saveSetting } from '../../api/settings';
import type { Settings } from '../../contract/hostConfig';
import type { ProductListAnswer } from '../../contract/catalog';
import { embeddedFirstPage } from '../../contract/firstPage';
import {
  apiListQuery,
  defaultSortQuery,
  lastPageInstead,
  readListQuery,
  withListQuery,
} from '../../domain/catalog/listQuery';
import { toggledShowNotInStocks } from '../../domain/catalog/stockFilter';
import { STOCK_TOGGLE_SPINNER_MS } from '../../domain/shared/timings';
import { selectSettings, settingChanged } from '../../store/core/config';
import { pageRestored } from '../../store/core/ui';
import {
  productListActions as actions,
  selectProductList,
  type ProductListState,
} from '../../store/catalog/productList';
import { getHttp } from '../runtime/context';
import { failureInfo } from '../runtime/failureInfo';
import { pushListQuery, watchListHistory } from '../shared/listUrl';
import { currentSearch, replaceQuery } from '../runtime/browser';

/** The host's embedded first page (data-props firstPage), until the first load has used or refused it. */
interface Embedded {
  firstPage: unknown;
}

/** The embedded answer when it answers exactly this query; a broken one costs a call, never a broken list. */
function embeddedAnswer(firstPage: unknown, search: string): ProductListAnswer | null {
  try {
    return embeddedFirstPage(firstPage, search);
  } catch (error) {
    console.warn('[b2b] the embedded first page of the product list is not valid; fetching it.', error);
    return null;
  }
}

/** Fetches the page the URL names; a newer load cancels this one and aborts its request. */
function* loadPage(path: string, embedded: Embedded) {
  const http: HttpClient = yield getHttp();
  const controller = new AbortController();
  const settings: Settings = yield select(selectSettings);
  const search = apiListQuery(yield call(currentSearch), settings);
  const reused = embedded.firstPage == null ? null : embeddedAnswer(embedded.firstPage, search);
  // Only the very first load may use it: later ones must show the catalogue as it is now.
  embedded.firstPage = null;
  if (!reused) yield put(actions.fetchStarted());
  try {
    let answer: ProductListAnswer =
      reused ?? (yield call(fetchProducts, http, path, search, controller.signal));
    const last = lastPageInstead({ ...answer, count: answer.products.length });
    if (last !== null) {
      // Past the end: the last page in place of this one, so the total and the products agree.
      yield call(replaceQuery, withListQuery(yield call(currentSearch), { page: last }));
      yield* applyUrl();
      const lastSearch = apiListQuery(yield call(currentSearch), settings);
      answer = yield call(fetchProducts, http, path, lastSearch, controller.signal);
    }
    yield put(actions.received(answer));
  } catch (error) {
    console.error('[b2b] the product list could not be loaded:', error);
    yield put(actions.fetchFailed(failureInfo(error)));
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

/** Puts the URL's sort, page, view and filters (and, on load, the saved stock filter) into the state. */
function* applyUrl(withStockFilter = false) {
  const settings: Settings = yield select(selectSettings);
  const search: string = yield call(currentSearch);
  const query = readListQuery(search, settings);
  yield put(
    actions.queryApplied(withStockFilter ? { ...query, showNotInStocks: settings.showNotInStocks } : query),
  );
}

function* changeQuery(change: Parameters<typeof withListQuery>[1]) {
  const search: string = yield call(currentSearch);
  yield* pushListQuery(withListQuery(search, change), actions.loadRequested());
}

function* onSortChosen(action: ReturnType<typeof actions.sortChosen>) {
  yield* changeQuery({ sort: action.payload });
}

function* onPageChosen(action: ReturnType<typeof actions.pageChosen>) {
  yield* changeQuery({ page: action.payload });
}

/**
 * A facet value chosen or taken away, a range committed, the filters cleared: the reducer has the new
 * choices (the boxes show them at once); they go to filters= in a new history entry, page 1, and the
 * list reloads with its counts.
 */
function* onFiltersChanged() {
  const state: ProductListState = yield select(selectProductList);
  yield* changeQuery({ filters: state.filters });
}

/**
 * The view rides in the query string like sort and page, and the spec reloads the products and scrolls
 * to the top on any change of path or query; the saved productListView setting follows.
 */
function* onViewChosen(action: ReturnType<typeof actions.viewChosen>) {
  const view = action.payload;
  yield put(settingChanged({ key: 'defaultView', value: view }));
  yield* changeQuery({ view });
  const http: HttpClient = yield getHttp();
  try {
    yield call(saveSetting, http, 'productListView', view);
  } catch (error) {
    // The answer of this call is ignored; the URL keeps the view for this visit.
    console.error('[b2b] the list view could not be saved:', error);
  }
}

/**
 * The in-stock-only toggle: the button is disabled with a spinner, the showNotInStocks setting is
 * saved (the server filters by it), the list refetches from page 1, and the button comes back after
 * STOCK_TOGGLE_SPINNER_MS; a failed save is logged and the button comes back at once.
 */
function* onStockToggle() {
  const http: HttpClient = yield getHttp();
  const state: ProductListState = yield select(selectProductList);
  const next = toggledShowNotInStocks(state.showNotInStocks);
  try {
    yield call(saveSetting, http, 'showNotInStocks', next);
  } catch (error) {
    console.error('[b2b] the in-stock filter could not be saved:', error);
    yield put(actions.stockToggleSettled());
    return;
  }
  yield put(actions.stockFilterSaved(next));
  yield put(settingChanged({ key: 'showNotInStocks', value: next }));
  const search: string = yield call(currentSearch);
  yield call(replaceQuery, withListQuery(search, { page: 1 }));
  yield put(actions.loadRequested());
  try {
    yield delay(STOCK_TOGGLE_SPINNER_MS);
  } finally {
    // Also when the list unmounts during the spinner: a remounted list starts enabled.
    yield put(actions.stockToggleSettled());
  }
}

/** Back/forward: the URL's sort, page, view and filters come back and the products reload. */
function* reloadFromUrl() {
  yield* applyUrl();
  yield put(actions.loadRequested());
}

/**
 * One mounted list (a lazy chunk, fetched with the widget's): default sort into the URL, first load,
 * then every change until it unmounts.
 */
export function* productListSession(opened: ReturnType<typeof actions.opened>) {
  const { path, firstPage } = opened.payload;
  const settings: Settings = yield select(selectSettings);
  const withDefault: string | null = defaultSortQuery(yield call(currentSearch), settings.defaultSort);
  // replaceState, not a new entry: Back from a pushed default would land on the unsorted URL and
  // push the default again, trapping the user on this page.
  if (withDefault !== null) yield call(replaceQuery, withDefault);
  yield* applyUrl(true);

  yield takeLatest(actions.loadRequested.type, loadPage, path, { firstPage });
  yield takeEvery(actions.sortChosen.type, onSortChosen);
  yield takeEvery(actions.pageChosen.type, onPageChosen);
  yield takeEvery(actions.viewChosen.type, onViewChosen);
  yield takeEvery(
    [actions.filterToggled.type, actions.filterSet.type, actions.filtersCleared.type],
    onFiltersChanged,
  );
  yield takeLeading(actions.stockToggleRequested.type, onStockToggle);
  yield fork(watchListHistory, reloadFromUrl, actions.loadRequested.type);
  // Back to a list from the back/forward cache: stock and prices may have changed meanwhile.
  yield takeEvery(pageRestored.type, function* reload() {
    yield put(actions.loadRequested());
  });
  yield put(actions.loadRequested());
}
