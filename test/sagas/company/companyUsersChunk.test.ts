/**
 * The company users' session is a lazy chunk (sagas/company/companyUsers). When it cannot be fetched the
 * widget shows its load error (a network failure), and its retry fetches the chunk again.
 */
import { waitFor } from '@testing-library/react';
import nock from 'nock';
import type { RunningAppStore } from '../../../src/app/createAppStore';
import { companyUsersIntents } from '../../../src/store/company/companyUsersIntents';
import { selectCompanyUsers } from '../../../src/store/company/companyUsers';
import { createTestStore, TEST_ORIGIN } from '../../support/renderWidget';

const mockAttempts = { session: 0 };
jest.mock('../../../src/sagas/company/companyUsersSession', () => {
  mockAttempts.session += 1;
  if (mockAttempts.session === 1) throw new Error('Loading chunk company-users-flow failed.');
  return jest.requireActual('../../../src/sagas/company/companyUsersSession');
});

let errorSpy: jest.SpyInstance;
const stores: RunningAppStore[] = [];
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  for (const store of stores.splice(0)) store.dispatch(companyUsersIntents.closed());
  jest.restoreAllMocks();
});

it('a session chunk that cannot be fetched is a network failure; the retry fetches it and loads', async () => {
  const store = createTestStore();
  stores.push(store);
  store.dispatch(companyUsersIntents.opened());
  const state = () => selectCompanyUsers(store.getState());
  await waitFor(() =>
    expect(state().error).toEqual({ status: 0, serverMessage: null, networkFailure: true, malformed: false }),
  );
  expect(errorSpy).toHaveBeenCalledWith(
    '[b2b] the company users code could not be loaded:',
    expect.any(Error),
  );
  const api = nock(TEST_ORIGIN)
    .get('/api/company/users')
    .reply(200, { users: [], branches: [], usernamePrefix: 'bayi1.' });
  store.dispatch(companyUsersIntents.loadRequested());
  await waitFor(() => expect(state().loaded).toBe(true));
  api.done();
  expect(state()).toMatchObject({ error: null, open: true, users: [] });
});
