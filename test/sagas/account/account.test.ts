import { waitFor } from '@testing-library/react';
import nock from 'nock';
import * as browser from '../../../src/sagas/runtime/browser';
import { accountActions, selectAccount } from '../../../src/store/account/account';
import type { RunningAppStore } from '../../../src/app/createAppStore';
import { createTestStore, TEST_ORIGIN, testConfig } from '../../support/renderWidget';

const PATH = '/api/catalog/account/settings';
const TECHNICAL = { kind: 'failed', serverMessage: null };
let navigateSpy: jest.SpyInstance;
let errorSpy: jest.SpyInstance;

beforeEach(() => {
  navigateSpy = jest.spyOn(browser, 'navigateTo').mockImplementation(() => {});
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  window.history.replaceState(null, '', '/hesap/ayarlar');
});
afterEach(() => jest.restoreAllMocks());

const save = (store: RunningAppStore, password = 'yenisifre1', passwordVerify = password) =>
  store.dispatch(
    accountActions.saveRequested({ currentPassword: 'eski-parola-7', password, passwordVerify }),
  );
const account = (store: RunningAppStore) => selectAccount(store.getState());
const settled = (store: RunningAppStore) =>
  waitFor(() => expect(account(store).saving).toBe(false), { timeout: 5000 });

describe('account settings save', () => {
  it('posts the three passwords as multipart, then reports the save and counts it', async () => {
    let raw = '';
    const api = nock(TEST_ORIGIN)
      .matchHeader('content-type', /^multipart\/form-data/)
      .post(PATH, (body) => ((raw = String(body)), true))
      .reply(200, { success: true, message: 'Hesap bilgileriniz güncellendi.' });
    const store = createTestStore();
    save(store, 'yeni-şifre', 'yeni-şifre');
    expect(account(store)).toEqual({ saving: true, outcome: null, savedCount: 0 });
    await settled(store);
    api.done();
    expect(account(store)).toEqual({ saving: false, outcome: { kind: 'saved' }, savedCount: 1 });
    expect(raw).toMatch(/name="currentPassword"\r\n\r\neski-parola-7\r\n/);
    expect(raw).toMatch(/name="password"\r\n\r\nyeni-şifre\r\n/);
    expect(raw).toMatch(/name="passwordVerify"\r\n\r\nyeni-şifre\r\n/);
  });

  it('never keeps the passwords in the store', async () => {
    nock(TEST_ORIGIN).post(PATH).reply(200, { success: true, message: '' });
    const store = createTestStore();
    save(store, 'gizli-parola-42');
    expect(JSON.stringify(store.getState())).not.toContain('gizli-parola-42');
    expect(JSON.stringify(store.getState())).not.toContain('eski-parola-7');
    await settled(store);
    expect(JSON.stringify(store.getState())).not.toContain('gizli-parola-42');
    expect(JSON.stringify(store.getState())).not.toContain('eski-parola-7');
  });

  it('shows the server’s error.messages.type (the match is the server’s call)', async () => {
    nock(TEST_ORIGIN)
      .post(PATH)
      .reply(400, { error: { messages: { type: 'Şifreleriniz eşleşmiyor.' } } });
    const store = createTestStore();
    save(store, 'abcdef', 'abcdeg');
    await settled(store);
    expect(account(store).outcome).toEqual({ kind: 'failed', serverMessage: 'Şifreleriniz eşleşmiyor.' });
    expect(account(store).savedCount).toBe(0);
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('a 200 carrying an error body, or success false with a message, shows that message', async () => {
    nock(TEST_ORIGIN)
      .post(PATH)
      .reply(200, { error: { messages: { type: 'Şifre değiştirilemedi.' } } });
    nock(TEST_ORIGIN).post(PATH).reply(200, { success: false, message: 'Eski şifrenizi kullanamazsınız.' });
    const store = createTestStore();
    save(store);
    await settled(store);
    expect(account(store).outcome).toEqual({ kind: 'failed', serverMessage: 'Şifre değiştirilemedi.' });
    save(store);
    await settled(store);
    expect(account(store).outcome).toEqual({
      kind: 'failed',
      serverMessage: 'Eski şifrenizi kullanamazsınız.',
    });
  });

  it.each([
    ['a 500 without a message', (scope: nock.Interceptor) => scope.reply(500, 'Internal Server Error')],
    ['a 503 with an empty body', (scope: nock.Interceptor) => scope.reply(503)],
    ['a network failure', (scope: nock.Interceptor) => scope.replyWithError('socket hang up')],
    ['a malformed 200', (scope: nock.Interceptor) => scope.reply(200, '<html>ok</html>')],
    ['success false without a message', (scope: nock.Interceptor) => scope.reply(200, { success: false })],
    ['a 403 without a message', (scope: nock.Interceptor) => scope.reply(403, '')],
  ])('%s gives the technical-error text and is logged', async (_name, answer) => {
    answer(nock(TEST_ORIGIN).post(PATH));
    const store = createTestStore();
    save(store);
    await settled(store);
    expect(account(store).outcome).toEqual(TECHNICAL);
    expect(errorSpy).toHaveBeenCalled();
    expect(navigateSpy).not.toHaveBeenCalled();
  });

  it('401 sends the user to the login page, coming back to this page', async () => {
    nock(TEST_ORIGIN)
      .post(`/shop${PATH}`)
      .reply(401, { error: { messages: { type: 'Bu işlem için giriş yapmalısınız.' } } });
    window.history.replaceState(null, '', '/shop/hesap/ayarlar');
    const store = createTestStore(testConfig({ basePath: '/shop' }));
    save(store);
    await waitFor(() => expect(navigateSpy).toHaveBeenCalledTimes(1));
    expect(navigateSpy).toHaveBeenCalledWith('/shop/account/login?returnUrl=%2Fshop%2Fhesap%2Fayarlar');
    expect(account(store).outcome).toBeNull();
  });

  it('a second Kaydet during a save sends nothing more', async () => {
    let calls = 0;
    nock(TEST_ORIGIN)
      .post(PATH)
      .times(2)
      .delay(50)
      .reply(200, () => (calls++, { success: true, message: '' }));
    const store = createTestStore();
    save(store);
    save(store);
    await settled(store);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toBe(1);
    expect(account(store).savedCount).toBe(1);
  });

  it('outcomeCleared drops the message of the last save', async () => {
    nock(TEST_ORIGIN).post(PATH).reply(200, { success: true, message: '' });
    const store = createTestStore();
    save(store);
    await settled(store);
    store.dispatch(accountActions.outcomeCleared());
    expect(account(store)).toEqual({ saving: false, outcome: null, savedCount: 1 });
  });
});
