import { screen, waitFor } from '@testing-library/react';
import nock from 'nock';
import type { RunningAppStore } from '../../../src/app/createAppStore';
import type { Approval } from '../../../src/contract/company';
import * as browser from '../../../src/sagas/runtime/browser';
import {
  approvalQueueActions as actions,
  selectApprovalQueue,
} from '../../../src/store/company/approvalQueue';
import { makeOrder } from '../../support/history';
import { createTestStore, renderWidget, TEST_ORIGIN } from '../../support/renderWidget';

const PATH = '/api/company/approvals';
const RISK =
  'Açık hesap risk limitinizi 1.250,00 TL aştınız. En fazla 8.750,00 TL sipariş oluşturabilirsiniz veya ödemesini yaparak satın alabilirsiniz.';
const OWN = 'Kendi siparişinizi onaylayamaz veya reddedemezsiniz.';
const refusal = (type: string) => ({ error: { messages: { type } } });

function makeApproval(id: number, overrides: Partial<Approval> = {}): Approval {
  const order = makeOrder({ id, orderNo: `SP10000${id}`, status: 'waiting', total: 12000 });
  return {
    order,
    buyer: { id: 21, name: 'Mert Demir' },
    limits: { orderLimit: 10000, monthlyLimit: null, monthlyUsed: 0 },
    totalTry: 12000,
    reason: { limit: 'order', amount: 10000, used: 0 },
    own: false,
    ...overrides,
  };
}

const stores: RunningAppStore[] = [];
let navigateSpy: jest.SpyInstance;
let errorSpy: jest.SpyInstance;

beforeEach(() => {
  navigateSpy = jest.spyOn(browser, 'navigateTo').mockImplementation(() => {});
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  window.history.replaceState(null, '', '/hesap/onaylar');
});
afterEach(() => {
  for (const store of stores.splice(0)) store.dispatch(actions.closed());
  nock.cleanAll();
  jest.restoreAllMocks();
});

function openQueue() {
  const store = createTestStore();
  stores.push(store);
  store.dispatch(actions.opened());
  return store;
}

const queue = (store: RunningAppStore) => selectApprovalQueue(store.getState());
const ids = (store: RunningAppStore) => queue(store).items.map((a) => a.order.id);
const loaded = (store: RunningAppStore) =>
  waitFor(() => expect(queue(store).fetching || !queue(store).loaded).toBe(false));

/** A queue of two orders (5 and 6), loaded, with the toast container on screen. */
async function withQueue() {
  nock(TEST_ORIGIN)
    .get(PATH)
    .reply(200, { approvals: [makeApproval(5), makeApproval(6)] });
  const store = openQueue();
  await loaded(store);
  renderWidget(<div />, store);
  return store;
}

describe('approval queue loading', () => {
  it('GETs the company’s waiting orders into the state', async () => {
    const api = nock(TEST_ORIGIN)
      .get(PATH)
      .reply(200, { approvals: [makeApproval(5), makeApproval(6, { own: true })] });
    const store = openQueue();
    await loaded(store);
    api.done();
    expect(queue(store)).toMatchObject({ open: true, loaded: true, error: null, deciding: [] });
    expect(ids(store)).toEqual([5, 6]);
    expect(queue(store).items[1]!.own).toBe(true);
  });

  it.each([
    [
      'a server error',
      (s: nock.Interceptor) => s.reply(500, refusal('Sunucu hatası')),
      { status: 500, serverMessage: 'Sunucu hatası' },
    ],
    ['a network failure', (s: nock.Interceptor) => s.replyWithError('ECONNRESET'), { networkFailure: true }],
    [
      'a malformed answer',
      (s: nock.Interceptor) => s.reply(200, { approvals: [{ order: 'nope' }] }),
      { malformed: true },
    ],
  ])('%s becomes the error state, and the retry loads again', async (_, reply, failure) => {
    reply(nock(TEST_ORIGIN).get(PATH));
    const store = openQueue();
    await waitFor(() => expect(queue(store).error).toMatchObject(failure));
    expect(queue(store).fetching).toBe(false);
    expect(errorSpy).toHaveBeenCalled();
    nock(TEST_ORIGIN)
      .get(PATH)
      .reply(200, { approvals: [makeApproval(5)] });
    store.dispatch(actions.loadRequested());
    await waitFor(() => expect(ids(store)).toEqual([5]));
    expect(queue(store).error).toBeNull();
  });

  it('401 sends the user to the login page, coming back to the queue', async () => {
    nock(TEST_ORIGIN).get(PATH).reply(401, refusal('Oturumunuz sona erdi.'));
    const store = openQueue();
    await waitFor(() =>
      expect(navigateSpy).toHaveBeenCalledWith('/account/login?returnUrl=%2Fhesap%2Fonaylar'),
    );
    expect(queue(store).error).toBeNull();
  });
});

