import { call, takeEvery } from 'redux-saga/effects';
import { toast } from 'react-toastify/unstyled';
import { notify } from '../store/ui';

function show(action: ReturnType<typeof notify>) {
  const { kind, message, autoClose } = action.payload;
  toast(message, { type: kind, ...(autoClose ? { autoClose } : {}) });
}

/** Turns notify actions into toasts, so sagas never touch the UI library directly. */
export function* notifyFlow() {
  yield takeEvery(notify.type, function* onNotify(action: ReturnType<typeof notify>) {
    yield call(show, action);
  });
}
