import { call, takeEvery } from 'redux-saga/effects';
import type { Notice } from '../../store/core/ui';
import { notify } from '../../store/core/ui';
import { alertUser } from './browser';

type ShowToast = (notice: Notice) => void;

/** react-toastify comes in its own chunk with the container; it queues toasts until the container mounts. */
async function loadToast(): Promise<ShowToast> {
  const { toast } = await import(/* webpackChunkName: "toasts" */ 'react-toastify/unstyled');
  return ({ kind, message, autoClose }) =>
    toast(message, { type: kind, ...(autoClose === false || autoClose ? { autoClose } : {}) });
}

function* onNotify(action: ReturnType<typeof notify>) {
  let show: ShowToast;
  try {
    show = yield call(loadToast);
  } catch (error) {
    // The message must still reach the user when the toast chunk cannot be fetched.
    console.error('[b2b] the toast chunk could not be loaded:', error);
    yield call(alertUser, action.payload.message);
    return;
  }
  yield call(show, action.payload);
}

/** Turns notify actions into toasts, so sagas never touch the UI library directly. */
export function* notifyFlow() {
  yield takeEvery(notify.type, onNotify);
}
