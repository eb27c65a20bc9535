import type { Action } from '@reduxjs/toolkit';
import type { Channel, SagaIterator } from 'redux-saga';
import { cartSyncFlow } from './cartSync';
import { runCartQueue } from './cartQueue';
import { superviseFlows } from '../runtime/supervise';

/**
 * The cart flow's lazy chunk (cart-flow): the queue's worker, and the cross-tab sync. The sync only
 * serves a logged-in user, whose cart loads at start and so fetches this chunk at once; every change
 * it passes on is made by the worker here, so it misses none by starting with it.
 */
export function* runCartChunk(queue: Channel<Action>): SagaIterator {
  // Detached like the entry's flows: a failing sync is logged and never stops the cart queue.
  yield* superviseFlows([{ name: 'cartSync', saga: cartSyncFlow }]);
  yield* runCartQueue(queue);
}
