import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { isApiError, isUnauthorized } from '../../api/http';
import { errorText } from '../../i18n/errorText';
import type { Translate } from '../../i18n/translate';
import { notify } from '../../store/core/ui';
import { redirectToLogin } from '../runtime/loginRedirect';
import { currentTranslator } from '../chrome/translate';

/**
 * A list call that failed: a 401 goes to the login page (true: nothing more to do); anything else is
 * logged (the kind of failure, not the request) and left to the caller to show.
 */
export function* endedByLogin(error: unknown, what: string): SagaIterator<boolean> {
  if (isUnauthorized(error)) {
    yield* redirectToLogin();
    return true;
  }
  console.error(`[b2b] ${what}:`, error);
  return false;
}

/** The words for a failed call: the host's own message, else the kind of failure. */
export function* failureText(error: unknown): SagaIterator<string> {
  const t: Translate = yield* currentTranslator();
  return errorText(isApiError(error) ? error : null, t);
}

/** A failed change that has no form to show it in: a toast with the host's message. */
export function* toastFailure(error: unknown): SagaIterator {
  const message: string = yield* failureText(error);
  yield put(notify({ kind: 'error', message }));
}
