import type { SagaIterator } from 'redux-saga';
import { call, cancelled, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  createCompanyUser,
  fetchCompanyUsers,
  setCompanyUserActive,
  updateCompanyUser,
} from '../../api/company';
import { isApiError, isUnauthorized, type HttpClient } from '../../api/http';
import type { CompanyUser, CompanyUserCreatedAnswer, CompanyUsersAnswer } from '../../contract/company';
import { errorText } from '../../i18n/errorText';
import type { Translate } from '../../i18n/translate';
import { companyUsersActions as actions } from '../../store/company/companyUsers';
import { notify } from '../../store/core/ui';
import { getHttp } from '../runtime/context';
import { failureInfo } from '../runtime/failureInfo';
import { redirectToLogin } from '../runtime/loginRedirect';
import { currentTranslator } from '../chrome/translate';

/** GET /api/company/users; a newer load cancels this one and aborts its request. */
function* load(): SagaIterator {
  const http: HttpClient = yield getHttp();
  const controller = new AbortController();
  yield put(actions.fetchStarted());
  try {
    const answer: CompanyUsersAnswer = yield call(fetchCompanyUsers, http, controller.signal);
    yield put(actions.received(answer));
  } catch (error) {
    // A 401: off to the login page; the skeleton stays while the page goes.
    if (isUnauthorized(error)) {
      yield* redirectToLogin();
      return;
    }
    console.error('[b2b] the company users could not be loaded:', error);
    yield put(actions.fetchFailed(failureInfo(error)));
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

/**
 * Kaydet of the form dialog: POST a new user (the answer's one-time password goes to the widget,
 * never to the console) or PATCH the one edited. A refusal keeps the dialog open with the server's
 * message; a 401 goes to the login page.
 */
function* save(action: ReturnType<typeof actions.saveRequested>): SagaIterator {
  const { id, user } = action.payload;
  const http: HttpClient = yield getHttp();
  try {
    if (id === null) {
      const answer: CompanyUserCreatedAnswer = yield call(createCompanyUser, http, user);
      yield put(actions.created(answer));
    } else {
      const saved: CompanyUser = yield call(updateCompanyUser, http, id, user);
      yield put(actions.saved(saved));
    }
    const t: Translate = yield* currentTranslator();
    yield put(
      notify({ kind: 'success', message: t(id === null ? 'companyUsers.created' : 'companyUsers.saved') }),
    );
  } catch (error) {
    // A 401: off to the login page; the form stays busy while the page goes.
    if (isUnauthorized(error)) {
      yield* redirectToLogin();
      return;
    }
    // What kind of failure, not its text: nothing of the request or of an answer (a created user's
    // password) reaches the console.
    const failure = failureInfo(error);
    console.error('[b2b] the company user could not be saved:', isApiError(error) ? failure : error);
    yield put(actions.saveFailed(failure));
  }
}

/** Devre Dışı Bırak (the widget asked first) or Etkinleştir; a failure changes nothing but says why. */
function* changeActive(action: ReturnType<typeof actions.activeChangeRequested>): SagaIterator {
  const { id, active } = action.payload;
  const http: HttpClient = yield getHttp();
  try {
    const user: CompanyUser = yield call(setCompanyUserActive, http, id, active);
    yield put(actions.activeChanged(user));
    const t: Translate = yield* currentTranslator();
    const key = user.active ? 'companyUsers.reactivated' : 'companyUsers.deactivated';
    yield put(notify({ kind: 'success', message: t(key, { name: user.name }) }));
  } catch (error) {
    yield put(actions.activeChangeFailed(id));
    if (isUnauthorized(error)) {
      yield* redirectToLogin();
      return;
    }
    console.error('[b2b] the company user could not be (de)activated:', error);
    const t: Translate = yield* currentTranslator();
    yield put(notify({ kind: 'error', message: errorText(failureInfo(error), t) }));
  }
}

/** The company users' session (a lazy chunk, see sagas/company/companyUsers): load, then the admin's changes. */
export function* companyUsersSession(): SagaIterator {
  yield takeLatest(actions.loadRequested.type, load);
  // A second Kaydet while one is under way is dropped, never sent twice.
  yield takeLeading(actions.saveRequested.type, save);
  yield takeEvery(actions.activeChangeRequested.type, changeActive);
  yield put(actions.loadRequested());
}
