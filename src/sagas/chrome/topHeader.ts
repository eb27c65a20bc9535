import type { Action } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import type { HttpClient } from '../../api/http';
import { fetchTopHeaderInfo } from '../../api/topHeader';
import type { TopHeaderInfo } from '../../contract/topHeader';
import { topHeaderActions as actions } from '../../store/chrome/topHeader';
import { getHttp } from '../runtime/context';
import { takeLeadingFrom } from '../runtime/takeLeadingFrom';

function* load() {
  const http: HttpClient = yield getHttp();
  try {
    const info: TopHeaderInfo = yield call(fetchTopHeaderInfo, http);
    yield put(actions.received(info));
  } catch (error) {
    // The spec: a top-header failure is logged only; the widget shows nothing.
    console.error('[b2b] the top-header info could not be loaded:', error);
    yield put(actions.failed());
  }
}

/** One request at a time for the top bar; a second placeholder does not ask twice. */
export function* runTopHeader(intents: Channel<Action>) {
  yield* takeLeadingFrom(intents, load);
}
