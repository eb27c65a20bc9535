import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { cookieConsentActions } from '../../store/chrome/cookieConsent';
import { languageActions } from '../../store/chrome/language';
import { topHeaderActions } from '../../store/chrome/topHeader';
import { lazyFlow } from '../runtime/lazyChunk';

// The page chrome's listeners, the only part of its flows in the entry chunk: their work comes with
// the first intent, in the chrome widgets' own chunk (src/mount/registry.ts), so the top bar wakes
// them as it mounts without another request.
const chrome = () => import(/* webpackChunkName: "w-chrome" */ './storeChromeFlows');

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
