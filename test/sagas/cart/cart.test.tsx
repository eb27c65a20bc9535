import { screen, waitFor } from '@testing-library/react';
import nock from 'nock';
import { DEFAULT_SETTINGS } from '../../../src/contract/hostConfigDefaults';
import type { Settings } from '../../../src/contract/hostConfig';
import { CART_CHANGED_EVENT, type CartChangedDetail } from '../../../src/contract/domEvents';
import * as browser from '../../../src/sagas/runtime/browser';
import {
  cartAddRequested,
  cartClearRequested,
  cartQuantityAddRequested,
  cartQuantitySetRequested,
  cartRemoveRequested,
  cartUnitChangeRequested,
  type AddRequest,
} from '../../../src/store/cart/cartIntents';
import {
  selectAddedFlash,
  selectCartFetching,
  selectCartItems,
  selectCartLoaded,
  selectIsAdding,
} from '../../../src/store/cart/cartSelectors';
import type { RunningAppStore } from '../../../src/app/createAppStore';
import { customerConfig, makeCartItem, makePackagedProduct } from '../../support/cart';
import { makeFamily, makeProduct } from '../../support/products';
import { createTestStore, renderWidget, TEST_ORIGIN } from '../../support/renderWidget';

const CART = '/api/catalog/cart';
let alertSpy: jest.SpyInstance;
let navigateSpy: jest.SpyInstance;
let errorSpy: jest.SpyInstance;
let events: CartChangedDetail[];
const onCartChanged = (event: Event) => events.push((event as CustomEvent<CartChangedDetail>).detail);

beforeEach(() => {
  alertSpy = jest.spyOn(browser, 'alertUser').mockImplementation(() => {});
  navigateSpy = jest.spyOn(browser, 'navigateTo').mockImplementation(() => {});
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  events = [];
  document.addEventListener(CART_CHANGED_EVENT, onCartChanged);
});
afterEach(() => {
  document.removeEventListener(CART_CHANGED_EVENT, onCartChanged);
  jest.restoreAllMocks();
  jest.useRealTimers();
});

/** A customer's store whose cart has been loaded with these lines. */
async function loadedStore(lines = [makeCartItem()], settings: Partial<Settings> = {}, basePath = '') {
  nock(TEST_ORIGIN).get(`${basePath}${CART}`).reply(200, lines);
  const store = createTestStore(customerConfig({ basePath, settings: { ...DEFAULT_SETTINGS, ...settings } }));
  await waitFor(() => expect(selectCartLoaded(store.getState())).toBe(true));
  events = [];
  return store;
}

const add = (store: RunningAppStore, request: Partial<AddRequest> = {}) =>
  store.dispatch(cartAddRequested({ product: makeProduct(), quantity: 1, context: 'list', ...request }));

/** Waits until the queue has nothing running (no per-product call pending, no marker). */
const settled = (store: RunningAppStore) =>
  waitFor(() => {
    expect(store.getState().cart.pending).toEqual({});
    expect(store.getState().cart.loading).toBe(false);
  });

/** nock hands a form body over parsed, as an object without a prototype. */
function formOf(body: unknown): Record<string, string> {
  return typeof body === 'string'
    ? Object.fromEntries(new URLSearchParams(body))
    : { ...(body as Record<string, string>) };
}

