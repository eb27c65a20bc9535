/**
 * The company users' session against a real store, nock answering the host's calls:
 * load, create (the one-time password reaches the widget and leaves the store), edit, deactivate
 * and reactivate, and every kind of failure.
 */
import { screen, waitFor } from '@testing-library/react';
import nock from 'nock';
import { createElement } from 'react';
import type { RunningAppStore } from '../../../src/app/createAppStore';
import type { CompanyUser, CompanyUserRequest } from '../../../src/contract/company';
import * as browser from '../../../src/sagas/runtime/browser';
import { companyUsersActions as actions, selectCompanyUsers } from '../../../src/store/company/companyUsers';
import { createTestStore, renderWidget, TEST_ORIGIN, testConfig } from '../../support/renderWidget';

const USERS = '/api/company/users';

function makeUser(overrides: Partial<CompanyUser> = {}): CompanyUser {
  return {
    id: 2,
    name: 'Ayşe Yıldız',
    username: 'bayi1',
    email: 'ayse@yildizelektrik.com.tr',
    phone: '0212 555 10 10',
    role: 'yonetici',
    orderLimit: null,
    monthlyLimit: null,
    branchIds: [],
    active: true,
    self: true,
    ...overrides,
  };
}

const buyer = makeUser({
  id: 7,
  name: 'Mert Satın',
  username: 'bayi1.satinalma',
  email: 'mert@yildizelektrik.com.tr',
  role: 'satinalma',
  orderLimit: 10000,
  monthlyLimit: 50000,
  branchIds: [1],
  self: false,
});
const BRANCHES = [
  { id: 1, name: 'Kadıköy Şube' },
  { id: 2, name: 'Ümraniye Depo' },
];
const usersAnswer = (users: CompanyUser[] = [makeUser(), buyer]) => ({
  users,
  branches: BRANCHES,
  usernamePrefix: 'bayi1.',
});

const request: CompanyUserRequest = {
  name: 'Zeynep Onay',
  username: 'bayi1.zeynep',
  email: 'zeynep@yildizelektrik.com.tr',
  phone: '',
  role: 'onaylayici',
  orderLimit: null,
  monthlyLimit: 2500.5,
  branchIds: [2],
};
const zeynep = makeUser({ ...request, id: 9, self: false });
const refusal = (type: string) => ({ error: { messages: { type } } });

const stores: RunningAppStore[] = [];
let navigateSpy: jest.SpyInstance;
let errorSpy: jest.SpyInstance;
beforeEach(() => {
  navigateSpy = jest.spyOn(browser, 'navigateTo').mockImplementation(() => {});
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  window.history.replaceState(null, '', '/hesap/kullanicilar');
});
afterEach(() => {
  for (const store of stores.splice(0)) store.dispatch(actions.closed());
  jest.restoreAllMocks();
});

const state = (store: RunningAppStore) => selectCompanyUsers(store.getState());

function open(config = testConfig()) {
  const store = createTestStore(config);
  stores.push(store);
  store.dispatch(actions.opened());
  return store;
}

async function loadedStore() {
  nock(TEST_ORIGIN).get(USERS).reply(200, usersAnswer());
  const store = open();
  await waitFor(() => expect(state(store).loaded).toBe(true));
  return store;
}

describe('company users: loading', () => {
  it('GETs the users and the branches when the widget opens', async () => {
    const api = nock(TEST_ORIGIN).get(USERS).reply(200, usersAnswer());
    const store = open();
    await waitFor(() => expect(state(store).loaded).toBe(true));
    api.done();
    expect(state(store)).toMatchObject({
      fetching: false,
      error: null,
      branches: BRANCHES,
      usernamePrefix: 'bayi1.',
    });
    expect(state(store).users.map((u) => u.username)).toEqual(['bayi1', 'bayi1.satinalma']);
  });

  it.each([
    [
      'a server refusal',
      (s: nock.Interceptor) => s.reply(403, refusal('Bu işlem için yetkiniz yok.')),
      { status: 403, serverMessage: 'Bu işlem için yetkiniz yok.' },
    ],
    ['a network failure', (s: nock.Interceptor) => s.replyWithError('ECONNRESET'), { networkFailure: true }],
    [
      'a malformed answer',
      (s: nock.Interceptor) => s.reply(200, { users: [{ id: 'x' }], branches: [] }),
      { malformed: true },
    ],
    ['an answer that is not JSON', (s: nock.Interceptor) => s.reply(200, '<html>'), { malformed: true }],
  ])('%s becomes the error state; the retry loads again', async (_name, reply, failure) => {
    reply(nock(TEST_ORIGIN).get(USERS));
    const store = open();
    await waitFor(() => expect(state(store).error).toMatchObject(failure));
    expect(state(store)).toMatchObject({ fetching: false, loaded: false });
    expect(errorSpy).toHaveBeenCalled();
    nock(TEST_ORIGIN).get(USERS).reply(200, usersAnswer());
    store.dispatch(actions.loadRequested());
    await waitFor(() => expect(state(store).users).toHaveLength(2));
    expect(state(store).error).toBeNull();
  });

  it('a 401 sends the user to the login page, coming back here', async () => {
    nock(TEST_ORIGIN).get(`/shop${USERS}`).reply(401, refusal('Lütfen giriş yapınız.'));
    window.history.replaceState(null, '', '/shop/hesap/kullanicilar');
    const store = open(testConfig({ basePath: '/shop' }));
    await waitFor(() => expect(navigateSpy).toHaveBeenCalledTimes(1));
    expect(navigateSpy).toHaveBeenCalledWith('/shop/account/login?returnUrl=%2Fshop%2Fhesap%2Fkullanicilar');
    expect(state(store).error).toBeNull();
  });
});

