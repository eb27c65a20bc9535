import type { Action } from '@reduxjs/toolkit';
import { buffers, type Channel, type SagaIterator } from 'redux-saga';
import { actionChannel, call, fork, take } from 'redux-saga/effects';
import type { Task } from 'redux-saga';

export type FlowWorker = (intents: Channel<Action>) => SagaIterator;

/**
 * A flow whose work lives in a lazy chunk: only this listener is in the entry chunk. The chunk is
 * fetched with the first intent (a page without the widget never fetches it), and the intents
 * dispatched meanwhile wait in the channel, so none is lost. A chunk that cannot be fetched is
 * tried again with the next intent.
 */
export function lazyFlow(name: string, intents: string[], load: () => Promise<FlowWorker>) {
  return function* lazyListener(): SagaIterator {
    const queue: Channel<Action> = yield actionChannel(intents, buffers.expanding<Action>(8));
    yield take(intents);
    let worker: FlowWorker | null = null;
    while (!worker) {
      try {
        worker = yield call(load);
      } catch (error) {
        console.error(`[b2b] the ${name} code could not be loaded:`, error);
        yield take(intents);
      }
    }
    yield call(worker, queue);
  };
}

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
