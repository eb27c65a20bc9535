/** @jest-environment node */
import type { Action } from '@reduxjs/toolkit';
import { buffers, runSaga, stdChannel, type Channel, type SagaIterator } from 'redux-saga';
import { actionChannel, delay } from 'redux-saga/effects';
import { takeLeadingFrom } from '../../../src/sagas/runtime/takeLeadingFrom';

describe('takeLeadingFrom', () => {
  afterEach(() => jest.useRealTimers());

  it('drops intents that arrive while one is handled, buffered or not', async () => {
    jest.useFakeTimers();
    const handled: number[] = [];
    const io = stdChannel<Action>();
    runSaga({ channel: io, dispatch: () => {}, getState: () => ({}) }, function* listen(): SagaIterator {
      const intents: Channel<Action> = yield actionChannel('go', buffers.expanding<Action>(8));
      yield* takeLeadingFrom(intents, function* handle(action: Action): SagaIterator {
        handled.push((action as Action & { n: number }).n);
        yield delay(20);
      });
    });
    const go = (n: number) => io.put({ type: 'go', n } as Action);
    go(1);
    go(2);
    await jest.advanceTimersByTimeAsync(0);
    go(3);
    await jest.advanceTimersByTimeAsync(40);
    go(4);
    await jest.advanceTimersByTimeAsync(0);
    expect(handled).toEqual([1, 4]);
  });
});
