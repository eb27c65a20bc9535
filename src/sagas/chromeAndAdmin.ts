import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { cookieConsentActions } from '../store/cookieConsent';
import { languageActions } from '../store/language';
import { topHeaderActions } from '../store/topHeader';
import { lazyFlow } from './lazyChunk';

// Only these listeners are in the entry chunk; their work comes with the first intent.
// In the page chrome's chunk (src/mount/registry.ts): the top bar wakes them as it mounts.
const chrome = () => import(/* webpackChunkName: "w-chrome" */ './storeChromeFlows');
const admin = () => import(/* webpackChunkName: "admin-flows" */ './adminFlows');

// Each failure report is what the flow shows when its own call fails.

export function* topHeaderFlow(): SagaIterator {
  yield* lazyFlow({
    name: 'top bar',
    intents: [topHeaderActions.requested.type],
    load: () => chrome().then((m) => m.runTopHeader),
    *onLoadFailed() {
      yield put(topHeaderActions.failed());
    },
  });
}

export function* languageFlow(): SagaIterator {
  yield* lazyFlow({
    name: 'language',
    intents: [languageActions.chosen.type],
    load: () => chrome().then((m) => m.runLanguage),
    *onLoadFailed() {
      yield put(languageActions.saveFailed());
    },
  });
}

export function* cookieConsentFlow(): SagaIterator {
  yield* lazyFlow({
    name: 'cookie notice',
    intents: [cookieConsentActions.acceptRequested.type],
    load: () => chrome().then((m) => m.runCookieConsent),
    *onLoadFailed() {
      yield put(cookieConsentActions.acceptFailed());
    },
  });
}

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
