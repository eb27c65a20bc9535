import { createAction } from '@reduxjs/toolkit';
import type { FailureInfo } from '../core/failure';

/**
 * The product list's life-cycle actions. Its flow's listener in the entry chunk (sagas/catalog/productList)
 * needs only these; the list's state, its other actions and its session come with the widget's chunk.
 */
export const productListIntents = {
  /**
   * The widget mounted with its catalogue path; the session reads the URL and fetches (or uses the
   * host's embedded firstPage, see WIDGET_PROPS.ProductList).
   */
  opened: createAction<{ path: string; firstPage?: unknown }>('productList/opened'),
  closed: createAction('productList/closed'),
  /** Fetch the page the URL names now (after a change, and the error state's retry). */
  loadRequested: createAction('productList/loadRequested'),
  fetchFailed: createAction<FailureInfo>('productList/fetchFailed'),
};
