/** When the quick order flow's chunk cannot be fetched, the pad and the reorder say so instead of waiting. */
import { waitFor } from '@testing-library/react';
import { selectQuickOrder } from '../../../src/store/quickOrder/quickOrder';
import { quickOrderOpened, reorderRequested } from '../../../src/store/quickOrder/quickOrderIntents';
import { makeOrder } from '../../support/history';
import { createTestStore } from '../../support/renderWidget';

// The worker module throws when loaded, as a chunk that cannot be fetched rejects its import().
jest.mock('../../../src/sagas/quickOrder/quickOrderWorker', () => {
  throw new Error('Loading chunk quick-order-flow failed.');
});

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

it('the pad opens for typing and the reorder preview ends with the chunk failure, each time it is asked', async () => {
  const store = createTestStore();
  store.dispatch(quickOrderOpened());
  await waitFor(() => expect(selectQuickOrder(store.getState()).restored).toBe(true));
  expect(errorSpy).toHaveBeenCalledWith('[b2b] the quick order code could not be loaded:', expect.any(Error));
  store.dispatch(reorderRequested(makeOrder()));
  await waitFor(() =>
    expect(selectQuickOrder(store.getState()).reorder).toMatchObject({ status: 'failed', message: '' }),
  );
  expect(errorSpy).toHaveBeenCalledTimes(2);
  store.rootTask.cancel();
});
