import { createAction } from '@reduxjs/toolkit';
import type { FailureInfo } from '../catalog/productList';

/**
 * A history list's life-cycle actions. Its flow's listener in the entry chunk (sagas/runtime/lazySession)
 * needs only these; the list's state and the rest of its actions come with the widget's chunk.
 */
export function historyListIntents<Area extends string>(area: Area) {
  return {
    /** The widget mounted: its session fetches the page the URL names. */
    opened: createAction(`${area}/opened`),
    closed: createAction(`${area}/closed`),
    /** Fetch the page the URL names; also retries a session chunk that could not be fetched. */
    loadRequested: createAction(`${area}/loadRequested`),
    fetchFailed: createAction<FailureInfo>(`${area}/fetchFailed`),
  };
}

export type HistoryListIntents = ReturnType<typeof historyListIntents>;

export const orderListIntents = historyListIntents('orderList');
export const offerListIntents = historyListIntents('offerList');
