import { waitFor } from '@testing-library/react';
import nock from 'nock';
import * as browser from '../../../src/sagas/runtime/browser';
import type { RunningAppStore } from '../../../src/app/createAppStore';
import { selectWarranty, warrantyActions, type WarrantyOutcome } from '../../../src/store/account/warranty';
import { createTestStore, TEST_ORIGIN } from '../../support/renderWidget';

const PATH = '/api/catalog/WarrantyInquiry';
const sale = { tarih: '2026-07-26', durum: 'SATIŞ', belgeNo: 'FTR-2024-004512' };
const entry = { tarih: '2026-07-21', durum: 'DEPO GİRİŞ', belgeNo: 'IRS-2024-1187' };
let navigateSpy: jest.SpyInstance;
let errorSpy: jest.SpyInstance;

beforeEach(() => {
  navigateSpy = jest.spyOn(browser, 'navigateTo').mockImplementation(() => {});
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  window.history.replaceState(null, '', '/garanti-sorgulama');
});
afterEach(() => jest.restoreAllMocks());

const warranty = (store: RunningAppStore) => selectWarranty(store.getState());

async function lookUp(answer: (scope: nock.Interceptor) => nock.Scope, serial = 'VK2024KRP000123') {
  let raw = '';
  answer(nock(TEST_ORIGIN).post(PATH, (body) => ((raw = String(body)), true)));
  const store = createTestStore();
  store.dispatch(warrantyActions.inquiryRequested({ requester: 'w1', serial }));
  expect(warranty(store)).toMatchObject({ requester: 'w1', loading: true, outcome: null });
  await waitFor(() => expect(warranty(store).loading).toBe(false), { timeout: 5000 });
  return { store, raw, outcome: warranty(store).outcome as WarrantyOutcome };
}

const message = (key: string) => ({ kind: 'message', key });

describe('warranty lookup', () => {
  it('posts the serial number as multipart; a sale opens the result with every movement', async () => {
    const { store, raw, outcome } = await lookUp((s) =>
      s.reply(200, { success: true, error: false, data: { garantiSuresi: 609, hareket: [entry, sale] } }),
    );
    expect(raw).toMatch(/name="serialNumber"\r\n\r\nVK2024KRP000123\r\n/);
    expect(outcome).toEqual({
      kind: 'result',
      serial: 'VK2024KRP000123',
      status: { kind: 'active', days: 609 },
      movements: [entry, sale],
    });
    expect(warranty(store).resultOpen).toBe(true);
    store.dispatch(warrantyActions.resultClosed());
    expect(warranty(store).resultOpen).toBe(false);
  });

  it('an expired warranty and a single movement sent as an object', async () => {
    const { outcome } = await lookUp((s) =>
      s.reply(200, { success: true, error: false, data: { garantiSuresi: -170, hareket: sale } }),
    );
    expect(outcome).toMatchObject({
      kind: 'result',
      status: { kind: 'ended', days: -170 },
      movements: [sale],
    });
  });

  it('movements without a sale: the no-sale message, no result', async () => {
    const { store, outcome } = await lookUp((s) =>
      s.reply(200, { success: true, error: false, data: { garantiSuresi: 330, hareket: entry } }),
    );
    expect(outcome).toEqual(message('warranty.noSale'));
    expect(warranty(store).resultOpen).toBe(false);
  });

  it.each([[null], [[]], [{}]])('empty data %j: the no-data message', async (data) => {
    const { outcome } = await lookUp((s) => s.reply(200, { success: true, error: false, data }));
    expect(outcome).toEqual(message('warranty.noData'));
  });

  it('403: the login-required message', async () => {
    const { outcome } = await lookUp((s) =>
      s.reply(403, {
        error: {
          messages: {
            type: 'Garanti sorgulama servisini kullanabilmeniz için giriş yapmış olmalısınız.Lütfen giriş yapıniz',
          },
        },
      }),
    );
    expect(outcome).toEqual(message('warranty.loginRequired'));
  });

  it('401: off to the login page, coming back here', async () => {
    nock(TEST_ORIGIN).post(PATH).reply(401, '');
    const store = createTestStore();
    store.dispatch(warrantyActions.inquiryRequested({ requester: 'w1', serial: 'X1' }));
    await waitFor(() =>
      expect(navigateSpy).toHaveBeenCalledWith('/account/login?returnUrl=%2Fgaranti-sorgulama'),
    );
  });

  it('a server message is shown as sent', async () => {
    const { outcome } = await lookUp((s) =>
      s.reply(400, {
        error: { messages: { type: 'Seri numarası geçersiz. Lütfen kontrol edip tekrar deneyin.' } },
      }),
    );
    expect(outcome).toEqual({
      kind: 'serverMessage',
      text: 'Seri numarası geçersiz. Lütfen kontrol edip tekrar deneyin.',
    });
  });

  it.each([
    ['a 500', (s: nock.Interceptor) => s.reply(500, 'oops')],
    ['a network failure', (s: nock.Interceptor) => s.replyWithError('ECONNRESET')],
    [
      'a malformed answer',
      (s: nock.Interceptor) => s.reply(200, { data: { garantiSuresi: 'x', hareket: [] } }),
    ],
    ['an HTML page', (s: nock.Interceptor) => s.reply(200, '<html></html>')],
    [
      'error: true without a message',
      (s: nock.Interceptor) => s.reply(200, { success: false, error: true, data: null }),
    ],
  ])('%s: the technical-error text, logged', async (_name, answer) => {
    const { outcome } = await lookUp(answer);
    expect(outcome).toEqual(message('common.technicalError'));
    expect(errorSpy).toHaveBeenCalled();
    expect(navigateSpy).not.toHaveBeenCalled();
  });

  it('a new lookup clears the previous outcome; outcomeCleared waits for an answer under way', async () => {
    const { store } = await lookUp((s) => s.reply(200, { success: true, error: false, data: null }));
    nock(TEST_ORIGIN).post(PATH).delay(30).reply(200, { success: true, error: false, data: null });
    store.dispatch(warrantyActions.inquiryRequested({ requester: 'w2', serial: 'Y' }));
    expect(warranty(store)).toMatchObject({ requester: 'w2', loading: true, outcome: null });
    store.dispatch(warrantyActions.outcomeCleared());
    await waitFor(() => expect(warranty(store).outcome).toEqual(message('warranty.noData')));
    store.dispatch(warrantyActions.outcomeCleared());
    expect(warranty(store).outcome).toBeNull();
  });
});
