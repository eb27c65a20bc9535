import { waitFor } from '@testing-library/react';
import nock from 'nock';
import { checkoutActions as actions, selectCheckout } from '../../../src/store/checkout/checkout';
import { selectCartLoaded } from '../../../src/store/cart/cartSelectors';
import type { RunningAppStore } from '../../../src/app/createAppStore';
import { FRAME_ORIGIN, openedPayload, paymentResult } from '../../support/checkout';
import { customerConfig } from '../../support/cart';
import { createTestStore, TEST_ORIGIN } from '../../support/renderWidget';

const FRAME_ID = 'pay-frame';
const checkout = (store: RunningAppStore) => selectCheckout(store.getState());
const stores: RunningAppStore[] = [];
let frame: HTMLIFrameElement;
let warn: jest.SpyInstance;
/** The product's own warnings: Redux Toolkit's development checks warn too when a slow machine makes them slow. */
const b2bWarnings = () =>
  warn.mock.calls.filter(
    (args) =>
      !String(args[0]).startsWith('SerializableStateInvariantMiddleware') &&
      !String(args[0]).startsWith('ImmutableStateInvariantMiddleware'),
  );

/** A customer's store (its cart loads at start) on the payment step with a running payment. */
async function paying(): Promise<RunningAppStore> {
  nock(TEST_ORIGIN).get('/api/catalog/cart').reply(200, []);
  const store = createTestStore(customerConfig({ paymentFrameOrigin: `${FRAME_ORIGIN}/` }));
  stores.push(store);
  await waitFor(() => expect(selectCartLoaded(store.getState())).toBe(true));
  store.dispatch(actions.opened(openedPayload()));
  store.dispatch(actions.paymentStarted({ frameId: FRAME_ID }));
  // The worker chunk is loaded at the first checkout intent; its channel is listening once the
  // frame's first message is heard.
  await waitFor(() => {
    post({ type: 'loading', loading: false });
    expect(checkout(store).payment.frameLoading).toBe(false);
  });
  return store;
}

function post(data: unknown, origin = FRAME_ORIGIN, source: Window | null = frame.contentWindow) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

beforeEach(() => {
  window.history.replaceState(null, '', '/sepet/odeme/kart');
  frame = document.createElement('iframe');
  frame.id = FRAME_ID;
  document.body.appendChild(frame);
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  for (const store of stores.splice(0)) store.dispatch(actions.closed());
  frame.remove();
  jest.restoreAllMocks();
});

describe('the payment frame channel', () => {
  it('loading from the frame’s origin and window toggles the spinner', async () => {
    const store = await paying();
    post({ type: 'loading', loading: true });
    expect(checkout(store).payment.frameLoading).toBe(true);
    post({ type: 'loading', loading: false });
    expect(checkout(store).payment.frameLoading).toBe(false);
    expect(b2bWarnings()).toHaveLength(0);
  });

  it.each([
    ['another origin', () => post({ type: 'dialogClose' }, TEST_ORIGIN)],
    ['the origin with another path form', () => post({ type: 'dialogClose' }, `${FRAME_ORIGIN}/`)],
    ['another window (this page)', () => post({ type: 'dialogClose' }, FRAME_ORIGIN, window)],
    [
      'another frame of the same origin',
      () => {
        const other = document.createElement('iframe');
        document.body.appendChild(other);
        post({ type: 'dialogClose' }, FRAME_ORIGIN, other.contentWindow);
        other.remove();
      },
    ],
    ['no window', () => post({ type: 'dialogClose' }, FRAME_ORIGIN, null)],
    ['an unknown type', () => post({ type: 'close' })],
    ['a malformed loading', () => post({ type: 'loading', loading: 'yes' })],
    ['a malformed success', () => post({ type: 'payment_succeed', result: { succeed: true } })],
    ['a string', () => post('dialogClose')],
    ['null', () => post(null)],
  ])('ignores %s, and logs it once without its content', async (_name, send) => {
    const store = await paying();
    send();
    send();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(checkout(store).payment.status).toBe('running');
    expect(checkout(store).step).toBe('payment');
    expect(b2bWarnings()).toHaveLength(1);
    expect(String(b2bWarnings()[0]?.[0])).toMatch(
      /^\[b2b\] a message that is not the payment frame's was ignored/,
    );
    // The payment still hears its frame.
    post({ type: 'dialogClose' });
    expect(checkout(store).payment.status).toBe('idle');
  });

  it('dialogClose closes the payment and stops listening', async () => {
    const store = await paying();
    post({ type: 'dialogClose' });
    expect(checkout(store).payment).toMatchObject({ status: 'idle', frameLoading: false });
    post({ type: 'payment_succeed', result: paymentResult() });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(checkout(store).step).toBe('payment');
    expect(checkout(store).result).toBeNull();
  });

  it('payment_succeed shows the summary on its own address and reloads the paid cart', async () => {
    const store = await paying();
    const cart = nock(TEST_ORIGIN).get('/api/catalog/cart').reply(200, []);
    const result = paymentResult({ paymentId: 42, paymentType: 'order' });
    post({ type: 'payment_succeed', result });
    await waitFor(() => expect(checkout(store).step).toBe('summary'));
    expect(checkout(store).result).toEqual(result);
    expect(checkout(store).payment.status).toBe('idle');
    expect(window.location.pathname).toBe('/sepet/odeme/ozet/42');
    await waitFor(() => expect(cart.isDone()).toBe(true));
  });

  it('a second pay while one runs is ignored; a closed modal ends the channel', async () => {
    const store = await paying();
    store.dispatch(actions.paymentStarted({ frameId: 'another' }));
    expect(checkout(store).payment.frameId).toBe(FRAME_ID);
    store.dispatch(actions.paymentClosed());
    post({ type: 'payment_succeed', result: paymentResult() });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(checkout(store).step).toBe('payment');
  });
});
