import { waitFor } from '@testing-library/react';
import nock from 'nock';
import { DEFAULT_SETTINGS } from '../../../src/contract/hostConfigDefaults';
import type { HostConfig, Settings, User } from '../../../src/contract/hostConfig';
import { OFFER_LIST_PATH } from '../../../src/domain/shared/routes';
import * as browser from '../../../src/sagas/runtime/browser';
import {
  cartQuantitySetRequested,
  offerRequested,
  orderRequested,
} from '../../../src/store/cart/cartIntents';
import { selectCartSubmitting } from '../../../src/store/cart/cartSelectors';
import type { RunningAppStore } from '../../../src/app/createAppStore';
import { customerConfig, makeCartItem } from '../../support/cart';
import { makeProduct, makeUnit } from '../../support/products';
import { createTestStore, TEST_ORIGIN } from '../../support/renderWidget';

const CART = '/api/catalog/cart';
let alertSpy: jest.SpyInstance;
let navigateSpy: jest.SpyInstance;
let reloadSpy: jest.SpyInstance;

beforeEach(() => {
  alertSpy = jest.spyOn(browser, 'alertUser').mockImplementation(() => {});
  navigateSpy = jest.spyOn(browser, 'navigateTo').mockImplementation(() => {});
  reloadSpy = jest.spyOn(browser, 'reloadPage').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  nock.cleanAll();
});

/** A product of 1000 TRY + 20 % tax: a line of n is n × 1200 TRY with tax. */
const pricey = makeProduct({
  id: 3,
  quantity: 1000,
  salePrice: { value: 1000, currency: 'TRY' },
  units: [makeUnit({ defaultPrice: { value: 1000, currency: 'TRY' } })],
});

async function customerStore(
  lines = [makeCartItem(makeProduct(), 2)],
  config: { settings?: Partial<Settings>; user?: Partial<User> } = {},
): Promise<RunningAppStore> {
  nock(TEST_ORIGIN).get(CART).reply(200, lines);
  const base: HostConfig = customerConfig();
  const store = createTestStore(
    customerConfig({
      settings: { ...DEFAULT_SETTINGS, ...config.settings },
      user: { ...base.user, ...config.user },
    }),
  );
  await waitFor(() => expect(store.getState().cart.status).toBe('loaded'));
  return store;
}

const form = (body: unknown) =>
  typeof body === 'string' ? Object.fromEntries(new URLSearchParams(body)) : { ...(body as object) };

const saved = { success: true, orderId: 41, orderNo: 'SIP-000041', redirect: '/siparis/tamamlandi/41' };

