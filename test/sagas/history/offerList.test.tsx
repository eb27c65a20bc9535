import { screen, waitFor } from '@testing-library/react';
import nock from 'nock';
import * as browser from '../../../src/sagas/runtime/browser';
import type { RunningAppStore } from '../../../src/app/createAppStore';
import { offerListActions as actions, selectOfferList } from '../../../src/store/history/offerList';
import { selectOfferEditPreview } from '../../../src/store/history/offerEditPreview';
import { makeOffer, offerPage } from '../../support/history';
import { makeProduct } from '../../support/products';
import { createTestStore, renderWidget, TEST_ORIGIN, testConfig } from '../../support/renderWidget';

const stores: RunningAppStore[] = [];
let alertSpy: jest.SpyInstance;
let navigateSpy: jest.SpyInstance;
let errorSpy: jest.SpyInstance;

const list = (store: RunningAppStore) => selectOfferList(store.getState());

/** An offer list with these offers loaded (one page). */
async function withOffers(
  offers = [makeOffer({ id: 5 }), makeOffer({ id: 6, orderNo: 'TK100006' })],
  basePath = '',
) {
  window.history.replaceState(null, '', '/teklif/liste');
  nock(TEST_ORIGIN).get(`${basePath}/api/catalog/offers`).query(true).reply(200, offerPage(offers));
  const store = createTestStore(testConfig({ basePath }));
  stores.push(store);
  renderWidget(<div />, store);
  store.dispatch(actions.opened());
  await waitFor(() => expect(list(store).loaded).toBe(true));
  return store;
}

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  alertSpy = jest.spyOn(browser, 'alertUser').mockImplementation(() => {});
  navigateSpy = jest.spyOn(browser, 'navigateTo').mockImplementation(() => {});
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  for (const store of stores.splice(0)) store.dispatch(actions.closed());
  jest.restoreAllMocks();
});

const SERVER_ERROR = { error: { messages: { type: 'Sunucu hatası' } } };

describe('offer list loading', () => {
  it('keeps the dealer’s logo and address for the printed quote', async () => {
    const store = await withOffers();
    expect(list(store)).toMatchObject({
      userLogo: '/images/bayi-logo.png',
      userAddress: { city: 'İstanbul', town: 'Kadıköy' },
      total: 2,
      sort: '-date',
    });
  });

  it('page and sort come from the URL like the order list’s', async () => {
    window.history.replaceState(null, '', '/teklif/liste?sort=-total&page=2');
    const api = nock(TEST_ORIGIN)
      .get('/api/catalog/offers')
      .query({ page: '2', limit: '10', sort: '-total' })
      .reply(200, offerPage([makeOffer()], 2, 11));
    const store = createTestStore();
    stores.push(store);
    store.dispatch(actions.opened());
    await waitFor(() => expect(list(store).loaded).toBe(true));
    api.done();
    expect(list(store)).toMatchObject({ page: 2, pages: 2, sort: '-total' });
  });
});

describe('margins (Kaydet)', () => {
  it('sends every item’s margin of the offer, the accepted ones over the saved ones', async () => {
    const store = await withOffers();
    store.dispatch(actions.detailToggled(5));
    store.dispatch(actions.marginSet({ offerId: 5, itemId: 2, margin: 7.5 }));
    const api = nock(TEST_ORIGIN, { reqheaders: { 'x-csrf-token': 'test-csrf' } })
      .patch('/api/catalog/offer/update/profit', { 5: { 1: 15, 2: 7.5 } })
      .reply(200, { success: true });
    store.dispatch(actions.profitSaveRequested(5));
    expect(await screen.findByText('Kâr marjınız kaydedildi.')).toBeTruthy();
    api.done();
    const offer = list(store).items[0]!;
    expect(offer.offerItems.map((i) => i.profit)).toEqual([15, 7.5]);
    // The grand total with tax, as the detail shows it (it was the 4639,84 without tax):
    // 100 × 40 × 1,15 + 12,35 × 1,075 (13,27625, shown as 13,28) × 3 = 4600 + 39,84, tax 920 + 3,98
    expect(offer.total).toBe(5563.82);
    expect(list(store).margins[5]).toBeUndefined();
    expect(list(store).busy[5]).toBeUndefined();
  });

  it('the global margin applies to every item', async () => {
    const store = await withOffers();
    store.dispatch(actions.marginSetForAll({ offerId: 6, margin: 20 }));
    const api = nock(TEST_ORIGIN)
      .patch('/api/catalog/offer/update/profit', { 6: { 1: 20, 2: 20 } })
      .reply(200, { success: true });
    store.dispatch(actions.profitSaveRequested(6));
    await waitFor(() => expect(list(store).items[1]!.offerItems.map((i) => i.profit)).toEqual([20, 20]));
    api.done();
  });

  it.each([
    ['a server error', (s: nock.Interceptor) => s.reply(500, SERVER_ERROR)],
    ['a network failure', (s: nock.Interceptor) => s.replyWithError('ECONNRESET')],
    ['a refusal in a 200', (s: nock.Interceptor) => s.reply(200, { success: false })],
  ])('%s: the spec message, and the margins stay as typed', async (_, reply) => {
    const store = await withOffers();
    store.dispatch(actions.marginSet({ offerId: 5, itemId: 1, margin: 33 }));
    reply(nock(TEST_ORIGIN).patch('/api/catalog/offer/update/profit'));
    store.dispatch(actions.profitSaveRequested(5));
    expect(await screen.findByText('Kar marjınız kaydedilemedi lütfen tekrar deneyin.')).toBeTruthy();
    expect(list(store).margins[5]).toEqual({ 1: 33 });
    expect(list(store).items[0]!.offerItems[0]!.profit).toBe(15);
    expect(list(store).busy[5]).toBeUndefined();
  });
});

