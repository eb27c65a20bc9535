import nock from 'nock';
import * as browser from '../../../src/sagas/runtime/browser';
import { dashboardActions as actions, selectDashboard } from '../../../src/store/admin/dashboard';
import { TOP_QUERIES } from '../../support/dashboard';
import { createTestStore, TEST_ORIGIN } from '../../support/renderWidget';

let alertSpy: jest.SpyInstance;
let errorSpy: jest.SpyInstance;
beforeEach(() => {
  alertSpy = jest.spyOn(browser, 'alertUser').mockImplementation(() => {});
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}
const dashboard = (store: ReturnType<typeof createTestStore>) => selectDashboard(store.getState());

describe('dashboard state and transitions', () => {
  it('fetch starts loading with no error; success stores the three lists', async () => {
    nock(TEST_ORIGIN).get('/yonetim/top-queries').reply(200, TOP_QUERIES);
    const store = createTestStore();
    store.dispatch(actions.fetchFailed());
    store.dispatch(actions.fetchRequested());
    expect(dashboard(store)).toMatchObject({ loading: true, error: null });
    await until(() => !dashboard(store).loading);
    expect(dashboard(store)).toMatchObject({ ...TOP_QUERIES, error: null });
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['a server error', (scope: nock.Interceptor) => scope.reply(500, {})],
    ['a 403', (scope: nock.Interceptor) => scope.reply(403, { error: { messages: { type: 'Yasak' } } })],
    ['a malformed answer', (scope: nock.Interceptor) => scope.reply(200, { topQueries: 'x' })],
    ['a network failure', (scope: nock.Interceptor) => scope.replyWithError('offline')],
  ])('failure (%s) stores the error and alerts the most searched words', async (_name, answer) => {
    answer(nock(TEST_ORIGIN).get('/yonetim/top-queries'));
    const store = createTestStore();
    store.dispatch(actions.fetchRequested());
    await until(() => dashboard(store).error !== null);
    expect(dashboard(store).loading).toBe(false);
    expect(alertSpy).toHaveBeenCalledWith('En çok aranan kelimeler yüklenirken bir hata oluştu.');
  });

  it('clear empties the top lists', async () => {
    nock(TEST_ORIGIN).get('/yonetim/top-queries').reply(200, TOP_QUERIES);
    const store = createTestStore();
    store.dispatch(actions.fetchRequested());
    await until(() => dashboard(store).topQueries.length === 1);
    store.dispatch(actions.cleared());
    expect(dashboard(store)).toMatchObject({ topQueries: [], topUsers: [], lastQueries: [] });
  });
});

describe('dashboard search', () => {
  const ROW = { name: 'Yıldız Elektrik', query: 'priz', count: 20, formattedCreatedAt: '23.11.2026 20:31' };

  it.each(['', '   ', '\t'])('a blank term %p alerts and asks nothing', async (input) => {
    const store = createTestStore();
    store.dispatch(actions.searchRequested({ input, type: 'kelime' }));
    await until(() => alertSpy.mock.calls.length === 1);
    expect(alertSpy).toHaveBeenCalledWith('Lütfen bir arama terimi girin.');
    expect(dashboard(store).searching).toBe(false);
    // No interceptor: any request would have failed and been logged.
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it.each(['kelime', 'kullanıcı'] as const)(
    'sends the trimmed term with type %s and opens the results',
    async (type) => {
      const api = nock(TEST_ORIGIN)
        .get('/yonetim/search_queries')
        .query({ query: 'priz', type })
        .delay(50)
        .reply(200, { success: true, searchResult: [ROW], searchQuery: 'priz' });
      const store = createTestStore();
      store.dispatch(actions.searchRequested({ input: '  priz ', type }));
      await until(() => dashboard(store).searching);
      expect(dashboard(store)).toMatchObject({ searchType: type, searchQuery: 'priz' });
      await until(() => dashboard(store).searchResult !== null);
      api.done();
      expect(dashboard(store)).toMatchObject({ searching: false, searchResult: [ROW], searchError: null });
      store.dispatch(actions.resultsClosed());
      expect(dashboard(store).searchResult).toBeNull();
    },
  );

  it.each([
    ['a server error', (scope: nock.Interceptor) => scope.reply(500, {})],
    [
      'success false',
      (scope: nock.Interceptor) => scope.reply(200, { success: false, searchResult: [], searchQuery: 'x' }),
    ],
    ['a malformed answer', (scope: nock.Interceptor) => scope.reply(200, { success: true })],
  ])('a search failure (%s) stores the search error and opens nothing', async (_name, answer) => {
    answer(nock(TEST_ORIGIN).get('/yonetim/search_queries').query(true));
    const store = createTestStore();
    store.dispatch(actions.searchRequested({ input: 'x', type: 'kelime' }));
    await until(() => dashboard(store).searchError !== null);
    expect(dashboard(store)).toMatchObject({
      searching: false,
      searchResult: null,
      searchError: 'searchFailed',
    });
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('a newer search wins over one still in flight', async () => {
    nock(TEST_ORIGIN)
      .get('/yonetim/search_queries')
      .query({ query: 'eski', type: 'kelime' })
      .delay(200)
      .reply(200, { success: true, searchResult: [{ ...ROW, query: 'eski' }], searchQuery: 'eski' });
    nock(TEST_ORIGIN)
      .get('/yonetim/search_queries')
      .query({ query: 'yeni', type: 'kelime' })
      .reply(200, { success: true, searchResult: [], searchQuery: 'yeni' });
    const store = createTestStore();
    store.dispatch(actions.searchRequested({ input: 'eski', type: 'kelime' }));
    store.dispatch(actions.searchRequested({ input: 'yeni', type: 'kelime' }));
    await until(() => dashboard(store).searchResult !== null);
    await new Promise((r) => setTimeout(r, 300));
    expect(dashboard(store)).toMatchObject({ searchQuery: 'yeni', searchResult: [] });
  });
});
