/**
 * The order and offer lists' sessions are lazy chunks. When one cannot be fetched the list shows its
 * load error (the network failure), the open list is kept, and its retry fetches the chunk again.
 */
import { waitFor } from '@testing-library/react';
import nock from 'nock';
import type { RunningAppStore } from '../../../src/app/createAppStore';
import { selectOfferList } from '../../../src/store/history/offerList';
import { offerListIntents } from '../../../src/store/history/historyListIntents';
import { orderListActions, selectOrderList } from '../../../src/store/history/orderList';
import { makeOffer, makeOrder, offerPage, orderPage } from '../../support/history';
import { createTestStore, TEST_ORIGIN } from '../../support/renderWidget';

// Each session's first fetch fails, as a chunk that cannot be fetched rejects its import(); the next succeeds.
const mockAttempts = { order: 0, offer: 0 };
jest.mock('../../../src/sagas/history/orderListSession', () => {
  mockAttempts.order += 1;
  if (mockAttempts.order === 1) throw new Error('Loading chunk order-list-flow failed.');
  return jest.requireActual('../../../src/sagas/history/orderListSession');
});
jest.mock('../../../src/sagas/history/offerListSession', () => {
  mockAttempts.offer += 1;
  if (mockAttempts.offer === 1) throw new Error('Loading chunk offer-list-flow failed.');
  return jest.requireActual('../../../src/sagas/history/offerListSession');
});

const CHUNK_FAILURE = { status: 0, serverMessage: null, networkFailure: true, malformed: false };

let errorSpy: jest.SpyInstance;
const stores: RunningAppStore[] = [];
beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  window.history.replaceState(null, '', '/hesap/liste');
});
afterEach(() => {
  for (const store of stores.splice(0)) {
    store.dispatch(orderListActions.closed());
    store.dispatch(offerListIntents.closed());
  }
  jest.restoreAllMocks();
  nock.cleanAll();
});

function newStore(): RunningAppStore {
  const store = createTestStore();
  stores.push(store);
  return store;
}

it('order list: the error shows, nothing is asked, and the retry fetches the chunk and the page', async () => {
  const store = newStore();
  const list = () => selectOrderList(store.getState());
  store.dispatch(orderListActions.opened());
  await waitFor(() => expect(list().error).toEqual(CHUNK_FAILURE));
  expect(errorSpy).toHaveBeenCalledWith('[b2b] the order list code could not be loaded:', expect.any(Error));
  // No interceptor yet: had the list asked the server, nock would have refused it loudly.
  expect(nock.pendingMocks()).toEqual([]);

  const api = nock(TEST_ORIGIN)
    .get('/api/catalog/orders')
    .query(true)
    .reply(200, orderPage([makeOrder({ id: 7 })]));
  store.dispatch(orderListActions.loadRequested());
  await waitFor(() => expect(list().items.map((order) => order.id)).toEqual([7]));
  api.done();
  expect(list().error).toBeNull();
  expect(mockAttempts.order).toBe(2);
  expect(errorSpy).toHaveBeenCalledTimes(1);
});

it('offer list: the error shows, nothing is asked, and the retry fetches the chunk and the page', async () => {
  const store = newStore();
  const list = () => selectOfferList(store.getState());
  store.dispatch(offerListIntents.opened());
  await waitFor(() => expect(list().error).toEqual(CHUNK_FAILURE));
  expect(errorSpy).toHaveBeenCalledWith('[b2b] the offer list code could not be loaded:', expect.any(Error));
  expect(nock.pendingMocks()).toEqual([]);

  const api = nock(TEST_ORIGIN)
    .get('/api/catalog/offers')
    .query(true)
    .reply(200, offerPage([makeOffer({ id: 9 })]));
  store.dispatch(offerListIntents.loadRequested());
  await waitFor(() => expect(list().items.map((offer) => offer.id)).toEqual([9]));
  api.done();
  expect(list().error).toBeNull();
  expect(mockAttempts.offer).toBe(2);
  expect(errorSpy).toHaveBeenCalledTimes(1);
});