describe('customer', () => {
  const customer = {
    customerName: 'Ali Veli',
    customerCompanyName: 'Veli Yapı',
    customerEmail: 'ali@veliyapi.com.tr',
    customerPhone: '0555 123 45 67',
  };

  it('saves keyed by the offer number and shows it in the list', async () => {
    const store = await withOffers();
    store.dispatch(actions.customerOpened('TK100006'));
    const api = nock(TEST_ORIGIN)
      .patch('/api/catalog/offer/update/customer', { TK100006: customer })
      .reply(200, { success: true });
    store.dispatch(actions.customerSaveRequested({ orderNo: 'TK100006', customer }));
    expect(list(store).customer).toMatchObject({ orderNo: 'TK100006', saving: true });
    expect(await screen.findByText('Müşteri bilgileri kaydedildi.')).toBeTruthy();
    api.done();
    expect(list(store).items[1]).toMatchObject(customer);
    expect(list(store).customer.orderNo).toBeNull();
  });

  it('a failure keeps the modal open and marks it failed', async () => {
    const store = await withOffers();
    store.dispatch(actions.customerOpened('TK100006'));
    nock(TEST_ORIGIN).patch('/api/catalog/offer/update/customer').reply(500, SERVER_ERROR);
    store.dispatch(actions.customerSaveRequested({ orderNo: 'TK100006', customer }));
    await waitFor(() =>
      expect(list(store).customer).toEqual({ orderNo: 'TK100006', saving: false, failed: 'retry' }),
    );
    expect(list(store).items[1]!.customerName).toBe('Mehmet Demir');
  });
});

