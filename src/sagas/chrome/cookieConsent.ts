import type { Action } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { acceptCookies } from '../../api/cookies';
import type { HttpClient } from '../../api/http';
import { cookieConsentActions as actions } from '../../store/chrome/cookieConsent';
import { getHttp } from '../runtime/context';
import { takeLeadingFrom } from '../runtime/takeLeadingFrom';

function* accept() {
  const http: HttpClient = yield getHttp();
  try {
    yield call(acceptCookies, http);
    yield put(actions.acceptSaved());
  } catch (error) {
    console.error('[b2b] the cookie choice could not be saved:', error);
    yield put(actions.acceptFailed());
  }
}

/** Tamam: the host stores the choice (POST /api/catalog/cookies), so the notice stays away after reloads. */
export function* runCookieConsent(intents: Channel<Action>) {
  yield* takeLeadingFrom(intents, accept);
}
