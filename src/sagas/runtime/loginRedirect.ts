import type { SagaIterator } from 'redux-saga';
import { call, select } from 'redux-saga/effects';
import { loginUrl } from '../../domain/shared/routes';
import { selectBasePath } from '../../store/core/config';
import { currentLocationKey, navigateTo } from './browser';

/** A 401: off to the login page, which brings the user back to this page afterwards. */
export function* redirectToLogin(): SagaIterator {
  const basePath: string = yield select(selectBasePath);
  const here: string = yield call(currentLocationKey);
  yield call(navigateTo, loginUrl(basePath, here));
}