describe('saving the order (sections 4, 7, 8)', () => {
  it('posts the note and the plan, marks saveOrder, and reloads the page on success', async () => {
    const store = await customerStore();
    let body: Record<string, string> = {};
    nock(TEST_ORIGIN)
      .post(CART, (b) => {
        body = form(b);
        return true;
      })
      .reply(200, saved);
    store.dispatch(orderRequested({ description: '  Kapıya teslim  ', advencePrice: 'advencePrice2' }));
    await waitFor(() =>
      expect(store.getState().cart.fetching).toEqual({ productId: null, operation: 'saveOrder' }),
    );
    await waitFor(() => expect(reloadSpy).toHaveBeenCalledTimes(1));
    expect(body).toEqual({ description: 'Kapıya teslim', advencePrice: 'advencePrice2' });
    // The loader stays until the page is gone.
    expect(selectCartSubmitting(store.getState())).toBe('saveOrder');
    expect(alertSpy).not.toHaveBeenCalled();
  });

  // Was 'Sipariş notu yok'; the default is display text now, the stored note what was typed.
  it('sends an empty note as empty (blanks trimmed)', async () => {
    const store = await customerStore();
    let body: Record<string, string> = {};
    nock(TEST_ORIGIN)
      .post(CART, (b) => {
        body = form(b);
        return true;
      })
      .reply(200, saved);
    store.dispatch(orderRequested({ description: '   ', advencePrice: 'advencePrice1' }));
    await waitFor(() => expect(reloadSpy).toHaveBeenCalled());
    expect(body.description).toBe('');
  });

  it('never sends twice for one click: repeats while saving are ignored', async () => {
    const store = await customerStore();
    const api = nock(TEST_ORIGIN).post(CART).delay(50).reply(200, saved);
    for (let i = 0; i < 3; i += 1)
      store.dispatch(orderRequested({ description: '', advencePrice: 'advencePrice1' }));
    await waitFor(() => expect(reloadSpy).toHaveBeenCalledTimes(1));
    api.done();
    store.dispatch(orderRequested({ description: '', advencePrice: 'advencePrice1' }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(reloadSpy).toHaveBeenCalledTimes(1);
  });

  it('waits for a queued quantity change before the cart becomes an order', async () => {
    const product = makeProduct();
    const store = await customerStore([makeCartItem(product, 2)]);
    const calls: string[] = [];
    // (Body matchers, not reply functions: nock 15 hangs on a reply function for a fetch body.)
    nock(TEST_ORIGIN)
      .patch(`${CART}/1`, () => {
        calls.push('patch');
        return true;
      })
      .delay(40)
      .reply(200, makeCartItem(product, 5));
    nock(TEST_ORIGIN)
      .post(CART, () => {
        calls.push('order');
        return true;
      })
      .reply(200, saved);
    store.dispatch(cartQuantitySetRequested({ productId: 1, quantity: 5 }));
    store.dispatch(orderRequested({ description: '', advencePrice: 'advencePrice1' }));
    await waitFor(() => expect(reloadSpy).toHaveBeenCalled());
    expect(calls).toEqual(['patch', 'order']);
  });

  it.each([
    [
      'a refusal with the server message',
      () =>
        nock(TEST_ORIGIN)
          .post(CART)
          .reply(400, { error: { messages: { type: 'Sepetiniz boş.' } } }),
      'Sepetiniz boş.',
    ],
    [
      'a failure without a message',
      () => nock(TEST_ORIGIN).post(CART).reply(500, ''),
      'İşlem tamamlanamadı (HTTP 500). Lütfen daha sonra tekrar deneyin.',
    ],
    [
      'a network failure',
      () => nock(TEST_ORIGIN).post(CART).replyWithError('socket hang up'),
      'Sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol edip tekrar deneyin.',
    ],
    [
      'a malformed answer',
      () => nock(TEST_ORIGIN).post(CART).reply(200, { success: 'yes' }),
      'Sunucudan beklenmeyen bir yanıt geldi. Lütfen daha sonra tekrar deneyin.',
    ],
  ])('%s: the loader goes, the alert says why, nothing reloads', async (_name, reply, text) => {
    const store = await customerStore();
    reply();
    store.dispatch(orderRequested({ description: 'not', advencePrice: 'advencePrice1' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(text));
    expect(selectCartSubmitting(store.getState())).toBeNull();
    expect(store.getState().cart.fetching).toBeNull();
    expect(reloadSpy).not.toHaveBeenCalled();
    expect(store.getState().cart.items).toHaveLength(1);
  });

  it('an expired session (401) goes to the login page', async () => {
    const store = await customerStore();
    nock(TEST_ORIGIN)
      .post(CART)
      .reply(401, { error: { messages: { type: 'Giriş yapınız.' } } });
    store.dispatch(orderRequested({ description: '', advencePrice: 'advencePrice1' }));
    await waitFor(() => expect(navigateSpy).toHaveBeenCalledWith('/account/login'));
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('over the risk limit nothing is sent and the spec message is alerted', async () => {
    // Limit 5.000, overdue 1.000: 4.000 TL available; 4 × 1.200 = 4.800 TL is 800 over.
    const store = await customerStore([makeCartItem(pricey, 4)], {
      settings: { b2b_risk_limit_islem: '1' },
      user: { riskLimit: 5000, debt: { overdueBalance: 1000, overdueBalanceExpiryDay: 10, currency: 'TRY' } },
    });
    const api = nock(TEST_ORIGIN).post(CART).reply(200, saved);
    store.dispatch(orderRequested({ description: '', advencePrice: 'advencePrice1' }));
    await waitFor(() =>
      expect(alertSpy).toHaveBeenCalledWith(
        'Açık hesap risk limitinizi 800,00 TL aştınız. En fazla 4.000,00 TL sipariş oluşturabilirsiniz veya ödemesini yaparak satın alabilirsiniz.',
      ),
    );
    expect(api.isDone()).toBe(false);
    expect(selectCartSubmitting(store.getState())).toBeNull();
  });

  it('a risk limit of exactly 1 blocks ordering outright', async () => {
    const store = await customerStore([makeCartItem(pricey, 1)], {
      settings: { b2b_risk_limit_islem: '1' },
      user: { riskLimit: 1 },
    });
    const api = nock(TEST_ORIGIN).post(CART).reply(200, saved);
    store.dispatch(orderRequested({ description: '', advencePrice: 'advencePrice1' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledTimes(1));
    expect(alertSpy.mock.calls[0]![0]).toMatch(
      /^Açık hesap risk limitinizi 1.200,00 TL aştınız. En fazla 0,00 TL/,
    );
    expect(api.isDone()).toBe(false);
  });

  it('within the limit the order goes through', async () => {
    const store = await customerStore([makeCartItem(pricey, 3)], {
      settings: { b2b_risk_limit_islem: '1' },
      user: { riskLimit: 5000, debt: { overdueBalance: 1000, overdueBalanceExpiryDay: 10, currency: 'TRY' } },
    });
    nock(TEST_ORIGIN).post(CART).reply(200, saved);
    store.dispatch(orderRequested({ description: '', advencePrice: 'advencePrice1' }));
    await waitFor(() => expect(reloadSpy).toHaveBeenCalled());
  });
});

describe('making an offer (sections 4, 7, 8)', () => {
  const made = { success: true, offerId: 9, orderNo: 'TKL-000009', redirect: '/teklif/liste' };

  it("posts the description and the cart's payment plan, marks makeOffer and goes to the offer list", async () => {
    const store = await customerStore();
    let body: Record<string, string> = {};
    nock(TEST_ORIGIN)
      .post(`${CART}/offer`, (b) => {
        body = form(b);
        return true;
      })
      .reply(200, made);
    store.dispatch(offerRequested({ description: 'Proje için $& $1', advencePrice: 'advencePrice1' }));
    await waitFor(() =>
      expect(store.getState().cart.fetching).toEqual({ productId: null, operation: 'makeOffer' }),
    );
    await waitFor(() => expect(navigateSpy).toHaveBeenCalledWith(OFFER_LIST_PATH));
    expect(body).toEqual({ description: 'Proje için $& $1', advencePrice: 'advencePrice1' });
  });

  it('a refusal alerts the server message and the button comes back', async () => {
    const store = await customerStore();
    nock(TEST_ORIGIN)
      .post(`${CART}/offer`)
      .reply(403, { error: { messages: { type: 'Teklif verme kapalı.' } } });
    store.dispatch(offerRequested({ description: '', advencePrice: '' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Teklif verme kapalı.'));
    expect(selectCartSubmitting(store.getState())).toBeNull();
    expect(navigateSpy).not.toHaveBeenCalled();
  });
});
