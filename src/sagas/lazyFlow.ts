import type { Action } from '@reduxjs/toolkit';
import { buffers, type Channel, type SagaIterator } from 'redux-saga';
import { actionChannel, call, take } from 'redux-saga/effects';

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
