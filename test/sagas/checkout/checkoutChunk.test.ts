/**
 * The checkout's worker is a lazy chunk. When it cannot be fetched the user is told once (a toast),
 * the intents are kept, and the next one fetches the chunk again and is handled.
 */
import { screen, waitFor } from '@testing-library/react';
import nock from 'nock';
import { createElement } from 'react';
import { tr } from '../../../src/i18n/tr';
import { CHECKOUT_INTENTS } from '../../../src/sagas/checkout/checkout';
import { checkoutActions as actions, selectCheckout } from '../../../src/store/checkout/checkout';
import { binAnswer, openedPayload } from '../../support/checkout';
import { createTestStore, renderWidget, TEST_ORIGIN } from '../../support/renderWidget';

let mockAttempts = 0;
jest.mock('../../../src/sagas/checkout/checkoutWorker', () => {
  mockAttempts += 1;
  if (mockAttempts === 1) throw new Error('Loading chunk checkout-flow failed.');
  return jest.requireActual('../../../src/sagas/checkout/checkoutWorker');
});

afterEach(() => {
  jest.restoreAllMocks();
  nock.cleanAll();
  window.history.replaceState(null, '', '/');
});

it('says so once, keeps the intents, and the next one fetches the worker and is handled', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  const store = createTestStore();
  renderWidget(createElement('div'), store);
  store.dispatch(actions.opened(openedPayload()));
  expect(await screen.findAllByText(tr['mount.chunkFailed'])).toHaveLength(1);
  expect(errors).toHaveBeenCalledWith('[b2b] the checkout code could not be loaded:', expect.any(Error));

  const api = nock(TEST_ORIGIN)
    .post('/api/catalog/bin-control', (body) => body.binNumber === '43550843')
    .reply(200, binAnswer('Akbank'));
  store.dispatch(actions.cardBinChanged('43550843'));
  await waitFor(() => expect(selectCheckout(store.getState()).bin.status).toBe('loaded'));
  api.done();
  expect(selectCheckout(store.getState()).bin.bank?.name).toBe('Akbank');
  expect(mockAttempts).toBe(2);
  expect(screen.getAllByText(tr['mount.chunkFailed'])).toHaveLength(1);
  store.dispatch(actions.closed());
});

it('the entry listens for the checkout intents by their types', () => {
  const { opened, closed, stepRequested, cardBinChanged, paymentStarted } = actions;
  expect(CHECKOUT_INTENTS).toEqual(
    [opened, closed, stepRequested, cardBinChanged, paymentStarted].map((a) => a.type),
  );
});
