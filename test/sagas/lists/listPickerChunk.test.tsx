/**
 * When the picker's session chunk cannot be fetched: the control is told
 * (listPicker/unavailable), an add asked meanwhile ends as failed and is never sent later behind the
 * user's back, and a later open fetches the chunk again.
 */
import { waitFor } from '@testing-library/react';
import nock from 'nock';
import type { ListSummary } from '../../../src/contract/lists';
import { listAddRequested, listPickerOpened, selectListPicker } from '../../../src/store/lists/listPicker';
import { LIST_PICKER_TYPES } from '../../../src/store/lists/shoppingListsIntents';
import { createTestStore, TEST_ORIGIN, testConfig } from '../../support/renderWidget';

// The session module throws while it "cannot be fetched", as a chunk that fails rejects its import().
const mockChunk = { fail: true, loads: 0 };
jest.mock('../../../src/sagas/lists/listPickerSession', () => {
  mockChunk.loads += 1;
  if (mockChunk.fail) throw new Error('Loading chunk list-picker-flow failed.');
  return jest.requireActual('../../../src/sagas/lists/listPickerSession');
});

const BASE = '/lp-chunk';
const LISTS = `${BASE}/api/catalog/lists`;
const LIST: ListSummary = {
  id: 1,
  name: 'Kadıköy şantiyesi',
  lineCount: 8,
  updatedAt: '2026-11-20T09:00:00.000Z',
  owner: { id: 7, name: 'Mert Demir' },
  shared: false,
  mine: true,
  canEdit: true,
};

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

it('says the picker is unavailable, fails the add asked meanwhile, and fetches again on the next open', async () => {
  const store = createTestStore(testConfig({ basePath: BASE }));
  const state = () => selectListPicker(store.getState());
  const seen: string[] = [];
  const unsubscribe = store.subscribe(() => {
    if (state().unavailable && !seen.includes('unavailable')) seen.push('unavailable');
  });

  store.dispatch(listPickerOpened({ pickerId: 'p1' }));
  await waitFor(() => expect(state().unavailable).toBe(true));
  expect(errorSpy).toHaveBeenCalledWith('[b2b] the list picker code could not be loaded:', expect.any(Error));
  expect(state().status).toBe('idle');

  // 'Yeni liste…' submitted while the code is missing: the next fetch fails too, and the add ends.
  const stale = {
    pickerId: 'p1',
    requestId: 1,
    target: { newName: 'Ekim' },
    lines: [{ productId: 11, quantity: 1 }],
  };
  store.dispatch(listAddRequested(stale));
  await waitFor(() => expect(state().adds.p1).toMatchObject({ status: 'failed', unavailable: true }));
  expect(mockChunk.loads).toBe(2);

  // The chunk comes on the next open: the lists are read, and the failed add is not sent (nock
  // would answer nothing for it: an unexpected call fails the test).
  mockChunk.fail = false;
  const created = nock(TEST_ORIGIN).post(LISTS).reply(201, { list: LIST });
  nock(TEST_ORIGIN)
    .get(LISTS)
    .reply(200, { lists: [LIST] });
  store.dispatch(listPickerOpened({ pickerId: 'p1' }));
  await waitFor(() => expect(state().status).toBe('ready'));
  expect(state().unavailable).toBe(false);
  expect(state().adds.p1).toMatchObject({ status: 'failed', unavailable: true });
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(created.isDone()).toBe(false);
  expect(seen).toEqual(['unavailable']);
  unsubscribe();
  store.rootTask.cancel();
});

it('the listener wakes on the plain intent types of the entry chunk', () => {
  expect(listPickerOpened.type).toBe(LIST_PICKER_TYPES.opened);
  expect(listAddRequested.type).toBe(LIST_PICKER_TYPES.addRequested);
});
