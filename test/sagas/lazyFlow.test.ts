/** @jest-environment node */
import type { Action } from '@reduxjs/toolkit';
import { runSaga, stdChannel, type Channel, type SagaIterator } from 'redux-saga';
import { call, take } from 'redux-saga/effects';
import { lazyFlow, type FlowWorker } from '../../src/sagas/lazyFlow';

const act = (type: string): Action => ({ type });

/** Runs a lazy flow against a bare saga channel; returns how to dispatch and what the worker saw. */
function start(load: () => Promise<FlowWorker>, wakes?: (action: Action) => boolean) {
  const io = stdChannel<Action>();
  const failed: Action[] = [];
  const seen: string[] = [];
  runSaga({ channel: io, dispatch: () => {}, getState: () => ({}) }, lazyFlow, {
    name: 'test',
    intents: ['a', 'b'],
    load,
    wakes,
    *onLoadFailed(action: Action): SagaIterator {
      yield call(() => failed.push(action));
    },
  });
  return { dispatch: (type: string) => io.put(act(type)), failed, seen };
}

function recordingWorker(seen: string[]): FlowWorker {
  return function* worker(intents: Channel<Action>, first: Action) {
    seen.push(`first:${first.type}`);
    while (true) {
      const next: Action = yield take(intents);
      seen.push(next.type);
    }
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazyFlow', () => {
  it('fetches the worker only at the first intent; intents meanwhile wait and arrive in order', async () => {
    let release!: () => void;
    const load = jest.fn(() => new Promise<FlowWorker>((resolve) => (release = () => resolve(worker))));
    const flow = start(load);
    const worker = recordingWorker(flow.seen);
    flow.dispatch('other');
    await tick();
    expect(load).not.toHaveBeenCalled();
    flow.dispatch('a');
    flow.dispatch('b');
    flow.dispatch('a');
    expect(load).toHaveBeenCalledTimes(1);
    release();
    await tick();
    flow.dispatch('b');
    expect(flow.seen).toEqual(['first:a', 'b', 'a', 'b']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops the intents that do not wake it', async () => {
    const seen: string[] = [];
    const load = jest.fn(async () => recordingWorker(seen));
    const flow = start(load, (action) => action.type !== 'b');
    flow.dispatch('b');
    await tick();
    expect(load).not.toHaveBeenCalled();
    flow.dispatch('a');
    await tick();
    expect(seen).toEqual(['first:a']);
  });

  it('a chunk that fails to load is reported, and the next intent tries again', async () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const seen: string[] = [];
    const load = jest
      .fn<Promise<FlowWorker>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(recordingWorker(seen));
    const flow = start(load);
    flow.dispatch('a');
    await tick();
    expect(flow.failed).toEqual([act('a')]);
    expect(errorSpy).toHaveBeenCalledWith('[b2b] the test code could not be loaded:', expect.any(Error));
    flow.dispatch('b');
    await tick();
    expect(load).toHaveBeenCalledTimes(2);
    expect(seen).toEqual(['first:b']);
    errorSpy.mockRestore();
  });
});
