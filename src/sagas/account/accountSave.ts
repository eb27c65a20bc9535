import type { Action } from '@reduxjs/toolkit';
import type { Channel, SagaIterator } from 'redux-saga';
import { call, flush, put, take } from 'redux-saga/effects';
import { saveAccountSettings } from '../../api/account';
import { isApiError, isUnauthorized, type HttpClient } from '../../api/http';
import type { AccountSettingsAnswer } from '../../contract/account';
import { accountActions as actions } from '../../store/account/account';
import { getHttp } from '../runtime/context';
import { redirectToLogin } from '../runtime/loginRedirect';

/**
 * Kaydet: multipart POST of the two passwords. Success → the form clears and
 * says so; the server's error.messages.type goes into the form message; 401 → login; anything else
 * (network, 5xx without a message, a malformed answer) → the technical-error text.
 */
function* save(action: ReturnType<typeof actions.saveRequested>): SagaIterator {
  const http: HttpClient = yield getHttp();
  try {
    const answer: AccountSettingsAnswer = yield call(saveAccountSettings, http, action.payload);
    if (answer.success) {
      yield put(actions.saved());
      return;
    }
    const serverMessage = answer.message.trim() || null;
    if (serverMessage === null)
      console.error('[b2b] the account settings save was refused without a message:', answer);
    yield put(actions.saveFailed({ serverMessage }));
  } catch (error) {
    if (isUnauthorized(error)) {
      yield* redirectToLogin();
      return;
    }
    const serverMessage = isApiError(error) ? error.serverMessage : null;
    if (serverMessage === null) console.error('[b2b] the account settings could not be saved:', error);
    yield put(actions.saveFailed({ serverMessage }));
  }
}

/** The account flow's worker (a lazy chunk, see sagas/account/account.ts). */
export function* runAccountSaves(intents: Channel<Action>): SagaIterator {
  // Saves kept while the chunk could not be fetched: only the latest form is sent, once.
  const kept: Action[] = [yield take(intents), ...((yield flush(intents)) as Action[])];
  let action: Action = kept[kept.length - 1]!;
  while (true) {
    if (actions.saveRequested.match(action)) {
      yield call(save, action);
      // A second Kaydet while the save was under way is dropped, never sent twice.
      yield flush(intents);
    }
    action = yield take(intents);
  }
}
