/**
 * When a flow's lazy chunk cannot be fetched (offline, a deploy in between), the user is not left
 * waiting: each flow says so where the user looks.
 */
import { waitFor } from '@testing-library/react';
import { accountActions, selectAccount } from '../../src/store/account';
import { faultReportActions, selectFaultReport } from '../../src/store/faultReport';
import { selectWarranty, warrantyActions } from '../../src/store/warranty';
import { createTestStore } from '../support/renderWidget';

// Each worker module throws when loaded, as a chunk that cannot be fetched rejects its import().
jest.mock('../../src/sagas/accountSave', () => {
  throw new Error('Loading chunk account-flow failed.');
});
jest.mock('../../src/sagas/warrantyLookup', () => {
  throw new Error('Loading chunk warranty-flow failed.');
});
jest.mock('../../src/sagas/faultReportCascade', () => {
  throw new Error('Loading chunk fault-report-flow failed.');
});

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

it('account settings: the save ends with the technical-error text', async () => {
  const store = createTestStore();
  store.dispatch(accountActions.saveRequested({ password: 'yenisifre1', passwordVerify: 'yenisifre1' }));
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
});

it('warranty: the lookup ends with the technical-error text', async () => {
  const store = createTestStore();
  store.dispatch(warrantyActions.inquiryRequested({ requester: 'w', serial: 'VK1' }));
  await waitFor(() =>
    expect(selectWarranty(store.getState())).toMatchObject({
      loading: false,
      outcome: { kind: 'message', key: 'common.technicalError' },
    }),
  );
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
  // The retry tries the chunk again (and fails again here): the step stays failed, nothing breaks.
  store.dispatch(faultReportActions.retried({ depth: 0 }));
  await waitFor(() => expect(errorSpy).toHaveBeenCalledTimes(2));
  expect(selectFaultReport(store.getState()).steps[0]!.status).toBe('failed');
});