describe('company users: adding', () => {
  it('POSTs the form with the CSRF token; the password goes to the widget once, the list gains the user', async () => {
    const store = await loadedStore();
    renderWidget(createElement('div'), store);
    const api = nock(TEST_ORIGIN, { reqheaders: { 'x-csrf-token': 'test-csrf' } })
      .post(USERS, request as unknown as nock.RequestBodyMatcher)
      .reply(200, { user: zeynep, oneTimePassword: 'Kp7mQ2xR9s' });
    store.dispatch(actions.saveRequested({ id: null, user: request }));
    expect(state(store).saving).toBe(true);
    await waitFor(() => expect(state(store).saving).toBe(false));
    api.done();
    expect(state(store)).toMatchObject({
      savedCount: 1,
      saveError: null,
      created: { username: 'bayi1.zeynep', oneTimePassword: 'Kp7mQ2xR9s' },
    });
    // Yöneticiler first, then by name (the host's order).
    expect(state(store).users.map((u) => u.id)).toEqual([2, 7, 9]);
    expect(await screen.findByText('Kullanıcı oluşturuldu.')).toBeTruthy();
    // The widget takes it: the store forgets it.
    store.dispatch(actions.oneTimePasswordTaken());
    expect(state(store).created).toBeNull();
    expect(JSON.stringify(store.getState())).not.toContain('Kp7mQ2xR9s');
  });

  it('closing the widget forgets a password not taken yet', async () => {
    const store = await loadedStore();
    nock(TEST_ORIGIN).post(USERS).reply(200, { user: zeynep, oneTimePassword: 'Kp7mQ2xR9s' });
    store.dispatch(actions.saveRequested({ id: null, user: request }));
    await waitFor(() => expect(state(store).created).not.toBeNull());
    store.dispatch(actions.closed());
    expect(JSON.stringify(store.getState())).not.toContain('Kp7mQ2xR9s');
  });

  it("a 400 in the spec's shape keeps the form's failure with the server's text; nothing is added", async () => {
    const store = await loadedStore();
    nock(TEST_ORIGIN).post(USERS).reply(400, refusal('Bu kullanıcı adı kullanılıyor.'));
    store.dispatch(actions.saveRequested({ id: null, user: request }));
    await waitFor(() => expect(state(store).saving).toBe(false));
    expect(state(store)).toMatchObject({
      savedCount: 0,
      created: null,
      saveError: { status: 400, serverMessage: 'Bu kullanıcı adı kullanılıyor.' },
    });
    expect(state(store).users).toHaveLength(2);
    store.dispatch(actions.saveErrorCleared());
    expect(state(store).saveError).toBeNull();
  });

  it.each([
    ['a network failure', (s: nock.Interceptor) => s.replyWithError('ECONNRESET'), { networkFailure: true }],
    [
      'a malformed answer (no password)',
      (s: nock.Interceptor) => s.reply(200, { user: zeynep }),
      { malformed: true },
    ],
  ])('%s is a failed save, and nothing of the answer reaches the console', async (_name, reply, failure) => {
    const store = await loadedStore();
    reply(nock(TEST_ORIGIN).post(USERS));
    store.dispatch(actions.saveRequested({ id: null, user: request }));
    await waitFor(() => expect(state(store).saveError).toMatchObject(failure));
    expect(state(store).users).toHaveLength(2);
    expect(JSON.stringify(errorSpy.mock.calls)).not.toContain('zeynep');
  });

  it('a 401 sends the user to the login page', async () => {
    const store = await loadedStore();
    nock(TEST_ORIGIN).post(USERS).reply(401, refusal('Lütfen giriş yapınız.'));
    store.dispatch(actions.saveRequested({ id: null, user: request }));
    await waitFor(() => expect(navigateSpy).toHaveBeenCalledTimes(1));
    expect(navigateSpy).toHaveBeenCalledWith('/account/login?returnUrl=%2Fhesap%2Fkullanicilar');
  });

  it('a second Kaydet while one is under way sends nothing more', async () => {
    const store = await loadedStore();
    const api = nock(TEST_ORIGIN)
      .post(USERS)
      .delay(30)
      .reply(200, { user: zeynep, oneTimePassword: 'Kp7mQ2xR9s' });
    store.dispatch(actions.saveRequested({ id: null, user: request }));
    store.dispatch(actions.saveRequested({ id: null, user: request }));
    await waitFor(() => expect(state(store).saving).toBe(false));
    api.done();
    expect(state(store).savedCount).toBe(1);
    expect(errorSpy).not.toHaveBeenCalled();
  });
});

