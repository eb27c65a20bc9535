import type { Settings } from '../../contract/hostConfig';
import { embeddedFirstPage } from '../../contract/firstPage';
import { apiListQuery, defaultSortQuery, readListQuery } from '../../domain/catalog/listQuery';
import {
  productListActions,
  productListReducer,
  type ProductListState,
} from '../../store/catalog/productList';

/**
 * What the list shows before its saga has taken the path up: the URL's view in the loading state, or,
 * when the host embedded the answer to the list's first call (firstPage), that page already, as the
 * saga will store it. A fresh store subscription hears of the saga's first page only after a paint:
 * without this the first frame would be a skeleton.
 */
export function firstFrame(
  state: ProductListState,
  path: string,
  firstPage: unknown,
  settings: Settings,
  search: string,
): ProductListState {
  // The saga pushes the default sort into the URL before its first call.
  const withDefault = defaultSortQuery(search, settings.defaultSort) ?? search;
  const loading: ProductListState = {
    ...state,
    ...readListQuery(withDefault, settings),
    path,
    fetching: true,
    loaded: false,
    error: null,
  };
  let answer = null;
  try {
    answer = embeddedFirstPage(firstPage, apiListQuery(withDefault, settings));
  } catch {
    // A malformed embedded page: the saga reports it and calls the API.
  }
  return answer ? productListReducer(loading, productListActions.received(answer)) : loading;
}

/**
 * The list's session has this path in hand: a load has started, ended or failed. `opened` alone is
 * not enough: the session's code comes in a lazy chunk, a few ticks after the widget asked.
 */
export function sessionStarted(state: ProductListState, path: string): boolean {
  return state.path === path && (state.fetching || state.loaded || state.error !== null);
}
