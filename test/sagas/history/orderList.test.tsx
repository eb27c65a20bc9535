import { screen, waitFor } from '@testing-library/react';
import nock from 'nock';
import type { RunningAppStore } from '../../../src/app/createAppStore';
import { orderListActions as actions, selectOrderList } from '../../../src/store/history/orderList';
import { makeOrder, orderPage } from '../../support/history';
import { createTestStore, renderWidget, TEST_ORIGIN } from '../../support/renderWidget';

const stores: RunningAppStore[] = [];
let scrollSpy: jest.SpyInstance;
let errorSpy: jest.SpyInstance;

function openList(url: string) {
  window.history.replaceState(null, '', url);
  const store = createTestStore();
  stores.push(store);
  store.dispatch(actions.opened());
  return store;
}

const list = (store: RunningAppStore) => selectOrderList(store.getState());
const loaded = (store: RunningAppStore) =>
  waitFor(() => expect(list(store).fetching || !list(store).loaded).toBe(false));

beforeEach(() => {
  scrollSpy = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  for (const store of stores.splice(0)) store.dispatch(actions.closed());
  jest.restoreAllMocks();
});

describe('order list loading', () => {
  it('asks for the page and sort of the URL and fills the state of the spec’s entities', async () => {
    const api = nock(TEST_ORIGIN)
      .get('/api/catalog/orders')
      .query({ page: '2', limit: '10', sort: 'total' })
      .reply(200, orderPage([makeOrder({ id: 7 })], 2, 13));
    const store = openList('/hesap/siparisler?sort=total&page=2');
    await loaded(store);
    api.done();
    expect(list(store)).toMatchObject({
      page: 2,
      pages: 2,
      total: 13,
      limit: 10,
      sort: 'total',
      error: null,
    });
    expect(list(store).items.map((o) => o.id)).toEqual([7]);
  });

  it('leaves the defaults (newest first, page 1) out of the call', async () => {
    const api = nock(TEST_ORIGIN).get('/api/catalog/orders').query({ limit: '10' }).reply(200, orderPage([]));
    const store = openList('/hesap/siparisler?sort=bogus&page=x');
    await loaded(store);
    api.done();
    expect(list(store)).toMatchObject({ sort: '-date', page: 1, total: 0 });
  });

  it('a chosen page or sort goes into the URL (a new history entry), reloads and scrolls to the top', async () => {
    nock(TEST_ORIGIN)
      .get('/api/catalog/orders')
      .query(true)
      .reply(200, orderPage([makeOrder()], 1, 30));
    const store = openList('/hesap/siparisler');
    await loaded(store);
    const length = window.history.length;
    const page3 = nock(TEST_ORIGIN)
      .get('/api/catalog/orders')
      .query({ page: '3', limit: '10' })
      .reply(200, orderPage([makeOrder({ id: 3 })], 3, 30));
    store.dispatch(actions.pageChosen(3));
    await waitFor(() => expect(list(store).items[0]?.id).toBe(3));
    page3.done();
    expect(window.location.search).toBe('?page=3');
    expect(window.history.length).toBe(length + 1);
    expect(scrollSpy).toHaveBeenCalledWith({ top: 0, left: 0 });

    const sorted = nock(TEST_ORIGIN)
      .get('/api/catalog/orders')
      .query({ limit: '10', sort: '-total' })
      .reply(200, orderPage([makeOrder({ id: 9 })], 1, 30));
    store.dispatch(actions.sortChosen('-total'));
    await waitFor(() => expect(list(store).items[0]?.id).toBe(9));
    sorted.done();
    expect(window.location.search).toBe('?sort=-total');
    expect(list(store)).toMatchObject({ sort: '-total', page: 1 });
  });

  it('back and forward reload the page the URL names and scroll to the top', async () => {
    nock(TEST_ORIGIN)
      .get('/api/catalog/orders')
      .query(true)
      .reply(200, orderPage([makeOrder()], 1, 30));
    const store = openList('/hesap/siparisler');
    await loaded(store);
    nock(TEST_ORIGIN)
      .get('/api/catalog/orders')
      .query({ page: '2', limit: '10' })
      .reply(200, orderPage([makeOrder({ id: 2 })], 2, 30));
    store.dispatch(actions.pageChosen(2));
    await waitFor(() => expect(list(store).items[0]?.id).toBe(2));
    scrollSpy.mockClear();
    const back = nock(TEST_ORIGIN)
      .get('/api/catalog/orders')
      .query({ limit: '10' })
      .reply(200, orderPage([makeOrder({ id: 1 })], 1, 30));
    window.history.replaceState(null, '', '/hesap/siparisler');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(list(store).items[0]?.id).toBe(1));
    back.done();
    expect(list(store).page).toBe(1);
    expect(scrollSpy).toHaveBeenCalledWith({ top: 0, left: 0 });
  });

  it('a page past the end shows the last page instead', async () => {
    nock(TEST_ORIGIN)
      .get('/api/catalog/orders')
      .query({ page: '9', limit: '10' })
      .reply(200, { ...orderPage([], 9, 12), pages: 2 });
    const last = nock(TEST_ORIGIN)
      .get('/api/catalog/orders')
      .query({ page: '2', limit: '10' })
      .reply(200, orderPage([makeOrder({ id: 12 })], 2, 12));
    const store = openList('/hesap/siparisler?page=9');
    await waitFor(() => expect(list(store).items[0]?.id).toBe(12));
    last.done();
    expect(window.location.search).toBe('?page=2');
  });

  it.each([
    [
      'a server error',
      (s: nock.Interceptor) => s.reply(500, { error: { messages: { type: 'Sunucu hatası' } } }),
      { status: 500, serverMessage: 'Sunucu hatası' },
    ],
    ['a network failure', (s: nock.Interceptor) => s.replyWithError('ECONNRESET'), { networkFailure: true }],
    ['a malformed answer', (s: nock.Interceptor) => s.reply(200, { orders: 'nope' }), { malformed: true }],
  ])('%s becomes the error state, and the retry loads again', async (_, reply, failure) => {
    reply(nock(TEST_ORIGIN).get('/api/catalog/orders').query(true));
    const store = openList('/hesap/siparisler');
    await waitFor(() => expect(list(store).error).toMatchObject(failure));
    expect(list(store).fetching).toBe(false);
    nock(TEST_ORIGIN)
      .get('/api/catalog/orders')
      .query(true)
      .reply(200, orderPage([makeOrder()]));
    store.dispatch(actions.loadRequested());
    await waitFor(() => expect(list(store).items).toHaveLength(1));
    expect(list(store).error).toBeNull();
  });

  it('a closed list stops following the URL', async () => {
    nock(TEST_ORIGIN)
      .get('/api/catalog/orders')
      .query(true)
      .reply(200, orderPage([makeOrder()]));
    const store = openList('/hesap/siparisler');
    await loaded(store);
    store.dispatch(actions.closed());
    window.history.replaceState(null, '', '/hesap/siparisler?page=2');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await new Promise((r) => setTimeout(r, 20));
    expect(list(store).fetching).toBe(false);
    expect(nock.pendingMocks()).toEqual([]);
  });
});