describe('company users: editing', () => {
  it('PATCHes the user; the row is replaced and "saved" is said', async () => {
    const store = await loadedStore();
    renderWidget(createElement('div'), store);
    const edited = {
      ...request,
      name: 'Mert Satın',
      username: 'bayi1.satinalma',
      role: 'satinalma' as const,
    };
    const api = nock(TEST_ORIGIN)
      .patch(`${USERS}/7`, edited as unknown as nock.RequestBodyMatcher)
      .reply(200, { user: { ...buyer, orderLimit: null, monthlyLimit: '2500.50', branchIds: [2] } });
    store.dispatch(actions.saveRequested({ id: 7, user: edited }));
    await waitFor(() => expect(state(store).savedCount).toBe(1));
    api.done();
    expect(state(store).users.find((u) => u.id === 7)).toMatchObject({
      orderLimit: null,
      monthlyLimit: 2500.5,
      branchIds: [2],
    });
    expect(state(store).created).toBeNull();
    expect(await screen.findByText('Kullanıcı bilgileri kaydedildi.')).toBeTruthy();
  });

  it("the host's refusal (the last Yönetici) is the form's failure", async () => {
    const store = await loadedStore();
    nock(TEST_ORIGIN)
      .patch(`${USERS}/2`)
      .reply(400, refusal('Şirketin en az bir etkin yöneticisi olmalıdır.'));
    store.dispatch(actions.saveRequested({ id: 2, user: { ...request, role: 'izleyici' } }));
    await waitFor(() =>
      expect(state(store).saveError?.serverMessage).toBe('Şirketin en az bir etkin yöneticisi olmalıdır.'),
    );
    expect(state(store).users[0]!.role).toBe('yonetici');
  });
});

describe('company users: deactivating and reactivating', () => {
  it('POSTs …/deactivate, marks the row and says the sessions ended; …/reactivate brings it back', async () => {
    const store = await loadedStore();
    renderWidget(createElement('div'), store);
    const off = nock(TEST_ORIGIN, { reqheaders: { 'x-csrf-token': 'test-csrf' } })
      .post(`${USERS}/7/deactivate`)
      .reply(200, { user: { ...buyer, active: false } });
    store.dispatch(actions.activeChangeRequested({ id: 7, active: false }));
    expect(state(store).toggling).toEqual([7]);
    await waitFor(() => expect(state(store).toggling).toEqual([]));
    off.done();
    expect(state(store).users.find((u) => u.id === 7)!.active).toBe(false);
    expect(
      await screen.findByText('Mert Satın devre dışı bırakıldı; açık oturumları kapatıldı.'),
    ).toBeTruthy();

    const on = nock(TEST_ORIGIN).post(`${USERS}/7/reactivate`).reply(200, { user: buyer });
    store.dispatch(actions.activeChangeRequested({ id: 7, active: true }));
    await waitFor(() => expect(state(store).users.find((u) => u.id === 7)!.active).toBe(true));
    on.done();
    expect(await screen.findByText('Mert Satın yeniden etkinleştirildi.')).toBeTruthy();
  });

  it.each([
    [
      'a refusal',
      (s: nock.Interceptor) => s.reply(400, refusal('Kendinizi devre dışı bırakamazsınız.')),
      'Kendinizi devre dışı bırakamazsınız.',
    ],
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
  ])('%s changes nothing and says why in a toast', async (_name, reply, text) => {
    const store = await loadedStore();
    renderWidget(createElement('div'), store);
    const before = state(store).users;
    reply(nock(TEST_ORIGIN).post(`${USERS}/7/deactivate`));
    store.dispatch(actions.activeChangeRequested({ id: 7, active: false }));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(state(store).toggling).toEqual([]);
    expect(state(store).users).toEqual(before);
  });

  it('a 401 sends the user to the login page without a toast', async () => {
    const store = await loadedStore();
    nock(TEST_ORIGIN).post(`${USERS}/7/deactivate`).reply(401, refusal('Lütfen giriş yapınız.'));
    store.dispatch(actions.activeChangeRequested({ id: 7, active: false }));
    await waitFor(() => expect(navigateSpy).toHaveBeenCalledTimes(1));
    expect(state(store).toggling).toEqual([]);
    expect(state(store).users.find((u) => u.id === 7)!.active).toBe(true);
  });
});
