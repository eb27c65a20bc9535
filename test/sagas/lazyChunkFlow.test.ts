/** @jest-environment node */
import type { Action } from '@reduxjs/toolkit';
import { runSaga, stdChannel, type Channel, type SagaIterator } from 'redux-saga';
import { delay, take } from 'redux-saga/effects';
import { lazyFlow, takeLeadingFrom } from '../../src/sagas/lazyChunkFlow';

/** Runs a saga against a bare channel of actions; returns dispatch. */
function run(saga: () => SagaIterator) {
  const channel = stdChannel();
  runSaga({ channel, dispatch: () => undefined, getState: () => ({}) }, saga);
  return (action: Action) => channel.put(action);
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('lazyChunkFlow', () => {
  afterEach(() => jest.restoreAllMocks());

  it('fetches the chunk only with the first intent, and hands the worker every intent in order', async () => {
    const seen: string[] = [];
    const load = jest.fn(
      async () =>
        function* worker(intents: Channel<Action>): SagaIterator {
          for (;;) seen.push(((yield take(intents)) as Action).type);
        },
    );
    const dispatch = run(lazyFlow('test', ['a', 'b'], load));
    await tick();
    dispatch({ type: 'other' });
    expect(load).not.toHaveBeenCalled();
    dispatch({ type: 'a' });
    dispatch({ type: 'b' }); // while the chunk loads: kept in the channel
    expect(load).toHaveBeenCalledTimes(1);
    await tick();
    dispatch({ type: 'a' });
    await tick();
    expect(seen).toEqual(['a', 'b', 'a']);
  });

  it('tries a chunk that failed to load again with the next intent, losing none', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const seen: string[] = [];
    const load = jest
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }))
      .mockResolvedValue(function* worker(intents: Channel<Action>): SagaIterator {
        for (;;) seen.push(((yield take(intents)) as Action).type);
      });
    const dispatch = run(lazyFlow('test', ['a'], load));
    dispatch({ type: 'a' });
    await tick();
    expect(console.error).toHaveBeenCalledWith('[b2b] the test code could not be loaded:', expect.any(Error));
    dispatch({ type: 'a' });
    await tick();
    expect(load).toHaveBeenCalledTimes(2);
    expect(seen).toEqual(['a', 'a']);
  });
});

describe('takeLeadingFrom', () => {
  it('drops intents that arrive while one is handled, buffered or not', async () => {
    const handled: number[] = [];
    const dispatch = run(
      lazyFlow(
        'test',
        ['go'],
        async () =>
          function* worker(intents: Channel<Action>): SagaIterator {
            yield* takeLeadingFrom(intents, function* handle(action: Action): SagaIterator {
              handled.push((action as Action & { n: number }).n);
              yield delay(20);
            });
          },
      ),
    );
    dispatch({ type: 'go', n: 1 } as Action);
    dispatch({ type: 'go', n: 2 } as Action);
    await tick();
    dispatch({ type: 'go', n: 3 } as Action);
    await new Promise((r) => setTimeout(r, 40));
    dispatch({ type: 'go', n: 4 } as Action);
    await tick();
    expect(handled).toEqual([1, 4]);
  });
});
