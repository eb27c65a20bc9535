/**
 * The order submit is a lazy chunk of its own. When it cannot be fetched the user is told once (an
 * alert), nothing is sent and the order button stays usable; the next click fetches it and saves.
 */
import { waitFor } from '@testing-library/react';
import nock from 'nock';
import { tr } from '../../../src/i18n/tr';
import * as browser from '../../../src/sagas/runtime/browser';
import { orderRequested } from '../../../src/store/cart/cartIntents';
import { selectCartSubmitting } from '../../../src/store/cart/cartSelectors';
import { customerConfig, makeCartItem } from '../../support/cart';
import { createTestStore, TEST_ORIGIN } from '../../support/renderWidget';

let mockAttempts = 0;
jest.mock('../../../src/sagas/cart/orderSubmit', () => {
  mockAttempts += 1;
  if (mockAttempts === 1) throw new Error('Loading chunk order-flow failed.');
  return jest.requireActual('../../../src/sagas/cart/orderSubmit');
});

afterEach(() => {
  jest.restoreAllMocks();
  nock.cleanAll();
});

it('says so once, sends nothing, and the next click saves the order', async () => {
  const alert = jest.spyOn(browser, 'alertUser').mockImplementation(() => {});
  const reload = jest.spyOn(browser, 'reloadPage').mockImplementation(() => {});
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  nock(TEST_ORIGIN).get('/api/catalog/cart').reply(200, [makeCartItem()]);
  const store = createTestStore(customerConfig());
  await waitFor(() => expect(store.getState().cart.status).toBe('loaded'));
  const order = () => store.dispatch(orderRequested({ description: 'Not', advencePrice: 'advencePrice2' }));

  order();
  await waitFor(() => expect(alert).toHaveBeenCalledWith(tr['mount.chunkFailed']));
  expect(errors).toHaveBeenCalledWith('[b2b] the order code could not be loaded:', expect.any(Error));
  expect(selectCartSubmitting(store.getState())).toBeNull();
  // No interceptor for the save yet: had anything been sent, nock would have refused it loudly.
  expect(nock.pendingMocks()).toEqual([]);

  const api = nock(TEST_ORIGIN)
    .post('/api/catalog/cart')
    .reply(200, { success: true, orderId: 41, orderNo: 'SIP-000041', redirect: '/siparis/tamamlandi/41' });
  order();
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  api.done();
  expect(mockAttempts).toBe(2);
  expect(alert).toHaveBeenCalledTimes(1);
});
