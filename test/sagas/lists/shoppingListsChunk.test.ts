/**
 * The lists page's session is a lazy chunk. When it cannot be fetched the page shows its load error
 * (the network failure), nothing is asked of the host, and the retry fetches the chunk and the view.
 */
import { waitFor } from '@testing-library/react';
import nock from 'nock';
import type { RunningAppStore } from '../../../src/app/createAppStore';
import { selectShoppingLists, shoppingListsActions as actions } from '../../../src/store/lists/shoppingLists';
import { createTestStore, TEST_ORIGIN } from '../../support/renderWidget';

// The session's first fetch fails, as a chunk that cannot be fetched rejects its import(); the next succeeds.
let mockAttempts = 0;
jest.mock('../../../src/sagas/lists/shoppingListsSession', () => {
  mockAttempts += 1;
  if (mockAttempts === 1) throw new Error('Loading chunk shopping-lists-flow failed.');
  return jest.requireActual('../../../src/sagas/lists/shoppingListsSession');
});

const CHUNK_FAILURE = { status: 0, serverMessage: null, networkFailure: true, malformed: false };

let errorSpy: jest.SpyInstance;
const stores: RunningAppStore[] = [];
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  window.history.replaceState(null, '', '/hesap/listeler?liste=12');
});
afterEach(() => {
  for (const store of stores.splice(0)) store.dispatch(actions.closed());
  jest.restoreAllMocks();
});

it('the error shows, nothing is asked, and the retry fetches the chunk and the list', async () => {
  const store = createTestStore();
  stores.push(store);
  const lists = () => selectShoppingLists(store.getState());
  store.dispatch(actions.opened());
  await waitFor(() => expect(lists().error).toEqual(CHUNK_FAILURE));
  expect(errorSpy).toHaveBeenCalledWith(
    '[b2b] the shopping lists code could not be loaded:',
    expect.any(Error),
  );
  // No interceptor yet: had the session asked the host, nock would have refused it loudly.
  expect(nock.pendingMocks()).toEqual([]);

  const list = {
    id: 12,
    name: 'Kadıköy',
    lineCount: 0,
    updatedAt: '2025-03-14T09:30:00.000Z',
    owner: { id: 7, name: 'Mert Demir' },
    shared: false,
    mine: true,
    canEdit: true,
  };
  const api = nock(TEST_ORIGIN).get('/api/catalog/lists/12').reply(200, { list, lines: [] });
  store.dispatch(actions.loadRequested());
  await waitFor(() => expect(lists().detail?.list.id).toBe(12));
  api.done();
  expect(lists().error).toBeNull();
});
