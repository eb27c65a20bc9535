import type { UnknownAction } from '@reduxjs/toolkit';
import { channel, type Channel, type SagaIterator } from 'redux-saga';
import { call, fork, put, take, takeEvery } from 'redux-saga/effects';
import type { Notice } from '../../store/core/ui';
import { notify } from '../../store/core/ui';
import { alertUser } from './browser';

type ShowToast = (notice: Notice, press: (intent: UnknownAction) => void) => void;

/** react-toastify comes in its own chunk with the container; it queues toasts until the container mounts. */
async function loadToast(): Promise<ShowToast> {
  const { showToast } = await import(/* webpackChunkName: "toasts" */ './showToast');
  return showToast;
}

function* onNotify(presses: Channel<UnknownAction>, action: ReturnType<typeof notify>): SagaIterator {
  let show: ShowToast;
  try {
    show = yield call(loadToast);
  } catch (error) {
    // The message must still reach the user when the toast chunk cannot be fetched.
    console.error('[b2b] the toast chunk could not be loaded:', error);
    yield call(alertUser, action.payload.message);
    return;
  }
  yield call(show, action.payload, (intent) => presses.put(intent));
}

/** A toast's button pressed: its action goes to the store. */
function* dispatchPresses(presses: Channel<UnknownAction>): SagaIterator {
  for (;;) {
    const intent: UnknownAction = yield take(presses);
    yield put(intent);
  }
}

/** Turns notify actions into toasts, so sagas never touch the UI library directly. */
export function* notifyFlow(): SagaIterator {
  const presses: Channel<UnknownAction> = channel();
  yield fork(dispatchPresses, presses);
  yield takeEvery(notify.type, onNotify, presses);
}
