import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { lazyFlow } from '../runtime/lazyChunk';

// The staff pages' listeners, the only part of their flows in the entry chunk: the work comes with
// the first intent. Each failure report is what the flow shows when its own call fails.
const admin = () => import(/* webpackChunkName: "admin-flows" */ './adminFlows');

/**
 * The admin widgets' intents and failure reports as plain types: their actions and state come with
 * the widgets' chunks (test/sagas/adminChunk keeps these equal to the slices' action types).
 */
export const ADMIN_TYPES = {
  dashboardFetch: 'dashboard/fetchRequested',
  dashboardSearch: 'dashboard/searchRequested',
  dashboardFetchFailed: 'dashboard/fetchFailed',
  dashboardSearchFailed: 'dashboard/searchFailed',
  onlineUsersOpened: 'onlineUsers/opened',
  onlineUsersClosed: 'onlineUsers/closed',
  onlineUsersUnavailable: 'onlineUsers/unavailable',
};

export function* dashboardFlow(): SagaIterator {
  yield* lazyFlow({
    name: 'dashboard',
    intents: [ADMIN_TYPES.dashboardFetch, ADMIN_TYPES.dashboardSearch],
    load: () => admin().then((m) => m.runDashboard),
    *onLoadFailed(trigger: Action | null) {
      const search = trigger?.type === ADMIN_TYPES.dashboardSearch;
      yield put({ type: search ? ADMIN_TYPES.dashboardSearchFailed : ADMIN_TYPES.dashboardFetchFailed });
    },
  });
}

export function* onlineUsersFlow(): SagaIterator {
  yield* lazyFlow({
    name: 'online users',
    intents: [ADMIN_TYPES.onlineUsersOpened, ADMIN_TYPES.onlineUsersClosed],
    load: () => admin().then((m) => m.runOnlineUsers),
    *onLoadFailed() {
      yield put({ type: ADMIN_TYPES.onlineUsersUnavailable });
    },
  });
}