describe('order cancel', () => {
  async function withOrders() {
    nock(TEST_ORIGIN)
      .get('/api/catalog/orders')
      .query(true)
      .reply(200, orderPage([makeOrder({ id: 5 }), makeOrder({ id: 6, orderNo: 'SP100006' })]));
    const store = openList('/hesap/siparisler');
    await loaded(store);
    return store;
  }

  it('PATCHes {cancel:true} with the CSRF token; the order becomes cancelled', async () => {
    const store = await withOrders();
    const api = nock(TEST_ORIGIN, { reqheaders: { 'x-csrf-token': 'test-csrf' } })
      .patch('/api/catalog/order/5', { cancel: true })
      .reply(200, { success: true, order: makeOrder({ id: 5, isCancel: true }) });
    store.dispatch(actions.cancelRequested(5));
    expect(list(store).cancelling).toEqual([5]);
    await waitFor(() => expect(list(store).cancelling).toEqual([]));
    api.done();
    expect(list(store).items.map((o) => o.isCancel)).toEqual([true, false]);
  });

  it.each([
    [
      'a refusal',
      (s: nock.Interceptor) =>
        s.reply(400, { error: { messages: { type: 'Bu sipariş zaten iptal edilmiş.' } } }),
    ],
    ['a network failure', (s: nock.Interceptor) => s.replyWithError('ECONNRESET')],
    ['a malformed answer', (s: nock.Interceptor) => s.reply(200, { success: true })],
  ])('%s shows the spec message and changes nothing', async (_, reply) => {
    const store = await withOrders();
    renderWidget(<div />, store);
    const before = list(store).items;
    reply(nock(TEST_ORIGIN).patch('/api/catalog/order/5'));
    store.dispatch(actions.cancelRequested(5));
    expect(
      await screen.findByText('Sipariş iptal edilemedi. Lütfen bizimle iletişime geçiniz.'),
    ).toBeTruthy();
    expect(list(store).cancelling).toEqual([]);
    expect(list(store).items).toEqual(before);
    expect(errorSpy).toHaveBeenCalled();
  });
});
