import { screen, waitFor } from '@testing-library/react';
import nock from 'nock';
import { createElement } from 'react';
import { tr } from '../../src/i18n/tr';
import { cartLoadRequested } from '../../src/store/cart';
import { customerConfig, makeCartItem } from '../support/cart';
import { createTestStore, renderWidget, TEST_ORIGIN } from '../support/renderWidget';

// The worker is a lazy chunk: the first fetch of it fails here, the second succeeds.
let mockAttempts = 0;
jest.mock('../../src/sagas/cartQueue', () => {
  mockAttempts += 1;
  if (mockAttempts === 1) throw new Error('Loading chunk cart-flow failed.');
  return jest.requireActual('../../src/sagas/cartQueue');
});

describe('the cart worker chunk', () => {
  it('says once that it could not be fetched, keeps the intents, and runs them once it is', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    nock(TEST_ORIGIN).get('/api/catalog/cart').reply(200, [makeCartItem()]);
    const store = createTestStore(customerConfig());
    renderWidget(createElement('div'), store);
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith('[b2b] the cart code could not be loaded:', expect.any(Error)),
    );
    expect(await screen.findAllByText(tr['mount.chunkFailed'])).toHaveLength(1);
    expect(store.getState().cart.status).toBe('failed');
    // The next cart action fetches the chunk again; the load asked for at start is still queued.
    nock(TEST_ORIGIN).get('/api/catalog/cart').reply(200, [makeCartItem()]);
    store.dispatch(cartLoadRequested());
    await waitFor(() => expect(store.getState().cart.status).toBe('loaded'));
    await waitFor(() => expect(nock.pendingMocks()).toEqual([]));
    expect(mockAttempts).toBe(2);
    expect(screen.getAllByText(tr['mount.chunkFailed'])).toHaveLength(1);
    errors.mockRestore();
  });
});
