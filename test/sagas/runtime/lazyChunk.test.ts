/** @jest-environment node */
import type { Action } from '@reduxjs/toolkit';
import { runSaga, stdChannel, type Channel, type SagaIterator } from 'redux-saga';
import { call, take } from 'redux-saga/effects';
import {
  lazyFlow,
  withChunk,
  type ChunkWorker,
  type LazyFlowOptions,
} from '../../../src/sagas/runtime/lazyChunk';

const act = (type: string): Action => ({ type });
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs a saga against a bare channel of actions; returns how to dispatch. */
function run<A extends unknown[]>(saga: (...args: A) => SagaIterator, ...args: A) {
  const io = stdChannel<Action>();
  runSaga({ channel: io, dispatch: () => {}, getState: () => ({}) }, saga, ...args);
  return (type: string) => io.put(act(type));
}

/** A lazy flow on intents 'a' and 'b'; `failed` records the triggers of its failure reports. */
function start(load: () => Promise<ChunkWorker>, options: Partial<LazyFlowOptions> = {}) {
  const failed: (Action | null)[] = [];
  const dispatch = run(lazyFlow, {
    name: 'test',
    intents: ['a', 'b'],
    load,
    *onLoadFailed(trigger: Action | null): SagaIterator {
      yield call(() => failed.push(trigger));
    },
    ...options,
  });
  return { dispatch, failed };
}

function recordingWorker(seen: string[]): ChunkWorker {
  return function* worker(intents: Channel<Action>) {
    for (;;) seen.push(((yield take(intents)) as Action).type);
  };
}

describe('lazyFlow', () => {
  let errorSpy: jest.SpyInstance;
  beforeEach(() => {
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('fetches the worker only with the first intent; the intents meanwhile wait and arrive in order', async () => {
    const seen: string[] = [];
    let release!: () => void;
    const load = jest.fn(
      () => new Promise<ChunkWorker>((resolve) => (release = () => resolve(recordingWorker(seen)))),
    );
    const flow = start(load);
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
    expect(seen).toEqual(['a', 'b', 'a', 'b']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('intents that do not wake it fetch nothing, and wait for the worker with the rest', async () => {
    const seen: string[] = [];
    const load = jest.fn(async () => recordingWorker(seen));
    const flow = start(load, { wakes: (action) => action.type !== 'b' });
    flow.dispatch('b');
    await tick();
    expect(load).not.toHaveBeenCalled();
    flow.dispatch('a');
    await tick();
    expect(seen).toEqual(['b', 'a']);
  });

  it('a chunk that fails is reported once, keeps the intent, and the next intent fetches it again', async () => {
    const seen: string[] = [];
    const load = jest
      .fn<Promise<ChunkWorker>, []>()
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
    expect(flow.failed).toEqual([act('a')]);
    expect(seen).toEqual(['a', 'b']);
  });

  it('reports each failed attempt with the intent that asked for it', async () => {
    const load = jest.fn<Promise<ChunkWorker>, []>().mockRejectedValue(new Error('ChunkLoadError'));
    const flow = start(load);
    flow.dispatch('a');
    await tick();
    flow.dispatch('b');
    await tick();
    expect(flow.failed).toEqual([act('a'), act('b')]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fetches at once when start says so, with what start put kept for the worker', async () => {
    const seen: string[] = [];
    const load = jest.fn(async () => recordingWorker(seen));
    const flow = start(load, {
      *start(): SagaIterator<boolean> {
        yield call(() => undefined);
        return true;
      },
    });
    await tick();
    expect(load).toHaveBeenCalledTimes(1);
    flow.dispatch('b');
    expect(seen).toEqual(['b']);
    expect(flow.failed).toEqual([]);
  });
});

describe('withChunk', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reports a chunk that fails once and runs nothing; the next call fetches it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const used: string[] = [];
    const reports: string[] = [];
    const load = jest
      .fn<Promise<{ id: string }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue({ id: 'chunk' });
    const once = function* once(): SagaIterator {
      yield* withChunk(
        'test',
        load,
        function* use(chunk) {
          yield call(() => used.push(chunk.id));
        },
        function* report() {
          yield call(() => reports.push('failed'));
        },
      );
    };
    run(once);
    await tick();
    expect(reports).toEqual(['failed']);
    expect(used).toEqual([]);
    expect(console.error).toHaveBeenCalledWith('[b2b] the test code could not be loaded:', expect.any(Error));
    run(once);
    await tick();
    expect(reports).toEqual(['failed']);
    expect(used).toEqual(['chunk']);
  });
});
