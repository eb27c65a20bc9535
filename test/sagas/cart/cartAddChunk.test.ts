import { waitFor } from '@testing-library/react';
import nock from 'nock';
import * as browser from '../../../src/sagas/runtime/browser';
import { cartAddRequested } from '../../../src/store/cart/cartIntents';
import { selectCartItems, selectIsAdding } from '../../../src/store/cart/cartSelectors';
import { tr } from '../../../src/i18n/tr';
import { customerConfig, makeCartItem } from '../../support/cart';
import { makeProduct } from '../../support/products';
import { createTestStore, TEST_ORIGIN } from '../../support/renderWidget';

// The add's code is a lazy chunk of its own (cart-add): the first fetch of it fails here, the next one succeeds.
let mockAttempts = 0;
jest.mock('../../../src/sagas/cart/cartAdd', () => {
  mockAttempts += 1;
  if (mockAttempts === 1) throw new Error('Loading chunk cart-add failed.');
  return jest.requireActual('../../../src/sagas/cart/cartAdd');
});

describe('the add-to-cart chunk', () => {
  it('says so when it cannot be fetched, sends nothing, and the next press adds', async () => {
    const alert = jest.spyOn(browser, 'alertUser').mockImplementation(() => {});
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    nock(TEST_ORIGIN).get('/api/catalog/cart').reply(200, []);
    const store = createTestStore(customerConfig());
    const product = makeProduct({ id: 5 });
    const press = () => store.dispatch(cartAddRequested({ product, quantity: 2, context: 'list' }));

    press();
    await waitFor(() => expect(alert).toHaveBeenCalledWith(tr['mount.chunkFailed']));
    expect(errors).toHaveBeenCalledWith('[b2b] the add-to-cart code could not be loaded:', expect.any(Error));
    await waitFor(() => expect(selectIsAdding(store.getState(), 5)).toBe(false));
    expect(selectCartItems(store.getState())).toEqual([]);
    // No interceptor for the add yet: had anything been sent, nock would have refused it loudly.
    expect(nock.pendingMocks()).toEqual([]);

    nock(TEST_ORIGIN).post('/api/catalog/cart/5').reply(200, makeCartItem(product, 2));
    press();
    await waitFor(() => expect(selectCartItems(store.getState())).toHaveLength(1));
    expect(mockAttempts).toBe(2);
    expect(alert).toHaveBeenCalledTimes(1);
    alert.mockRestore();
    errors.mockRestore();
  });
});
