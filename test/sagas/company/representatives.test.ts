/**
 * The sales representatives' session against a real store, nock answering the host's calls: the
 * book, starting and stopping acting (the page reloads or goes to the book), the consent read and
 * saved, and every kind of failure (401 to the login page; 403, 404, 500 and malformed answers with a
 * clear message and nothing of the request lost).
 */
import { screen, waitFor } from '@testing-library/react';
import nock from 'nock';
import { createElement } from 'react';
import type { RunningAppStore } from '../../../src/app/createAppStore';
import * as browser from '../../../src/sagas/runtime/browser';
import {
  representativesActions as actions,
  selectRepresentatives,
} from '../../../src/store/company/representatives';
import { createTestStore, renderWidget, TEST_ORIGIN } from '../../support/renderWidget';
import {
  ACTING,
  BOOK,
  CONSENT,
  HOSTILE_NAMES,
  bookCustomer,
  refusal,
  representativeConfig,
  THREE_CUSTOMERS,
} from '../../support/representatives';

const stores: RunningAppStore[] = [];
let navigateSpy: jest.SpyInstance;
let reloadSpy: jest.SpyInstance;
let errorSpy: jest.SpyInstance;
beforeEach(() => {
  navigateSpy = jest.spyOn(browser, 'navigateTo').mockImplementation(() => {});
  reloadSpy = jest.spyOn(browser, 'reloadPage').mockImplementation(() => {});
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  window.history.replaceState(null, '', '/temsilci');
});
afterEach(() => {
  stores.splice(0);
  nock.cleanAll();
  jest.restoreAllMocks();
});

function store(config = representativeConfig()) {
  const s = createTestStore(config);
  stores.push(s);
  return s;
}
const state = (s: RunningAppStore) => selectRepresentatives(s.getState());

const session = (actingFor: { companyId: number; code: string | null; name: string } | null) => ({
  representative: { id: 40, name: 'Murat Plasiyer', actingFor },
});

const FAILURES: [string, (scope: nock.Interceptor) => nock.Scope, object][] = [
  [
    'a 403 refusal',
    (s) => s.reply(403, refusal('Bu müşteri adına sipariş verme izniniz yok.')),
    { status: 403, serverMessage: 'Bu müşteri adına sipariş verme izniniz yok.' },
  ],
  [
    'a 404',
    (s) => s.reply(404, refusal('Müşteri bulunamadı.')),
    { status: 404, serverMessage: 'Müşteri bulunamadı.' },
  ],
  ['a 500 without a message', (s) => s.reply(500, 'boom'), { status: 500, serverMessage: null }],
  ['a malformed answer', (s) => s.reply(200, { customers: 'none', representative: 7 }), { malformed: true }],
  ['a network failure', (s) => s.replyWithError('ECONNRESET'), { networkFailure: true }],
];

describe('the book', () => {
  it('GETs the customers, each as the host sent them', async () => {
    const api = nock(TEST_ORIGIN).get(BOOK).reply(200, { customers: THREE_CUSTOMERS });
    const s = store();
    s.dispatch(actions.bookRequested());
    expect(state(s).book.fetching).toBe(true);
    // The first test fetches the session's chunk: slower than the rest on a cold transform cache.
    await waitFor(() => expect(state(s).book.loaded).toBe(true), { timeout: 5000 });
    api.done();
    expect(state(s).book).toEqual({ customers: THREE_CUSTOMERS, fetching: false, loaded: true, error: null });
  });

  it.each(HOSTILE_NAMES)('keeps a customer named %j exactly', async (name) => {
    nock(TEST_ORIGIN)
      .get(BOOK)
      .reply(200, { customers: [bookCustomer({ name })] });
    const s = store();
    s.dispatch(actions.bookRequested());
    await waitFor(() => expect(state(s).book.loaded).toBe(true));
    expect(state(s).book.customers[0]!.name).toBe(name);
  });

  it.each(FAILURES)(
    '%s: the book says what went wrong, and a retry loads it',
    async (_what, fail, failure) => {
      fail(nock(TEST_ORIGIN).get(BOOK));
      const s = store();
      s.dispatch(actions.bookRequested());
      await waitFor(() => expect(state(s).book.error).not.toBeNull());
      expect(state(s).book.error).toMatchObject(failure);
      expect(state(s).book).toMatchObject({ fetching: false, loaded: false });
      nock(TEST_ORIGIN).get(BOOK).reply(200, { customers: THREE_CUSTOMERS });
      s.dispatch(actions.bookRequested());
      await waitFor(() => expect(state(s).book.loaded).toBe(true));
      expect(state(s).book.error).toBeNull();
    },
  );

  it('a 401 goes to the login page and back to the book', async () => {
    nock(TEST_ORIGIN).get(BOOK).reply(401, refusal('Oturum kapandı.'));
    const s = store();
    s.dispatch(actions.bookRequested());
    await waitFor(() => expect(navigateSpy).toHaveBeenCalledWith('/account/login?returnUrl=%2Ftemsilci'));
  });
});

