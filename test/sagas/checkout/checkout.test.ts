import { waitFor } from '@testing-library/react';
import nock from 'nock';
import * as browserApi from '../../../src/sagas/runtime/browser';
import { checkoutActions as actions, selectCheckout } from '../../../src/store/checkout/checkout';
import type { RunningAppStore } from '../../../src/app/createAppStore';
import { bankPlans, binAnswer, openedPayload, singlePlan } from '../../support/checkout';
import { createTestStore, TEST_ORIGIN } from '../../support/renderWidget';

const BIN = '/api/catalog/bin-control';
const checkout = (store: RunningAppStore) => selectCheckout(store.getState());

const stores: RunningAppStore[] = [];

function opened(overrides: Parameters<typeof openedPayload>[0] = {}): RunningAppStore {
  const store = createTestStore();
  stores.push(store);
  store.dispatch(actions.opened(openedPayload(overrides)));
  return store;
}

/** Answers the BIN lookups of one BIN and counts them. */
function binApi(bin: string, answer = binAnswer(), status = 200, delayMs = 0) {
  const asked = { count: 0 };
  nock(TEST_ORIGIN)
    .post(BIN, (body) => body.binNumber === bin)
    .times(5)
    .delay(delayMs)
    .reply(() => {
      asked.count += 1;
      return [status, answer];
    });
  return asked;
}

afterEach(() => {
  // A checkout left open would still hear the next test's Back and Forward.
  for (const store of stores.splice(0)) store.dispatch(actions.closed());
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('BIN lookup', () => {
  it('asks once per distinct BIN and offers the bank’s plans with its default preselected', async () => {
    const asked = binApi('43550843', binAnswer('Akbank', 'VISA', bankPlans(3)), 200, 200);
    const store = opened();
    expect(checkout(store).plans).toEqual([singlePlan]);
    store.dispatch(actions.cardBinChanged('43550843'));
    await waitFor(() => expect(checkout(store).bin.status).toBe('loading'));
    await waitFor(() => expect(checkout(store).bin.status).toBe('loaded'));
    expect(checkout(store).bin.bank).toMatchObject({ name: 'Akbank', organization: 'VISA' });
    expect(checkout(store).plans).toHaveLength(12);
    expect(checkout(store).chosenPlanId).toBe(103);

    // The card becomes incomplete: back to the page's single payment; the same BIN again asks nothing.
    store.dispatch(actions.cardBinChanged(null));
    expect(checkout(store)).toMatchObject({ plans: [singlePlan], chosenPlanId: 1, bin: { status: 'idle' } });
    store.dispatch(actions.cardBinChanged('43550843'));
    expect(checkout(store).bin.status).toBe('loaded');
    expect(checkout(store).plans).toHaveLength(12);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked.count).toBe(1);
  });

  it('does not ask again for a BIN whose answer is on the way, and shows only the answer of the card typed now', async () => {
    const first = binApi('43550843', binAnswer('Akbank'));
    const second = binApi('54066754', binAnswer('Garanti BBVA', 'MASTERCARD'));
    const store = opened();
    store.dispatch(actions.cardBinChanged('43550843'));
    store.dispatch(actions.cardBinChanged(null));
    store.dispatch(actions.cardBinChanged('43550843'));
    store.dispatch(actions.cardBinChanged('54066754'));
    await waitFor(() => expect(checkout(store).bin.status).toBe('loaded'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(checkout(store).bin.bank?.name).toBe('Garanti BBVA');
    expect([first.count, second.count]).toEqual([1, 1]);
  });

  it.each([
    ['a server error', 500, { error: { messages: { type: 'Hata' } } }],
    ['a malformed answer', 200, { plans: 'none' }],
  ])('%s leaves the single payment usable and is asked again later', async (_name, status, body) => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const asked = binApi('43550843', body as never, status);
    const store = opened();
    store.dispatch(actions.cardBinChanged('43550843'));
    await waitFor(() => expect(checkout(store).bin.status).toBe('failed'));
    expect(checkout(store)).toMatchObject({ plans: [singlePlan], chosenPlanId: 1 });
    expect(errors).toHaveBeenCalledTimes(1);
    store.dispatch(actions.cardBinChanged(null));
    store.dispatch(actions.cardBinChanged('43550843'));
    await waitFor(() => expect(asked.count).toBe(2));
  });

  it('falls back to the page’s plans when a bank has none', async () => {
    binApi('41111111', binAnswer('', 'VISA', []));
    const store = opened();
    store.dispatch(actions.cardBinChanged('41111111'));
    await waitFor(() => expect(checkout(store).bin.status).toBe('loaded'));
    expect(checkout(store)).toMatchObject({ plans: [singlePlan], chosenPlanId: 1 });
  });

  it('keeps a chosen plan only if it is one of the offered plans', async () => {
    binApi('43550843');
    const store = opened();
    store.dispatch(actions.cardBinChanged('43550843'));
    await waitFor(() => expect(checkout(store).bin.status).toBe('loaded'));
    store.dispatch(actions.planChosen(106));
    expect(checkout(store).chosenPlanId).toBe(106);
    store.dispatch(actions.planChosen(999));
    expect(checkout(store).chosenPlanId).toBe(106);
  });
});

describe('step pages and history', () => {
  it('Devam Et pushes the payment page; Back and Forward show their steps', async () => {
    window.history.replaceState(null, '', '/sepet/odeme');
    const scroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const store = opened({ step: 'preview' });
    store.dispatch(actions.stepRequested('payment'));
    await waitFor(() => expect(checkout(store).step).toBe('payment'));
    expect(window.location.pathname).toBe('/sepet/odeme/kart');
    expect(scroll).toHaveBeenCalled();
    window.history.back();
    await waitFor(() => expect(checkout(store).step).toBe('preview'));
    expect(window.location.pathname).toBe('/sepet/odeme');
    window.history.forward();
    await waitFor(() => expect(checkout(store).step).toBe('payment'));
  });

  it('after the payment, Back to a step page loads it from the host', async () => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    window.history.replaceState(null, '', '/sepet/odeme');
    window.history.pushState(null, '', '/sepet/odeme/ozet/7');
    const reload = jest.spyOn(browserApi, 'reloadPage').mockImplementation(() => {});
    const store = opened({ step: 'summary' });
    window.history.back();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(checkout(store).step).toBe('summary');
  });

  it('stops listening when the widget closes', async () => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const reload = jest.spyOn(browserApi, 'reloadPage').mockImplementation(() => {});
    window.history.replaceState(null, '', '/sepet/odeme');
    const store = opened({ step: 'preview' });
    store.dispatch(actions.stepRequested('payment'));
    await waitFor(() => expect(window.location.pathname).toBe('/sepet/odeme/kart'));
    store.dispatch(actions.closed());
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await popped;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(checkout(store)).toMatchObject({ open: false, step: 'preview' });
    expect(reload).not.toHaveBeenCalled();
  });
});