describe('loading the cart', () => {
  it('loads the cart at start for a logged-in user and raises b2b:cart-changed', async () => {
    const lines = [makeCartItem(makeProduct({ id: 1 }), 2), makeCartItem(makeProduct({ id: 2 }), 1)];
    nock(TEST_ORIGIN).get(CART).reply(200, lines);
    const store = createTestStore(customerConfig());
    await waitFor(() => expect(selectCartLoaded(store.getState())).toBe(true));
    expect(selectCartItems(store.getState()).map((l) => [l.product.id, l.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(events).toEqual([{ operation: 'load', itemCount: 2 }]);
  });

  it('does not ask for the cart of an anonymous visitor', async () => {
    const store = createTestStore();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.getState().cart.status).toBe('idle');
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('does not ask for the cart of a new company user who must set their password first', async () => {
    // The host refuses every call but the password's until then (403): the page would log a failure.
    let asked = 0;
    nock(TEST_ORIGIN)
      .get(CART)
      .times(2)
      .reply(() => {
        asked += 1;
        return [200, []];
      });
    const user = { ...customerConfig().user, companyRole: 'izleyici' as const };
    const first = createTestStore(customerConfig({ user: { ...user, mustSetPassword: true } }));
    // A user who has set theirs, started beside it, is the yardstick: once their cart is read, the
    // first user's start has run as far.
    const settled = createTestStore(customerConfig({ user }));
    await waitFor(() => expect(selectCartLoaded(settled.getState())).toBe(true));
    expect(asked).toBe(1);
    expect(first.getState().cart.status).toBe('idle');
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('fails silently: logged, no alert, marked failed', async () => {
    nock(TEST_ORIGIN)
      .get(CART)
      .reply(500, { error: { messages: { type: 'Sunucu hatası' } } });
    const store = createTestStore(customerConfig());
    await waitFor(() => expect(store.getState().cart.status).toBe('failed'));
    expect(errorSpy).toHaveBeenCalled();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('reads the cart again when the page is shown from the back/forward cache', async () => {
    const store = await loadedStore([makeCartItem(makeProduct({ id: 1 }), 1)]);
    // Stores of earlier tests still run their sagas and read the cart too: answer them all.
    nock(TEST_ORIGIN)
      .get(CART)
      .reply(200, [makeCartItem(makeProduct({ id: 1 }), 4), makeCartItem(makeProduct({ id: 2 }), 1)])
      .persist();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await waitFor(() => expect(selectCartItems(store.getState())).toHaveLength(2));
    expect(selectCartItems(store.getState())[0]!.quantity).toBe(4);
    nock.cleanAll();
  });

  it('a first pageshow (not from the cache) reads nothing again', async () => {
    const store = await loadedStore();
    const scope = nock(TEST_ORIGIN).get(CART).reply(200, []).persist();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(scope.isDone()).toBe(false);
    expect(selectCartItems(store.getState())).toHaveLength(1);
    nock.cleanAll();
  });

  it('treats a malformed answer as a failure, never as an empty cart', async () => {
    nock(TEST_ORIGIN)
      .get(CART)
      .reply(200, [{ product: { id: 'x' } }]);
    const store = createTestStore(customerConfig());
    await waitFor(() => expect(store.getState().cart.status).toBe('failed'));
    expect(selectCartLoaded(store.getState())).toBe(false);
  });
});

describe('adding to the cart', () => {
  it('posts quantity and productValue, stores the line, flashes "added" for 1250 ms', async () => {
    const store = await loadedStore([]);
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    let form: Record<string, string> = {};
    const product = makeProduct({ id: 5 });
    nock(TEST_ORIGIN)
      .post(`${CART}/5`, (body) => {
        form = formOf(body);
        return true;
      })
      .reply(200, makeCartItem(product, 3));
    // waitFor moves fake time forward while it polls: note the (fake) moment the flash began.
    let flashedAt = 0;
    store.subscribe(() => {
      if (!flashedAt && selectAddedFlash(store.getState(), 5)) flashedAt = Date.now();
    });
    add(store, { product, quantity: 3 });
    expect(selectIsAdding(store.getState(), 5)).toBe(true);
    await waitFor(() => expect(selectCartItems(store.getState())).toHaveLength(1));
    expect(form).toEqual({ quantity: '3', productValue: '1' });
    expect(selectAddedFlash(store.getState(), 5)).toBe(true);
    expect(selectCartFetching(store.getState())).toBeNull();
    await settled(store);
    expect(events).toEqual([{ operation: 'add', itemCount: 1, productId: 5 }]);

    await jest.advanceTimersByTimeAsync(1249 - (Date.now() - flashedAt));
    expect(selectAddedFlash(store.getState(), 5)).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(selectAddedFlash(store.getState(), 5)).toBe(false);
  });

  it('sends the chosen unit as productValue', async () => {
    const store = await loadedStore([]);
    let form: Record<string, string> = {};
    const product = makePackagedProduct();
    nock(TEST_ORIGIN)
      .post(`${CART}/1`, (body) => {
        form = formOf(body);
        return true;
      })
      .reply(200, makeCartItem(product, 2, product.units[1]));
    add(store, { product, quantity: 2, unitId: 2, context: 'detail' });
    await waitFor(() => expect(selectCartItems(store.getState())).toHaveLength(1));
    expect(form).toEqual({ quantity: '2', productValue: '2' });
  });

  it('401 sends the user to /account/login under the base path', async () => {
    const store = await loadedStore([], {}, '/b2b');
    nock(TEST_ORIGIN)
      .post('/b2b/api/catalog/cart/1')
      .reply(401, { error: { messages: { type: 'Giriş' } } });
    add(store);
    await waitFor(() => expect(navigateSpy).toHaveBeenCalledWith('/b2b/account/login'));
    expect(alertSpy).not.toHaveBeenCalled();
    await settled(store);
    expect(selectCartFetching(store.getState())).toBeNull();
    expect(events).toEqual([]);
  });

  it('403 shows the admin toast for 5 s', async () => {
    const store = await loadedStore([]);
    renderWidget(<div />, store);
    nock(TEST_ORIGIN)
      .post(`${CART}/1`)
      .reply(403, { error: { messages: { type: 'Yasak' } } });
    add(store);
    const text = await screen.findByText('Yönetici hesabı ile bu işlemi gerçekleştiremezsiniz.');
    const progress = text.closest('.Toastify__toast')!.querySelector<HTMLElement>('[role="progressbar"]')!;
    expect(progress.style.animationDuration).toBe('5000ms');
    await settled(store);
    expect(alertSpy).not.toHaveBeenCalled();
    expect(navigateSpy).not.toHaveBeenCalled();
    expect(selectCartFetching(store.getState())).toBeNull();
  });

  it('an error answer alerts error.messages.type and marks the operation addError', async () => {
    const store = await loadedStore([]);
    nock(TEST_ORIGIN)
      .post(`${CART}/1`)
      .reply(400, { error: { messages: { type: 'Bu üründen 7 adet bulunmamaktadır!' } } });
    add(store);
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Bu üründen 7 adet bulunmamaktadır!'));
    expect(selectCartFetching(store.getState())).toEqual({ productId: 1, operation: 'addError' });
    await settled(store);
    expect(selectIsAdding(store.getState(), 1)).toBe(false);
    expect(selectCartItems(store.getState())).toEqual([]);
  });

  it('a 200 answer carrying an error body is an error as well', async () => {
    const store = await loadedStore([]);
    nock(TEST_ORIGIN)
      .post(`${CART}/1`)
      .reply(200, { error: { messages: { type: 'Ürün bulunamadı.' } } });
    add(store);
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Ürün bulunamadı.'));
    expect(selectCartFetching(store.getState())?.operation).toBe('addError');
  });

  it('a malformed answer alerts the clear malformed text', async () => {
    const store = await loadedStore([]);
    nock(TEST_ORIGIN).post(`${CART}/1`).reply(200, { ok: true });
    add(store);
    await waitFor(() =>
      expect(alertSpy).toHaveBeenCalledWith(
        'Sunucudan beklenmeyen bir yanıt geldi. Lütfen daha sonra tekrar deneyin.',
      ),
    );
    expect(selectCartItems(store.getState())).toEqual([]);
  });

  it('a network failure alerts the network text', async () => {
    const store = await loadedStore([]);
    nock(TEST_ORIGIN).post(`${CART}/1`).replyWithError('socket hang up');
    add(store);
    await waitFor(() =>
      expect(alertSpy).toHaveBeenCalledWith(
        'Sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol edip tekrar deneyin.',
      ),
    );
    expect(selectCartFetching(store.getState())?.operation).toBe('addError');
  });
});

describe('the stock check before adding', () => {
  it('counts the quantity already in the cart: stock 5, 3 in cart, adding 3 alerts n = 3', async () => {
    const product = makeProduct({ quantity: 5 });
    const store = await loadedStore([makeCartItem(product, 3)]);
    add(store, { product, quantity: 3 });
    await settled(store);
    expect(alertSpy).toHaveBeenCalledWith('Bu üründen 3 adet bulunmamaktadır!');
    expect(selectCartFetching(store.getState())).toBeNull();
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('counts a line in PAKET as 6 pieces each, and n is in pieces of the chosen unit', async () => {
    const product = makePackagedProduct({ quantity: 10 });
    // 1 PAKET already in the cart = 6 pieces; 4 left; 1 PAKET more = 6 pieces does not fit.
    const store = await loadedStore([makeCartItem(product, 1, product.units[1])]);
    add(store, { product, quantity: 1, unitId: 2, context: 'detail' });
    await settled(store);
    expect(alertSpy).toHaveBeenCalledWith('Bu üründen 6 adet bulunmamaktadır!');
  });

  it('adds the stock mode offset (mode 3: +5) to the stock', async () => {
    const product = makeProduct({ quantity: 5 });
    const store = await loadedStore([makeCartItem(product, 3)], { stockInfoStatus: 3 });
    nock(TEST_ORIGIN).post(`${CART}/1`).reply(200, makeCartItem(product, 10));
    add(store, { product, quantity: 7 }); // 5 + 5 − 3 = 7 fits
    await waitFor(() => expect(selectCartItems(store.getState())[0]?.quantity).toBe(10));
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('is skipped when cart stock control is on', async () => {
    const product = makeProduct({ quantity: 0 });
    const store = await loadedStore([], { cartStockControl: '1' });
    nock(TEST_ORIGIN).post(`${CART}/1`).reply(200, makeCartItem(product, 4));
    add(store, { product, quantity: 4 });
    await waitFor(() => expect(selectCartItems(store.getState())).toHaveLength(1));
    expect(alertSpy).not.toHaveBeenCalled();
  });
});

describe('the variant guard (variant flag 0)', () => {
  it('on a list: alerts and sends the user to the product page', async () => {
    const store = await loadedStore([], {}, '/b2b');
    add(store, { product: makeFamily(), context: 'list' });
    await settled(store);
    expect(alertSpy).toHaveBeenCalledWith('Ürün sayfasına yönlendiriliyorsunuz... Varyant Seçiniz!');
    expect(navigateSpy).toHaveBeenCalledWith('/b2b/viko-karre-anahtar-p-100');
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('on the detail page: alerts "Varyant Seçiniz!" and stays', async () => {
    const store = await loadedStore([]);
    add(store, { product: makeFamily(), context: 'detail' });
    await settled(store);
    expect(alertSpy).toHaveBeenCalledWith('Varyant Seçiniz!');
    expect(navigateSpy).not.toHaveBeenCalled();
  });
});

describe('changing the cart', () => {
  const two = () => [
    makeCartItem(makeProduct({ id: 1 }), 2),
    makeCartItem(makePackagedProduct({ id: 2 }), 1),
  ];

  it('removes a line', async () => {
    const store = await loadedStore(two());
    nock(TEST_ORIGIN).delete(`${CART}/1`).reply(200, { success: true });
    store.dispatch(cartRemoveRequested({ productId: 1 }));
    await settled(store);
    expect(selectCartItems(store.getState()).map((l) => l.product.id)).toEqual([2]);
    expect(events).toEqual([{ operation: 'remove', itemCount: 1, productId: 1 }]);
  });

  it('clears the cart', async () => {
    const store = await loadedStore(two());
    nock(TEST_ORIGIN).delete(CART).reply(204);
    store.dispatch(cartClearRequested());
    await waitFor(() => expect(selectCartItems(store.getState())).toEqual([]));
    expect(store.getState().cart.clearing).toBe(false);
    expect(events).toEqual([{ operation: 'clear', itemCount: 0 }]);
  });

  it('sets a quantity with PATCH {quantity}', async () => {
    const store = await loadedStore(two());
    let sent: unknown;
    nock(TEST_ORIGIN)
      .patch(`${CART}/1`, (body) => {
        sent = body;
        return true;
      })
      .reply(200, makeCartItem(makeProduct({ id: 1 }), 7));
    store.dispatch(cartQuantitySetRequested({ productId: 1, quantity: 7 }));
    await settled(store);
    expect(sent).toEqual({ quantity: 7 });
    expect(selectCartItems(store.getState())[0]?.quantity).toBe(7);
    expect(events).toEqual([{ operation: 'quantity', itemCount: 2, productId: 1 }]);
  });

  it('adds to a quantity with PATCH {addQuantity}', async () => {
    const store = await loadedStore(two());
    let sent: unknown;
    nock(TEST_ORIGIN)
      .patch(`${CART}/1`, (body) => {
        sent = body;
        return true;
      })
      .reply(200, makeCartItem(makeProduct({ id: 1 }), 5));
    store.dispatch(cartQuantityAddRequested({ productId: 1, addQuantity: 3 }));
    await settled(store);
    expect(sent).toEqual({ addQuantity: 3 });
    expect(selectCartItems(store.getState())[0]?.quantity).toBe(5);
    expect(events).toEqual([{ operation: 'addQuantity', itemCount: 2, productId: 1 }]);
  });

  it("changes the unit with PATCH {unit}: the line's price becomes that unit's default price", async () => {
    const store = await loadedStore(two());
    const product = makePackagedProduct({ id: 2 });
    let sent: unknown;
    nock(TEST_ORIGIN)
      .patch(`${CART}/2`, (body) => {
        sent = body;
        return true;
      })
      .reply(200, makeCartItem(product, 1, product.units[1]));
    store.dispatch(cartUnitChangeRequested({ productId: 2, unitId: 2 }));
    await settled(store);
    expect(sent).toEqual({ unit: 2 });
    const line = selectCartItems(store.getState())[1]!;
    expect([line.productUnit.value, line.productUnit.defaultPrice.value]).toEqual(['PAKET', 540]);
    expect(events).toEqual([{ operation: 'unit', itemCount: 2, productId: 2 }]);
  });

  it('applies quick changes in the order asked, one call at a time', async () => {
    const store = await loadedStore(two());
    const order: number[] = [];
    nock(TEST_ORIGIN)
      .patch(`${CART}/1`, { quantity: 3 })
      .delay(50)
      .reply(200, () => {
        order.push(3);
        return makeCartItem(makeProduct({ id: 1 }), 3);
      })
      .patch(`${CART}/1`, { quantity: 4 })
      .reply(200, () => {
        order.push(4);
        return makeCartItem(makeProduct({ id: 1 }), 4);
      });
    store.dispatch(cartQuantitySetRequested({ productId: 1, quantity: 3 }));
    store.dispatch(cartQuantitySetRequested({ productId: 1, quantity: 4 }));
    await settled(store);
    expect(order).toEqual([3, 4]);
    expect(selectCartItems(store.getState())[0]?.quantity).toBe(4);
  });
});

describe('silent failures of the other cart calls', () => {
  it.each([
    [
      'remove',
      (s: RunningAppStore) => s.dispatch(cartRemoveRequested({ productId: 1 })),
      'delete',
      `${CART}/1`,
    ],
    ['clear', (s: RunningAppStore) => s.dispatch(cartClearRequested()), 'delete', CART],
    [
      'set quantity',
      (s: RunningAppStore) => s.dispatch(cartQuantitySetRequested({ productId: 1, quantity: 9 })),
      'patch',
      `${CART}/1`,
    ],
    [
      'add quantity',
      (s: RunningAppStore) => s.dispatch(cartQuantityAddRequested({ productId: 1, addQuantity: 1 })),
      'patch',
      `${CART}/1`,
    ],
    [
      'change unit',
      (s: RunningAppStore) => s.dispatch(cartUnitChangeRequested({ productId: 1, unitId: 2 })),
      'patch',
      `${CART}/1`,
    ],
  ] as const)('%s: logged, no message, the cart read again', async (_name, act, method, path) => {
    const line = makeCartItem(makeProduct({ id: 1 }), 2);
    const store = await loadedStore([line]);
    const server = nock(TEST_ORIGIN);
    server[method](path).reply(500, { error: { messages: { type: 'Sunucu hatası' } } });
    const reload = nock(TEST_ORIGIN)
      .get(CART)
      .reply(200, [makeCartItem(makeProduct({ id: 1 }), 5)]);
    act(store);
    await waitFor(() => expect(reload.isDone()).toBe(true));
    await settled(store);
    expect(errorSpy).toHaveBeenCalled();
    expect(alertSpy).not.toHaveBeenCalled();
    expect(navigateSpy).not.toHaveBeenCalled();
    // The store shows what the server holds, not the change that failed.
    expect(selectCartItems(store.getState()).map((l) => l.quantity)).toEqual([5]);
    expect(store.getState().cart.clearing).toBe(false);
    expect(selectCartFetching(store.getState())).toBeNull();
    expect(events).toEqual([{ operation: 'load', itemCount: 1 }]);
  });

  it('keeps the lines shown when the reload fails as well', async () => {
    const store = await loadedStore([makeCartItem()]);
    nock(TEST_ORIGIN).delete(`${CART}/1`).replyWithError('offline');
    nock(TEST_ORIGIN).get(CART).replyWithError('offline');
    store.dispatch(cartRemoveRequested({ productId: 1 }));
    await settled(store);
    await waitFor(() => expect(nock.pendingMocks()).toEqual([]));
    expect(selectCartItems(store.getState())).toHaveLength(1);
    expect(selectCartLoaded(store.getState())).toBe(true);
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('a refusal { success: false } of a DELETE counts as a failure', async () => {
    const store = await loadedStore([makeCartItem()]);
    nock(TEST_ORIGIN).delete(`${CART}/1`).reply(200, { success: false });
    const reload = nock(TEST_ORIGIN).get(CART).reply(200, [makeCartItem()]);
    store.dispatch(cartRemoveRequested({ productId: 1 }));
    await waitFor(() => expect(reload.isDone()).toBe(true));
    await settled(store);
    expect(selectCartItems(store.getState())).toHaveLength(1);
  });
});