describe('acting for a customer', () => {
  it('from the book, POSTs the company with the CSRF token, then opens the storefront as the customer’s', async () => {
    const api = nock(TEST_ORIGIN, { reqheaders: { 'x-csrf-token': 'test-csrf' } })
      .post(ACTING, { companyId: 2 })
      .reply(200, session({ companyId: 2, code: 'C002', name: 'Işık Aydınlatma' }));
    const s = store();
    s.dispatch(actions.actingStartRequested({ companyId: 2 }));
    expect(state(s).acting.pending).toBe(2);
    await waitFor(() => expect(navigateSpy).toHaveBeenCalledWith('/'));
    expect(reloadSpy).not.toHaveBeenCalled();
    api.done();
    // The page goes: the busy state stays, so nothing is pressed twice meanwhile.
    expect(state(s).acting).toEqual({ pending: 2, error: null });
  });

  it('from another page (Müşteri Seç in the top bar), reloads that page as the customer’s', async () => {
    window.history.replaceState(null, '', '/viko?sort=name');
    nock(TEST_ORIGIN)
      .post(ACTING, { companyId: 2 })
      .reply(200, session({ companyId: 2, code: null, name: 'B' }));
    const s = store();
    s.dispatch(actions.actingStartRequested({ companyId: 2 }));
    await waitFor(() => expect(reloadSpy).toHaveBeenCalledTimes(1));
    expect(navigateSpy).not.toHaveBeenCalled();
  });

  it('a second choice while the first is under way is not sent', async () => {
    const api = nock(TEST_ORIGIN)
      .post(ACTING, { companyId: 1 })
      .delay(50)
      .reply(200, session({ companyId: 1, code: 'C001', name: 'Yıldız Elektrik' }));
    const s = store();
    s.dispatch(actions.actingStartRequested({ companyId: 1 }));
    s.dispatch(actions.actingStartRequested({ companyId: 2 }));
    await waitFor(() => expect(navigateSpy).toHaveBeenCalledTimes(1));
    api.done();
    expect(nock.pendingMocks()).toEqual([]);
  });

  it.each(FAILURES)(
    '%s: the page stays, and the reason is kept for the picker and the book',
    async (_w, fail, failure) => {
      fail(nock(TEST_ORIGIN).post(ACTING, { companyId: 3 }));
      const s = store();
      s.dispatch(actions.actingStartRequested({ companyId: 3 }));
      await waitFor(() => expect(state(s).acting.error).not.toBeNull());
      expect(state(s).acting.pending).toBeNull();
      expect(state(s).acting.error).toMatchObject(failure);
      expect(reloadSpy).not.toHaveBeenCalled();
      expect(navigateSpy).not.toHaveBeenCalled();
    },
  );

  it('a 401 goes to the login page instead', async () => {
    nock(TEST_ORIGIN).post(ACTING).reply(401, refusal('Oturum kapandı.'));
    const s = store();
    s.dispatch(actions.actingStartRequested({ companyId: 1 }));
    await waitFor(() => expect(navigateSpy).toHaveBeenCalledWith('/account/login?returnUrl=%2Ftemsilci'));
    expect(reloadSpy).not.toHaveBeenCalled();
  });

  it('Çık DELETEs the acting and goes to the book under the base path', async () => {
    const api = nock(TEST_ORIGIN, { reqheaders: { 'x-csrf-token': 'test-csrf' } })
      .delete(`/magaza${ACTING}`)
      .reply(200, session(null));
    const config = representativeConfig({ companyId: 1, code: 'C001', name: 'Yıldız Elektrik' });
    const s = store({ ...config, basePath: '/magaza' });
    s.dispatch(actions.actingStopRequested());
    await waitFor(() => expect(navigateSpy).toHaveBeenCalledWith('/magaza/temsilci'));
    api.done();
  });

  it.each(FAILURES)('Çık with %s stays on the page with the reason', async (_w, fail, failure) => {
    fail(nock(TEST_ORIGIN).delete(ACTING));
    const s = store(representativeConfig({ companyId: 1, code: 'C001', name: 'Yıldız Elektrik' }));
    s.dispatch(actions.actingStopRequested());
    await waitFor(() => expect(state(s).acting.error).not.toBeNull());
    expect(state(s).acting.error).toMatchObject(failure);
    expect(navigateSpy).not.toHaveBeenCalled();
  });
});

