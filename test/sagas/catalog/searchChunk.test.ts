/**
 * The search box's worker comes with the chrome widgets' chunk (w-chrome). When that chunk cannot be
 * fetched, the box shows no suggestions (as when /autocomplete fails), the keystroke is kept, and the
 * next keystroke fetches the chunk again.
 */
import nock from 'nock';
import { SUGGESTION_DEBOUNCE_MS } from '../../../src/domain/shared/timings';
import { SEARCH_TYPES } from '../../../src/sagas/catalog/search';
import { searchActions as actions, selectSearch } from '../../../src/store/catalog/search';
import { createTestStore, TEST_ORIGIN } from '../../support/renderWidget';

let mockAttempts = 0;
jest.mock('../../../src/sagas/catalog/searchSuggest', () => {
  mockAttempts += 1;
  if (mockAttempts === 1) throw new Error('Loading chunk w-chrome failed.');
  return jest.requireActual('../../../src/sagas/catalog/searchSuggest');
});

async function settle(until: () => boolean) {
  for (let i = 0; i < 50 && !until(); i++) await jest.advanceTimersByTimeAsync(10);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  nock.cleanAll();
});

it('a failed chunk shows no suggestions; the next keystroke fetches it and asks for its text', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  const store = createTestStore();
  const search = () => selectSearch(store.getState());
  store.dispatch(actions.inputChanged(' ka '));
  await settle(() => search().failed);
  expect(search()).toMatchObject({ query: 'ka', failed: true, results: [], loading: false });
  expect(errors).toHaveBeenCalledWith('[b2b] the search code could not be loaded:', expect.any(Error));

  // The kept keystroke and the new one reach the worker in order: only the newer one asks.
  const api = nock(TEST_ORIGIN)
    .get('/autocomplete')
    .query({ q: 'kar' })
    .reply(200, [{ id: 2, name: 'Ürün 2', code: 'K-2', image: '2.png', url: 'urun-2' }]);
  store.dispatch(actions.inputChanged('kar'));
  await jest.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS);
  await settle(() => search().results.length > 0);
  api.done();
  expect(search()).toMatchObject({ query: 'kar', failed: false });
  expect(mockAttempts).toBe(2);
  expect(errors).toHaveBeenCalledTimes(1);
});

it("the entry listens and reports by the slice's action types", () => {
  expect(SEARCH_TYPES).toEqual({
    inputChanged: actions.inputChanged.type,
    submitted: actions.submitted.type,
    suggestionsFailed: actions.suggestionsFailed.type,
  });
});
