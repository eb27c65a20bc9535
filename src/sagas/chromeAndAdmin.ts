import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { cookieConsentActions } from '../store/cookieConsent';
import { dashboardActions } from '../store/dashboard';
import { languageActions } from '../store/language';
import { onlineUsersActions } from '../store/onlineUsers';
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

export function* dashboardFlow(): SagaIterator {
  yield* lazyFlow({
    name: 'dashboard',
    intents: [dashboardActions.fetchRequested.type, dashboardActions.searchRequested.type],
    load: () => admin().then((m) => m.runDashboard),
    *onLoadFailed(trigger: Action | null) {
      if (trigger && dashboardActions.searchRequested.match(trigger))
        yield put(dashboardActions.searchFailed());
      else yield put(dashboardActions.fetchFailed());
    },
  });
}

export function* onlineUsersFlow(): SagaIterator {
  yield* lazyFlow({
    name: 'online users',
    intents: [onlineUsersActions.opened.type, onlineUsersActions.closed.type],
    load: () => admin().then((m) => m.runOnlineUsers),
    *onLoadFailed() {
      yield put(onlineUsersActions.unavailable());
    },
  });
}