describe('the customer’s consent', () => {
  const consent = {
    representative: { name: 'Murat Plasiyer', phone: '0532 000 00 00', email: 'murat@dagitici.com.tr' },
    mayOrder: false,
    orderLimit: null,
  };

  it('GETs the consent, then PUTs the new one with the CSRF token and says it was saved', async () => {
    nock(TEST_ORIGIN).get(CONSENT).reply(200, consent);
    const saved = { ...consent, mayOrder: true, orderLimit: 5000.5 };
    const put = nock(TEST_ORIGIN, { reqheaders: { 'x-csrf-token': 'test-csrf' } })
      .put(CONSENT, { mayOrder: true, orderLimit: 5000.5 })
      .reply(200, saved);
    const s = store(representativeConfig());
    renderWidget(createElement('div'), s);
    s.dispatch(actions.consentRequested());
    await waitFor(() => expect(state(s).consent.answer).toEqual(consent));
    s.dispatch(actions.consentSaveRequested({ mayOrder: true, orderLimit: 5000.5 }));
    expect(state(s).consent.saving).toBe(true);
    await waitFor(() => expect(state(s).consent.savedCount).toBe(1));
    put.done();
    expect(state(s).consent).toMatchObject({ answer: saved, saving: false, saveError: null });
    expect(await screen.findByText('Temsilci izni kaydedildi.')).toBeTruthy();
  });

  it.each(FAILURES)('a save with %s keeps the consent as it was and says why', async (_w, fail, failure) => {
    nock(TEST_ORIGIN).get(CONSENT).reply(200, consent);
    fail(nock(TEST_ORIGIN).put(CONSENT));
    const s = store(representativeConfig());
    s.dispatch(actions.consentRequested());
    await waitFor(() => expect(state(s).consent.answer).toEqual(consent));
    s.dispatch(actions.consentSaveRequested({ mayOrder: true, orderLimit: 100 }));
    await waitFor(() => expect(state(s).consent.saveError).not.toBeNull());
    expect(state(s).consent).toMatchObject({
      answer: consent,
      saving: false,
      savedCount: 0,
      saveError: failure,
    });
  });

  it.each(FAILURES)('a read with %s says why', async (_w, fail, failure) => {
    fail(nock(TEST_ORIGIN).get(CONSENT));
    const s = store(representativeConfig());
    s.dispatch(actions.consentRequested());
    await waitFor(() => expect(state(s).consent.error).not.toBeNull());
    expect(state(s).consent).toMatchObject({ answer: null, fetching: false, error: failure });
  });

  it('a save answered 401 goes to the login page', async () => {
    nock(TEST_ORIGIN).put(CONSENT).reply(401, refusal('Oturum kapandı.'));
    const s = store(representativeConfig());
    s.dispatch(actions.consentSaveRequested({ mayOrder: true, orderLimit: null }));
    await waitFor(() => expect(navigateSpy).toHaveBeenCalled());
    expect(errorSpy).not.toHaveBeenCalledWith(expect.anything(), expect.stringContaining('Oturum'));
  });
});
