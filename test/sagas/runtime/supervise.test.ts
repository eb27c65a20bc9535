/** @jest-environment node */
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { take } from 'redux-saga/effects';
import { superviseFlows } from '../../../src/sagas/runtime/supervise';

describe('superviseFlows', () => {
  it('logs a failing flow with its name and keeps the others running', () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const seen: string[] = [];
    const sagaMiddleware = createSagaMiddleware();
    const store = configureStore({
      reducer: (state: number = 0) => state,
      middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
    });
    sagaMiddleware.run(function* () {
      yield* superviseFlows([
        {
          name: 'broken',
          saga: function* () {
            yield take('go');
            throw new Error('kaboom');
          },
        },
        {
          name: 'healthy',
          saga: function* () {
            for (;;) {
              const action: { type: string } = yield take('*');
              seen.push(action.type);
            }
          },
        },
      ]);
    });
    store.dispatch({ type: 'go' });
    store.dispatch({ type: 'after' });
    expect(seen).toEqual(['go', 'after']);
    expect(errorSpy).toHaveBeenCalledWith('[b2b] saga "broken" failed and stopped:', expect.any(Error));
    errorSpy.mockRestore();
  });
});
