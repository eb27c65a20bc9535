import type { Action } from '@reduxjs/toolkit';
import { buffers, type Channel, type SagaIterator } from 'redux-saga';
import { actionChannel, call, take } from 'redux-saga/effects';

/*
 * Sagas whose code is a lazy chunk: only their listeners are in the entry chunk, and a page where
 * nobody asks for a flow never fetches its code.
 *
 * THE RULE for a chunk that cannot be fetched (offline, a deploy in between, a dropped request):
 * it is logged, and the user is told once, through the flow's own failure report (the state or
 * message the flow shows when its own call fails); the intent is kept, and the next intent fetches
 * the chunk again. A flow keeps its intents in its channel, so once the chunk comes its worker
 * handles every one of them, in order. A per-call loader (withChunk) is for calls that must not
 * run behind the user's back later (an add, an order): the call is reported failed and nothing is
 * sent; the user's next press is the retry.
 */

/** A flow's worker: takes its intents (the ones that waited for the chunk first) from the channel. */
export type ChunkWorker = (intents: Channel<Action>) => SagaIterator;

/** Says where the user waits that the chunk could not be fetched; `trigger` is the intent that asked. */
export type ChunkFailureReport = (trigger: Action | null) => SagaIterator;

function logFailure(name: string, error: unknown): void {
  console.error(`[b2b] the ${name} code could not be loaded:`, error);
}

/**
 * Fetches a chunk, following the rule: each failed attempt is reported once, then the next action
 * matching `retryOn` tries again. Returns the chunk's module once it has come.
 */
export function* loadChunk<T>(
  name: string,
  load: () => Promise<T>,
  report: ChunkFailureReport,
  retryOn: (action: Action) => boolean,
  trigger: Action | null = null,
): SagaIterator<T> {
  for (;;) {
    try {
      const chunk: T = yield call(load);
      return chunk;
    } catch (error) {
      logFailure(name, error);
      yield* report(trigger);
      trigger = yield take(retryOn);
    }
  }
}

/**
 * A call whose code is a lazy chunk of its own: `run` runs with the chunk's module. When the chunk
 * cannot be fetched, `report` tells the user once and nothing is sent; the next call fetches again.
 */
export function* withChunk<M>(
  name: string,
  load: () => Promise<M>,
  run: (chunk: M) => SagaIterator,
  report: () => SagaIterator,
): SagaIterator {
  let chunk: M;
  try {
    chunk = yield call(load);
  } catch (error) {
    logFailure(name, error);
    yield* report();
    return;
  }
  yield* run(chunk);
}

export interface LazyFlowOptions {
  /** Names the flow in the console. */
  name: string;
  /** The intents the worker handles; the ones dispatched before the chunk has come wait in a channel. */
  intents: string[];
  /** The dynamic import of the worker's chunk. */
  load: () => Promise<ChunkWorker>;
  /** Which intents fetch the chunk (default: every one); the others wait in the channel with the rest. */
  wakes?: (action: Action) => boolean;
  /**
   * Runs once the channel listens, before anything else; returning true fetches the chunk at once
   * instead of with the first intent (the cart of a logged-in user, loaded at start).
   */
  start?: () => SagaIterator<boolean>;
  /** The flow's own failure report (see the rule above). */
  onLoadFailed: ChunkFailureReport;
}

/** A flow whose worker is a lazy chunk, fetched with the first intent that wakes it. */
export function* lazyFlow(options: LazyFlowOptions): SagaIterator {
  const { name, intents, load, onLoadFailed } = options;
  const channel: Channel<Action> = yield actionChannel(intents, buffers.expanding<Action>(8));
  // Taken from the store, not the channel: the channel keeps the intent for the worker.
  const wakes = (action: Action) => intents.includes(action.type) && (options.wakes?.(action) ?? true);
  const now: boolean = options.start ? yield* options.start() : false;
  const trigger: Action | null = now ? null : yield take(wakes);
  const worker: ChunkWorker = yield* loadChunk(name, load, onLoadFailed, wakes, trigger);
  yield call(worker, channel);
}
