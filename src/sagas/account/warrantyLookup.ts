import type { Action } from '@reduxjs/toolkit';
import type { Channel, SagaIterator, Task } from 'redux-saga';
import { call, cancel, fork, put, take } from 'redux-saga/effects';
import { isApiError, isUnauthorized, type HttpClient } from '../../api/http';
import { inquireWarranty } from '../../api/warranty';
import type { WarrantyAnswer } from '../../contract/warranty';
import { warrantyResult } from '../../domain/account/warranty';
import { warrantyActions as actions, type WarrantyOutcome } from '../../store/account/warranty';
import { getHttp } from '../runtime/context';
import { redirectToLogin } from '../runtime/loginRedirect';

/** The answer read by the spec's rules: a result only with a 'SATIŞ' movement, else why not. */
function outcomeOf(serial: string, answer: WarrantyAnswer): WarrantyOutcome {
  if (answer.error || !answer.success) return { kind: 'message', key: 'common.technicalError' };
  const result = warrantyResult(answer.data);
  if (!result.ok) return { kind: 'message', key: result.message.key };
  const movements = result.movements.map((m) => ({
    tarih: m.tarih ?? '',
    durum: m.durum ?? '',
    belgeNo: m.belgeNo ?? '',
    ...(m.durumText ? { durumText: m.durumText } : {}),
  }));
  return { kind: 'result', serial, status: result.status, movements };
}

/** What a failed lookup shows: 403 the login message, a server text, else technical. */
function failureOutcome(error: unknown): WarrantyOutcome {
  if (isApiError(error) && error.status === 403) return { kind: 'message', key: 'warranty.loginRequired' };
  if (isApiError(error) && error.serverMessage) return { kind: 'serverMessage', text: error.serverMessage };
  console.error('[b2b] the warranty lookup failed:', error);
  return { kind: 'message', key: 'common.technicalError' };
}

/** Sorgula: multipart POST of the serial number, then the result modal or a message under the form. */
function* inquire(action: ReturnType<typeof actions.inquiryRequested>): SagaIterator {
  const { serial } = action.payload;
  const http: HttpClient = yield getHttp();
  try {
    const answer: WarrantyAnswer = yield call(inquireWarranty, http, serial);
    const outcome = outcomeOf(serial, answer);
    if (outcome.kind === 'message' && outcome.key === 'common.technicalError')
      console.error('[b2b] the warranty lookup answered an error without a message:', answer);
    yield put(actions.answered(outcome));
  } catch (error) {
    if (isUnauthorized(error)) {
      yield* redirectToLogin();
      return;
    }
    yield put(actions.answered(failureOutcome(error)));
  }
}

/** The warranty flow's worker (a lazy chunk, see sagas/account/warranty.ts): a newer lookup replaces one under way. */
export function* runWarrantyLookups(intents: Channel<Action>): SagaIterator {
  let running: Task | undefined;
  let action: Action = yield take(intents);
  while (true) {
    if (actions.inquiryRequested.match(action)) {
      if (running?.isRunning()) yield cancel(running);
      running = yield fork(inquire, action);
    }
    action = yield take(intents);
  }
}
