import nock from 'nock';
import * as browser from '../../../src/sagas/runtime/browser';
import { cookieConsentActions, selectCookieConsent } from '../../../src/store/chrome/cookieConsent';
import { languageActions, selectLanguage } from '../../../src/store/chrome/language';
import { selectLocale } from '../../../src/store/chrome/locale';
import { selectTopHeader, topHeaderActions } from '../../../src/store/chrome/topHeader';
import { createTestStore, TEST_ORIGIN, testConfig } from '../../support/renderWidget';

const INFO = {
  isAuthenticated: true,
  salesRepresentativeName: 'Ahmet Kaya',
  salesRepresentativePhone: '0532 111 22 33',
  salesRepresentativeEmail: 'ahmet@example.com',
  customerName: 'Yıldız Elektrik',
  customerBalance: 48250.75,
  customerCurrency: 'TL',
};

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

describe('top-header flow', () => {
  it('asks GET /api/catalog/top-header-info once and stores the answer', async () => {
    const api = nock(TEST_ORIGIN).get('/api/catalog/top-header-info').once().reply(200, INFO);
    const store = createTestStore();
    store.dispatch(topHeaderActions.requested());
    store.dispatch(topHeaderActions.requested());
    expect(selectTopHeader(store.getState()).status).toBe('loading');
    await until(() => selectTopHeader(store.getState()).status === 'loaded');
    api.done();
    expect(selectTopHeader(store.getState()).info).toEqual(INFO);
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['a server error', (scope: nock.Interceptor) => scope.reply(500, {})],
    ['a malformed answer', (scope: nock.Interceptor) => scope.reply(200, { isAuthenticated: 'yes' })],
    ['a network failure', (scope: nock.Interceptor) => scope.replyWithError('socket hang up')],
  ])('on %s: logs only and marks it failed', async (_name, answer) => {
    answer(nock(TEST_ORIGIN).get('/api/catalog/top-header-info'));
    const store = createTestStore();
    store.dispatch(topHeaderActions.requested());
    await until(() => selectTopHeader(store.getState()).status === 'failed');
    expect(selectTopHeader(store.getState()).info).toBeNull();
    expect(String(errorSpy.mock.calls[0]?.[0])).toContain('top-header info could not be loaded');
  });
});

describe('language flow', () => {
  function spies() {
    return {
      reload: jest.spyOn(browser, 'reloadPage').mockImplementation(() => {}),
      navigate: jest.spyOn(browser, 'navigateTo').mockImplementation(() => {}),
      address: jest
        .spyOn(browser, 'currentAddress')
        .mockReturnValue({ pathname: '/viko', search: '?page=2', hash: '' }),
    };
  }

  it('saves locale with the settings call, sets the active locale and reloads the page', async () => {
    const { reload, navigate } = spies();
    let saved: unknown;
    nock(TEST_ORIGIN)
      .post('/api/catalog/settings', (body) => {
        saved = body;
        return true;
      })
      .reply(200, { success: true });
    const store = createTestStore();
    store.dispatch(languageActions.chosen('en'));
    expect(selectLanguage(store.getState()).saving).toBe('en');
    await until(() => reload.mock.calls.length === 1);
    expect(saved).toEqual({ key: 'locale', value: 'en' });
    expect(selectLocale(store.getState())).toBe('en');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on a /{locale}/{brand}/{url} address goes to the same page in the chosen language', async () => {
    const { reload, navigate, address } = spies();
    address.mockReturnValue({ pathname: '/shop/tr/viko/karre', search: '?sort=price', hash: '#top' });
    nock(TEST_ORIGIN).post('/shop/api/catalog/settings').reply(200, { success: true });
    const store = createTestStore(testConfig({ basePath: '/shop' }));
    store.dispatch(languageActions.chosen('en'));
    await until(() => navigate.mock.calls.length === 1);
    expect(navigate).toHaveBeenCalledWith('/shop/en/viko/karre?sort=price#top');
    expect(reload).not.toHaveBeenCalled();
  });

  it('keeps the page and the language when saving fails, and says so', async () => {
    const { reload } = spies();
    nock(TEST_ORIGIN).post('/api/catalog/settings').reply(500, {});
    const store = createTestStore();
    store.dispatch(languageActions.chosen('en'));
    await until(() => selectLanguage(store.getState()).failed);
    expect(selectLanguage(store.getState()).saving).toBeNull();
    expect(selectLocale(store.getState())).toBe('tr');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('cookie consent flow', () => {
  it('hides the notice at once and stores the choice with POST /api/catalog/cookies', async () => {
    let body: unknown;
    nock(TEST_ORIGIN)
      .matchHeader('x-csrf-token', 'test-csrf')
      .post('/api/catalog/cookies', (b) => {
        body = b;
        return true;
      })
      .reply(200, { success: true });
    const store = createTestStore();
    store.dispatch(cookieConsentActions.acceptRequested());
    expect(selectCookieConsent(store.getState())).toMatchObject({ accepted: true, saving: true });
    await until(() => !selectCookieConsent(store.getState()).saving);
    expect(body).toEqual({ allowCookies: true });
    expect(selectCookieConsent(store.getState())).toEqual({ accepted: true, saving: false, failed: false });
  });

  it('brings the notice back with a failure so the user can try again', async () => {
    nock(TEST_ORIGIN).post('/api/catalog/cookies').replyWithError('offline');
    const store = createTestStore();
    store.dispatch(cookieConsentActions.acceptRequested());
    await until(() => selectCookieConsent(store.getState()).failed);
    expect(selectCookieConsent(store.getState())).toEqual({ accepted: false, saving: false, failed: true });
    expect(errorSpy).toHaveBeenCalled();
  });
});
