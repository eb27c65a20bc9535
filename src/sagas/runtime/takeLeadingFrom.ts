import type { Action } from '@reduxjs/toolkit';
import type { Channel, SagaIterator, Task } from 'redux-saga';
import { fork, take } from 'redux-saga/effects';

/**
 * takeLeading for a worker fed from a buffered channel: an intent that arrives while one is being
 * handled is dropped, not queued behind it (takeLeading on the channel would run it afterwards).
 */
export function* takeLeadingFrom(
  intents: Channel<Action>,
  worker: (action: Action) => SagaIterator | Generator,
): SagaIterator {
  let running: Task | null = null;
  for (;;) {
    const action: Action = yield take(intents);
    if (running?.isRunning()) continue;
    running = yield fork(worker, action);
  }
}