describe('approval decisions', () => {
  it('Onayla POSTs with the CSRF token; the order leaves the queue with a toast', async () => {
    const store = await withQueue();
    const api = nock(TEST_ORIGIN, { reqheaders: { 'x-csrf-token': 'test-csrf' } })
      .post(`${PATH}/5/approve`)
      .reply(200, { success: true, order: makeOrder({ id: 5, orderNo: 'SP100005', status: 'placed' }) });
    store.dispatch(actions.approveRequested(5));
    expect(queue(store).deciding).toEqual([5]);
    expect(await screen.findByText('SP100005 numaralı sipariş onaylandı.')).toBeTruthy();
    api.done();
    expect(ids(store)).toEqual([6]);
    expect(queue(store).deciding).toEqual([]);
  });

  it('Reddet POSTs the reason; the order leaves the queue with a toast', async () => {
    const store = await withQueue();
    const api = nock(TEST_ORIGIN, { reqheaders: { 'x-csrf-token': 'test-csrf' } })
      .post(`${PATH}/6/reject`, { reason: 'Fiyatlar güncel değil' })
      .reply(200, {
        success: true,
        order: makeOrder({
          id: 6,
          orderNo: 'SP100006',
          status: 'rejected',
          rejectReason: 'Fiyatlar güncel değil',
        }),
      });
    store.dispatch(actions.rejectRequested({ id: 6, reason: 'Fiyatlar güncel değil' }));
    expect(queue(store).deciding).toEqual([6]);
    expect(await screen.findByText('SP100006 numaralı sipariş reddedildi.')).toBeTruthy();
    api.done();
    expect(ids(store)).toEqual([5]);
    expect(queue(store).deciding).toEqual([]);
  });

  it.each([
    ['the risk limit refused (400)', 400, RISK],
    ['the stock refused (400)', 400, 'Bu üründen 4 adet bulunmamaktadır!'],
    ['one’s own order (403)', 403, OWN],
  ])('%s: the host’s message is shown and the order stays', async (_, status, message) => {
    const store = await withQueue();
    const api = nock(TEST_ORIGIN).post(`${PATH}/5/approve`).reply(status, refusal(message));
    store.dispatch(actions.approveRequested(5));
    expect(await screen.findByText(message)).toBeTruthy();
    api.done();
    expect(ids(store)).toEqual([5, 6]);
    expect(queue(store).deciding).toEqual([]);
  });

  it('a refused rejection keeps the order too', async () => {
    const store = await withQueue();
    nock(TEST_ORIGIN).post(`${PATH}/5/reject`).reply(403, refusal(OWN));
    store.dispatch(actions.rejectRequested({ id: 5, reason: 'Gerek yok' }));
    expect(await screen.findByText(OWN)).toBeTruthy();
    expect(ids(store)).toEqual([5, 6]);
    expect(queue(store).deciding).toEqual([]);
  });

  it.each([
    [
      'a network failure',
      (s: nock.Interceptor) => s.replyWithError('ECONNRESET'),
      'Sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol edip tekrar deneyin.',
    ],
    [
      'a malformed answer',
      (s: nock.Interceptor) => s.reply(200, { success: true }),
      'Sunucudan beklenmeyen bir yanıt geldi. Lütfen daha sonra tekrar deneyin.',
    ],
    [
      'a server error',
      (s: nock.Interceptor) => s.reply(500, refusal('Teknik bir hata yaşandı.')),
      'Teknik bir hata yaşandı.',
    ],
  ])('%s says so and keeps the order', async (_, reply, text) => {
    const store = await withQueue();
    reply(nock(TEST_ORIGIN).post(`${PATH}/5/approve`));
    store.dispatch(actions.approveRequested(5));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(ids(store)).toEqual([5, 6]);
    expect(queue(store).deciding).toEqual([]);
  });

  it('404 (decided by somebody else meanwhile): the host’s message, and the order leaves the queue', async () => {
    const store = await withQueue();
    nock(TEST_ORIGIN).post(`${PATH}/5/approve`).reply(404, refusal('Onay bekleyen sipariş bulunamadı.'));
    store.dispatch(actions.approveRequested(5));
    expect(await screen.findByText('Onay bekleyen sipariş bulunamadı.')).toBeTruthy();
    expect(ids(store)).toEqual([6]);
  });

  it('401 on a decision sends the user to the login page', async () => {
    const store = await withQueue();
    nock(TEST_ORIGIN).post(`${PATH}/5/approve`).reply(401, refusal('Oturumunuz sona erdi.'));
    store.dispatch(actions.approveRequested(5));
    await waitFor(() =>
      expect(navigateSpy).toHaveBeenCalledWith('/account/login?returnUrl=%2Fhesap%2Fonaylar'),
    );
    expect(ids(store)).toEqual([5, 6]);
    expect(queue(store).deciding).toEqual([]);
  });

  it('a second intent for an order whose call runs is never sent', async () => {
    const store = await withQueue();
    const api = nock(TEST_ORIGIN)
      .post(`${PATH}/5/approve`)
      .delay(30)
      .reply(200, { success: true, order: makeOrder({ id: 5, orderNo: 'SP100005', status: 'placed' }) });
    store.dispatch(actions.approveRequested(5));
    store.dispatch(actions.approveRequested(5));
    store.dispatch(actions.rejectRequested({ id: 5, reason: 'x' }));
    await waitFor(() => expect(ids(store)).toEqual([6]));
    api.done();
    expect(nock.pendingMocks()).toEqual([]);
  });
});
