import type { Action } from '@reduxjs/toolkit';
import type { Channel, SagaIterator, Task } from 'redux-saga';
import { call, cancel, cancelled, fork, put, select, take } from 'redux-saga/effects';
import {
  fetchRepresentativeBook,
  fetchRepresentativeConsent,
  saveRepresentativeConsent,
  startActing,
  stopActing,
} from '../../api/representatives';
import { isUnauthorized, type HttpClient } from '../../api/http';
import type {
  ConsentRequest,
  RepresentativeBookAnswer,
  RepresentativeConsentAnswer,
} from '../../contract/representatives';
import { REPRESENTATIVE_BOOK_PATH } from '../../domain/shared/routes';
import type { Translate } from '../../i18n/translate';
import { representativesActions as actions } from '../../store/company/representatives';
import { selectBasePath } from '../../store/core/config';
import type { FailureInfo } from '../../store/core/failure';
import { notify } from '../../store/core/ui';
import { currentPathname, navigateTo, reloadPage } from '../runtime/browser';
import { getHttp } from '../runtime/context';
import { failureInfo } from '../runtime/failureInfo';
import { redirectToLogin } from '../runtime/loginRedirect';
import { currentTranslator } from '../chrome/translate';

/**
 * Runs a call; a 401 goes to the login page (and answers undefined), any other failure is logged by
 * `what` (never with the answer's text) and handed to `failed`.
 */
function* guarded<T>(
  what: string,
  run: () => SagaIterator<T>,
  failed: (failure: FailureInfo) => Action,
): SagaIterator<T | undefined> {
  try {
    return yield* run();
  } catch (error) {
    if (isUnauthorized(error)) {
      yield* redirectToLogin();
      return undefined;
    }
    const failure = failureInfo(error);
    console.error(`[b2b] ${what}:`, failure);
    yield put(failed(failure));
    return undefined;
  }
}

/** GET the book; a newer load cancels this one and aborts its request. */
function* loadBook(): SagaIterator {
  const http: HttpClient = yield getHttp();
  const controller = new AbortController();
  try {
    yield* guarded(
      'the representative’s customers could not be loaded',
      function* () {
        const answer: RepresentativeBookAnswer = yield call(fetchRepresentativeBook, http, controller.signal);
        yield put(actions.bookReceived(answer.customers));
      },
      actions.bookFailed,
    );
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

/**
 * Start acting for a customer, then reload: the host renders the whole page (prices, cart, branches)
 * for that customer; from the book, the storefront's home page is where the work for them starts. Stop
 * acting, then go to the book. The busy state stays while the page goes.
 */
function* changeActing(action: Action): SagaIterator {
  const http: HttpClient = yield getHttp();
  const start = actions.actingStartRequested.match(action) ? action.payload : null;
  yield* guarded(
    start ? 'acting for the customer could not start' : 'acting for the customer could not stop',
    function* () {
      if (start) {
        yield call(startActing, http, { companyId: start.companyId });
        const basePath: string = yield select(selectBasePath);
        const fromBook = (yield call(currentPathname)) === `${basePath}${REPRESENTATIVE_BOOK_PATH}`;
        if (fromBook) yield call(navigateTo, `${basePath}/`);
        else yield call(reloadPage);
      } else {
        yield call(stopActing, http);
        const basePath: string = yield select(selectBasePath);
        yield call(navigateTo, `${basePath}${REPRESENTATIVE_BOOK_PATH}`);
      }
    },
    actions.actingFailed,
  );
}

function* loadConsent(): SagaIterator {
  const http: HttpClient = yield getHttp();
  yield* guarded(
    'the representative consent could not be loaded',
    function* () {
      const answer: RepresentativeConsentAnswer = yield call(fetchRepresentativeConsent, http);
      yield put(actions.consentReceived(answer));
    },
    actions.consentFailed,
  );
}

/** Kaydet of the consent section: the form keeps what was typed whatever the answer. */
function* saveConsent(request: ConsentRequest): SagaIterator {
  const http: HttpClient = yield getHttp();
  yield* guarded(
    'the representative consent could not be saved',
    function* () {
      const answer: RepresentativeConsentAnswer = yield call(saveRepresentativeConsent, http, request);
      yield put(actions.consentSaved(answer));
      const t: Translate = yield* currentTranslator();
      yield put(notify({ kind: 'success', message: t('representativeConsent.saved') }));
    },
    actions.consentSaveFailed,
  );
}

/**
 * The representatives' session (a lazy chunk, see sagas/company/representatives): takes every intent,
 * the ones that waited for the chunk first. A newer book load replaces an older one; a start, stop or
 * save while one is under way is dropped, never sent twice.
 */
export function* runRepresentatives(intents: Channel<Action>): SagaIterator {
  let book: Task | null = null;
  let acting: Task | null = null;
  let saving: Task | null = null;
  for (;;) {
    const action: Action = yield take(intents);
    if (actions.bookRequested.match(action)) {
      if (book?.isRunning()) yield cancel(book);
      book = yield fork(loadBook);
    } else if (actions.actingStartRequested.match(action) || actions.actingStopRequested.match(action)) {
      if (!acting?.isRunning()) acting = yield fork(changeActing, action);
    } else if (actions.consentRequested.match(action)) {
      yield fork(loadConsent);
    } else if (actions.consentSaveRequested.match(action)) {
      if (!saving?.isRunning()) saving = yield fork(saveConsent, action.payload);
    }
  }
}