describe('cancel, mail and edit', () => {
  it('cancels; a failure shows the cancel message and changes nothing', async () => {
    const store = await withOffers();
    nock(TEST_ORIGIN)
      .patch('/api/catalog/offer/5', { cancel: true })
      .reply(200, { success: true, offer: makeOffer({ id: 5, isCancel: true }) });
    store.dispatch(actions.cancelRequested(5));
    await waitFor(() => expect(list(store).items[0]!.isCancel).toBe(true));
    expect(list(store).busy).toEqual({});

    nock(TEST_ORIGIN).patch('/api/catalog/offer/6').reply(400, SERVER_ERROR);
    store.dispatch(actions.cancelRequested(6));
    expect(
      await screen.findByText('Sipariş iptal edilemedi. Lütfen bizimle iletişime geçiniz.'),
    ).toBeTruthy();
    expect(list(store).items[1]!.isCancel).toBe(false);
    expect(list(store).busy).toEqual({});
  });

  it('mails: success and failure texts of the spec’s error catalogue', async () => {
    const store = await withOffers();
    const api = nock(TEST_ORIGIN).patch('/api/catalog/offer/mail/5').reply(200, { success: true });
    store.dispatch(actions.mailRequested(5));
    expect(list(store).busy[5]).toBe('mail');
    expect(await screen.findByText('Teklif mailiniz gönderilmiştir.')).toBeTruthy();
    api.done();
    expect(list(store).busy).toEqual({});
    nock(TEST_ORIGIN).patch('/api/catalog/offer/mail/6').replyWithError('ECONNRESET');
    store.dispatch(actions.mailRequested(6));
    expect(await screen.findByText('Mailiniz gönderilemedi. Lütfen bizimle iletişime geçiniz.')).toBeTruthy();
    expect(list(store).busy).toEqual({});
  });

  // Düzenle first previews the lines as they would go today (the edit replaces the cart),
  // and only the confirmation sends the edit; the tests of the edit call go through the preview.
  const PRODUCTS = [
    makeProduct({ id: 11, code: 'VK-1001', quantity: 500 }),
    makeProduct({ id: 12, code: 'VK-2002', name: 'Viko Priz', quantity: 2 }),
  ];
  async function previewOf(store: RunningAppStore, id: number, basePath = '', products = PRODUCTS) {
    let asked: unknown;
    nock(TEST_ORIGIN)
      .post(`${basePath}/api/catalog/product-lookup`, (body) => {
        asked = body;
        return true;
      })
      .reply(200, { codes: [], products });
    store.dispatch(actions.editRequested(id));
    await waitFor(() => expect(list(store).edit.status).toBe('ready'));
    expect(asked).toEqual({ ids: [11, 12] });
    return selectOfferEditPreview(store.getState());
  }

  it('edit previews the lines capped by the stock before anything is sent, then goes to the cart under the base path', async () => {
    const store = await withOffers(undefined, '/b2b');
    const preview = await previewOf(store, 5, '/b2b');
    expect(preview.lines.map((l) => [l.item.code, l.status, l.wanted, l.quantity, l.cappedBy])).toEqual([
      ['VK-1001', 'ok', 40, 40, undefined],
      ['VK-2002', 'capped', 3, 2, 'stock'],
    ]);
    expect(nock.pendingMocks()).toEqual([]);
    const api = nock(TEST_ORIGIN)
      .patch('/b2b/api/catalog/offer/edit/5')
      .reply(200, { success: true, redirect: '/sepet', lines: [] });
    store.dispatch(actions.editConfirmed());
    await waitFor(() => expect(navigateSpy).toHaveBeenCalledWith('/b2b/sepet'));
    api.done();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('edit refused: the alert of error.messages.type, the detail opens with the product marked', async () => {
    const store = await withOffers();
    await previewOf(store, 6);
    const message = 'Bu üründen 3 adet bulunmamaktadır!';
    nock(TEST_ORIGIN)
      .patch('/api/catalog/offer/edit/6')
      .reply(400, { error: { messages: { type: message } }, product: { id: 12 } });
    store.dispatch(actions.editConfirmed());
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(message));
    expect(navigateSpy).not.toHaveBeenCalled();
    expect(list(store)).toMatchObject({ detail: 6, blockedProduct: { 6: 12 }, busy: {} });
    expect(list(store).edit.status).toBe('idle');
  });

  it('edit over a broken network alerts the error', async () => {
    const store = await withOffers();
    await previewOf(store, 5);
    nock(TEST_ORIGIN).patch('/api/catalog/offer/edit/5').replyWithError('ECONNRESET');
    store.dispatch(actions.editConfirmed());
    await waitFor(() =>
      expect(alertSpy).toHaveBeenCalledWith(
        'Sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol edip tekrar deneyin.',
      ),
    );
    expect(list(store).detail).toBeNull();
    expect(navigateSpy).not.toHaveBeenCalled();
    expect(errorSpy).toHaveBeenCalled();
  });

  it('edit with nothing that can go says so and sends nothing', async () => {
    const store = await withOffers();
    await previewOf(store, 5, '', [
      makeProduct({ id: 11, quantity: 0 }),
      makeProduct({ id: 12, quantity: 0 }),
    ]);
    expect(selectOfferEditPreview(store.getState()).batch).toEqual([]);
    store.dispatch(actions.editConfirmed());
    await waitFor(() =>
      expect(list(store).edit).toMatchObject({
        status: 'ready',
        message: 'Bu tekliften sepete aktarılabilecek ürün kalmadı.',
      }),
    );
    expect(navigateSpy).not.toHaveBeenCalled();
  });

  it('closing the edit preview while it loads aborts the call; the row is free again', async () => {
    const store = await withOffers();
    let signal: AbortSignal | undefined;
    nock(TEST_ORIGIN)
      .post('/api/catalog/product-lookup')
      .delay(1000)
      .reply(200, { codes: [], products: PRODUCTS })
      .on('request', (req: Request) => (signal = req.signal));
    store.dispatch(actions.editRequested(5));
    expect(list(store).busy).toEqual({ 5: 'edit' });
    await waitFor(() => expect(signal).toBeDefined());
    store.dispatch(actions.editClosed());
    expect(signal?.aborted).toBe(true);
    expect(list(store).edit.status).toBe('idle');
    expect(list(store).busy).toEqual({});
  });
});
