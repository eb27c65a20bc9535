/**
 * When a flow's lazy chunk cannot be fetched (offline, a deploy in between), the user is not left
 * waiting: each flow says so where the user looks, keeps the intent, and the next intent fetches the
 * chunk again (the rule of sagas/runtime/lazyChunk).
 */
import { waitFor } from '@testing-library/react';
import nock from 'nock';
import { accountActions, selectAccount } from '../../../src/store/account/account';
import { faultReportActions, selectFaultReport } from '../../../src/store/account/faultReport';
import { selectWarranty, warrantyActions } from '../../../src/store/account/warranty';
import { ACCOUNT_TYPES } from '../../../src/sagas/account/account';
import { WARRANTY_TYPES } from '../../../src/sagas/account/warranty';
import { FAULT_REPORT_TYPES } from '../../../src/sagas/account/faultReport';
import { createTestStore, TEST_ORIGIN } from '../../support/renderWidget';

// Each worker module throws the first time it is loaded, as a chunk that cannot be fetched rejects its
// import(); the next load succeeds.
const mockAttempts = { account: 0, warranty: 0, faultReport: 0 };
jest.mock('../../../src/sagas/account/accountSave', () => {
  if (++mockAttempts.account === 1) throw new Error('Loading chunk account-flow failed.');
  return jest.requireActual('../../../src/sagas/account/accountSave');
});
jest.mock('../../../src/sagas/account/warrantyLookup', () => {
  if (++mockAttempts.warranty === 1) throw new Error('Loading chunk warranty-flow failed.');
  return jest.requireActual('../../../src/sagas/account/warrantyLookup');
});
jest.mock('../../../src/sagas/account/faultReportCascade', () => {
  if (++mockAttempts.faultReport === 1) throw new Error('Loading chunk fault-report-flow failed.');
  return jest.requireActual('../../../src/sagas/account/faultReportCascade');
});

const SALE = { tarih: '2024-03-01', durum: 'SATIŞ', belgeNo: 'FTR-1' };

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  nock.cleanAll();
});

it('account settings: the save ends failed; the next Kaydet sends only the latest form, once', async () => {
  const store = createTestStore();
  store.dispatch(
    accountActions.saveRequested({
      currentPassword: 'demo1234',
      password: 'yenisifre1',
      passwordVerify: 'yenisifre1',
    }),
  );
  await waitFor(() =>
    expect(selectAccount(store.getState())).toEqual({
      saving: false,
      outcome: { kind: 'failed', serverMessage: null },
      savedCount: 0,
    }),
  );
  expect(errorSpy).toHaveBeenCalledWith(
    '[b2b] the account settings code could not be loaded:',
    expect.any(Error),
  );
  const sent: string[] = [];
  nock(TEST_ORIGIN)
    .post('/api/catalog/account/settings', (body) => (sent.push(String(body)), true))
    .times(2)
    .reply(200, { success: true, message: 'Hesap bilgileriniz güncellendi.' });
  store.dispatch(
    accountActions.saveRequested({
      currentPassword: 'demo1234',
      password: 'ikincisifre',
      passwordVerify: 'ikincisifre',
    }),
  );
  await waitFor(() => expect(selectAccount(store.getState()).outcome).toEqual({ kind: 'saved' }));
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatch(/name="password"\r\n\r\nikincisifre\r\n/);
  expect(mockAttempts.account).toBe(2);
});

it('warranty: the lookup ends with the technical-error text; the next Sorgula answers', async () => {
  const store = createTestStore();
  store.dispatch(warrantyActions.inquiryRequested({ requester: 'w', serial: 'VK1' }));
  await waitFor(() =>
    expect(selectWarranty(store.getState())).toMatchObject({
      loading: false,
      outcome: { kind: 'message', key: 'common.technicalError' },
    }),
  );
  nock(TEST_ORIGIN)
    .post('/api/catalog/WarrantyInquiry')
    .times(2)
    .reply(200, { success: true, error: false, data: { garantiSuresi: 10, hareket: SALE } });
  store.dispatch(warrantyActions.inquiryRequested({ requester: 'w', serial: 'VK2' }));
  await waitFor(() =>
    expect(selectWarranty(store.getState())).toMatchObject({
      loading: false,
      outcome: { kind: 'result', serial: 'VK2', movements: [SALE] },
    }),
  );
  expect(mockAttempts.warranty).toBe(2);
});

it('fault report: the open picker shows the top level failed, with its retry', async () => {
  const store = createTestStore();
  store.dispatch(faultReportActions.pickerMounted('p'));
  store.dispatch(faultReportActions.opened('p'));
  await waitFor(() =>
    expect(selectFaultReport(store.getState()).steps).toEqual([
      {
        kind: 'categories',
        parentId: 0,
        status: 'failed',
        options: [],
        selectedId: null,
        error: { status: 0, serverMessage: null, networkFailure: true, malformed: false },
      },
    ]),
  );
  // The retry fetches the chunk again and loads the top level.
  const api = nock(TEST_ORIGIN)
    .get('/api/catalog/faultreport/basecategories/0')
    .reply(200, [{ id: 1, name: 'Anahtar ve Prizler' }]);
  store.dispatch(faultReportActions.retried({ depth: 0 }));
  await waitFor(() => expect(selectFaultReport(store.getState()).steps[0]!.status).toBe('ready'));
  api.done();
  expect(selectFaultReport(store.getState()).steps[0]!.options).toEqual([
    { id: 1, name: 'Anahtar ve Prizler' },
  ]);
  expect(mockAttempts.faultReport).toBe(2);
  expect(errorSpy).toHaveBeenCalledTimes(1);
});

it("the entry listens and reports by the slices' action types", () => {
  expect(WARRANTY_TYPES).toEqual({
    inquiryRequested: warrantyActions.inquiryRequested.type,
    answered: warrantyActions.answered.type,
  });
  expect(ACCOUNT_TYPES).toEqual({
    saveRequested: accountActions.saveRequested.type,
    saveFailed: accountActions.saveFailed.type,
  });
});

it("fault report: the entry listens and reports by the steps slice's action types", () => {
  expect(FAULT_REPORT_TYPES).toEqual({
    opened: faultReportActions.opened.type,
    pickerMounted: faultReportActions.pickerMounted.type,
    optionChosen: faultReportActions.optionChosen.type,
    retried: faultReportActions.retried.type,
    codeFailed: faultReportActions.codeFailed.type,
  });
});
