import type { Action } from '@reduxjs/toolkit';
import type { Channel, SagaIterator } from 'redux-saga';
import { actionChannel, call, take } from 'redux-saga/effects';

/** The worker of a lazy flow: handles the first intent, then takes the next ones from the channel. */
export type FlowWorker = (intents: Channel<Action>, first: Action) => SagaIterator;

export interface LazyFlowOptions {
  /** Names the flow in the console. */
  name: string;
  /** The intents the worker handles; those dispatched while its chunk loads wait in a channel. */
  intents: string[];
  /** The dynamic import of the worker's chunk. */
  load: () => Promise<FlowWorker>;
  /** Whether an intent needs the worker yet (default: every one does); others before it are dropped. */
  wakes?: (action: Action) => boolean;
  /** The chunk could not be fetched: say so where the user waits. The next intent tries again. */
  onLoadFailed: (action: Action) => SagaIterator;
}

/**
 * A flow whose worker is a lazy chunk, like the cart's: only this listener is in the entry chunk, and
 * a page where nobody asks for the flow never fetches its code.
 */
export function* lazyFlow(options: LazyFlowOptions): SagaIterator {
  const { name, intents, load, wakes = () => true, onLoadFailed } = options;
  const channel: Channel<Action> = yield actionChannel(intents);
  while (true) {
    const first: Action = yield take(channel);
    if (!wakes(first)) continue;
    let worker: FlowWorker;
    try {
      worker = yield call(load);
    } catch (error) {
      console.error(`[b2b] the ${name} code could not be loaded:`, error);
      yield* onLoadFailed(first);
      continue;
    }
    yield call(worker, channel, first);
    return;
  }
}
