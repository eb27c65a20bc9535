import { screen, waitFor } from '@testing-library/react';
import nock from 'nock';
import { createElement } from 'react';
import { tr } from '../../../src/i18n/tr';
import { cartLoadRequested, cartRemoveRequested } from '../../../src/store/cart/cartIntents';
import { selectCartItems } from '../../../src/store/cart/cartSelectors';
import { customerConfig, makeCartItem } from '../../support/cart';
import { makeProduct } from '../../support/products';
import { createTestStore, renderWidget, TEST_ORIGIN } from '../../support/renderWidget';

// The worker is a lazy chunk: the first fetch of it fails here, the second succeeds.
let mockAttempts = 0;
jest.mock('../../../src/sagas/cart/cartQueue', () => {
  mockAttempts += 1;
  if (mockAttempts === 1) throw new Error('Loading chunk cart-flow failed.');
  return jest.requireActual('../../../src/sagas/cart/cartQueue');
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

  it('brings the cross-tab sync: once the chunk comes, a change in another tab is read again', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    // A base path of its own keeps these tabs apart from the stores of other tests.
    const base = '/chunk-sync';
    const cart = `${base}/api/catalog/cart`;
    const two = [makeCartItem(makeProduct({ id: 1 }), 1), makeCartItem(makeProduct({ id: 2 }), 3)];
    nock(TEST_ORIGIN).get(cart).times(2).reply(200, two);
    const first = createTestStore(customerConfig({ basePath: base }), { crossTabSync: true });
    const second = createTestStore(customerConfig({ basePath: base }), { crossTabSync: true });
    await waitFor(() => expect(first.getState().cart.status).toBe('loaded'));
    await waitFor(() => expect(second.getState().cart.status).toBe('loaded'));
    nock(TEST_ORIGIN).delete(`${cart}/2`).reply(200, { success: true });
    const reread = nock(TEST_ORIGIN).get(cart).reply(200, [two[0]]);
    first.dispatch(cartRemoveRequested({ productId: 2 }));
    await waitFor(() => expect(selectCartItems(second.getState())).toHaveLength(1));
    reread.done();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
