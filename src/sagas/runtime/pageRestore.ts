import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import { pageRestored } from '../../store/core/ui';

/** pageshow events of a page restored from the back/forward cache (persisted), as a channel. */
export function restoredPageChannel(): EventChannel<true> {
  return eventChannel((emit) => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) emit(true);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  });
}

/** Turns each restore from the back/forward cache into ui/pageRestored; the flows that care reload. */
export function* pageRestoreFlow(): SagaIterator {
  const channel: EventChannel<true> = yield call(restoredPageChannel);
  try {
    while (true) {
      yield take(channel);
      yield put(pageRestored());
    }
  } finally {
    channel.close();
  }
}
