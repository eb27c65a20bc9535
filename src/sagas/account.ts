import type { SagaIterator } from 'redux-saga';
import { call, put, takeLeading } from 'redux-saga/effects';
import { saveAccountSettings } from '../api/account';
import { isApiError, type HttpClient } from '../api/http';
import type { AccountSettingsAnswer } from '../contract/account';
import { accountActions as actions } from '../store/account';
import { getHttp } from './context';
import { redirectToLogin } from './loginRedirect';

/**
 * Kaydet (spec sections 4, 6, 8): multipart POST of the two passwords. Success → the form clears and
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
    if (isApiError(error) && error.status === 401) {
      yield* redirectToLogin();
      return;
    }
    const serverMessage = isApiError(error) ? error.serverMessage : null;
    if (serverMessage === null) console.error('[b2b] the account settings could not be saved:', error);
    yield put(actions.saveFailed({ serverMessage }));
  }
}

export function* accountFlow(): SagaIterator {
  // A second Kaydet while one save is under way is ignored, never sent twice.
  yield takeLeading(actions.saveRequested.type, save);
}
