/**
 * The dashboard's and online users' flows are one lazy chunk (admin-flows). When it cannot be fetched
 * the dashboard shows its load error, the intent is kept, and the next intent fetches it and loads.
 */
import { waitFor } from '@testing-library/react';
import nock from 'nock';
import { ADMIN_TYPES } from '../../../src/sagas/admin/adminListeners';
import { dashboardActions as actions, selectDashboard } from '../../../src/store/admin/dashboard';
import { onlineUsersActions } from '../../../src/store/admin/onlineUsers';
import { TOP_QUERIES } from '../../support/dashboard';
import { createTestStore, TEST_ORIGIN } from '../../support/renderWidget';

let mockAttempts = 0;
jest.mock('../../../src/sagas/admin/adminFlows', () => {
  mockAttempts += 1;
  if (mockAttempts === 1) throw new Error('Loading chunk admin-flows failed.');
  return jest.requireActual('../../../src/sagas/admin/adminFlows');
});

afterEach(() => {
  jest.restoreAllMocks();
  nock.cleanAll();
});

it('dashboard: the load error shows, and the next fetch gets the chunk and the lists', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  const store = createTestStore();
  const dashboard = () => selectDashboard(store.getState());
  store.dispatch(actions.fetchRequested());
  await waitFor(() => expect(dashboard()).toMatchObject({ loading: false, error: 'loadFailed' }));
  expect(errors).toHaveBeenCalledWith('[b2b] the dashboard code could not be loaded:', expect.any(Error));
  expect(nock.pendingMocks()).toEqual([]);

  // The kept fetch and the new one both run once the chunk has come.
  nock(TEST_ORIGIN).get('/yonetim/top-queries').times(2).reply(200, TOP_QUERIES);
  store.dispatch(actions.fetchRequested());
  await waitFor(() => expect(dashboard()).toMatchObject({ ...TOP_QUERIES, loading: false, error: null }));
  expect(mockAttempts).toBe(2);
  expect(errors).toHaveBeenCalledTimes(1);
});

it("the entry listens and reports by the slices' action types", () => {
  expect(ADMIN_TYPES).toEqual({
    dashboardFetch: actions.fetchRequested.type,
    dashboardSearch: actions.searchRequested.type,
    dashboardFetchFailed: actions.fetchFailed.type,
    dashboardSearchFailed: actions.searchFailed.type,
    onlineUsersOpened: onlineUsersActions.opened.type,
    onlineUsersClosed: onlineUsersActions.closed.type,
    onlineUsersUnavailable: onlineUsersActions.unavailable.type,
  });
});
