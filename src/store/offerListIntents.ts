import { createAction } from '@reduxjs/toolkit';
import type { FailureInfo } from './productList';

/**
 * The offer list's life-cycle actions, which its flow's listener in the entry chunk (sagas/offerList)
 * needs; the list's state (store/offerList) comes with the widget's chunk.
 */
export const offerListIntents = {
  /** The widget mounted: its session fetches the page the URL names. */
  opened: createAction('offerList/opened'),
  closed: createAction('offerList/closed'),
  /** Retry after a failed load (also retries a session chunk that could not be fetched). */
  loadRequested: createAction('offerList/loadRequested'),
  fetchFailed: createAction<FailureInfo>('offerList/fetchFailed'),
};
