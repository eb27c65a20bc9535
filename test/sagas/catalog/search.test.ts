import nock from 'nock';
import { SUGGESTION_DEBOUNCE_MS } from '../../../src/domain/shared/timings';
import { searchActions as actions, selectSearch } from '../../../src/store/catalog/search';
import { createTestStore, TEST_ORIGIN, testConfig } from '../../support/renderWidget';

const result = (id: number, name = `Ürün ${id}`) => ({
  id,
  name,
  code: `K-${id}`,
  image: `${id}.png`,
  url: `urun-${id}`,
});
const search = (store: ReturnType<typeof createTestStore>) => selectSearch(store.getState());

/** Lets the faked clock run while real I/O (nock) settles. */
async function settle(until: () => boolean) {
  for (let i = 0; i < 50 && !until(); i++) await jest.advanceTimersByTimeAsync(10);
}

describe('search suggestions', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks /autocomplete with the trimmed text only after the 500 ms debounce', async () => {
    let asked = 0;
    const api = nock(TEST_ORIGIN)
      .get('/autocomplete')
      .query({ q: 'karre' })
      .reply(200, () => {
        asked++;
        return [result(1)];
      });
    const store = createTestStore();
    store.dispatch(actions.inputChanged('  karre '));
    await jest.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS - 1);
    expect(asked).toBe(0);
    expect(search(store).loading).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(search(store).loading).toBe(true);
    await settle(() => search(store).results.length > 0);
    api.done();
    expect(search(store)).toMatchObject({ query: 'karre', loading: false, failed: false });
    expect(search(store).results[0]?.code).toBe('K-1');
  });

  it('asks at the site root even under a base path', async () => {
    const api = nock(TEST_ORIGIN).get('/autocomplete').query({ q: 'x' }).reply(200, []);
    const store = createTestStore(testConfig({ basePath: '/shop' }));
    store.dispatch(actions.inputChanged('x'));
    await jest.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS);
    await settle(() => api.isDone());
    api.done();
  });

  it('sends one request for a burst of keystrokes: the last text', async () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const api = nock(TEST_ORIGIN)
      .get('/autocomplete')
      .query({ q: 'karre' })
      .reply(200, [result(1)]);
    const store = createTestStore();
    for (const text of ['k', 'ka', 'kar', 'karr', 'karre']) {
      store.dispatch(actions.inputChanged(text));
      await jest.advanceTimersByTimeAsync(200);
    }
    await jest.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS);
    await settle(() => search(store).results.length > 0);
    api.done();
    expect(search(store).query).toBe('karre');
    // Any other request would have found no interceptor and been logged as a failure.
    expect(errorSpy).not.toHaveBeenCalled();
    errorSpy.mockRestore();
  });

  it('aborts the earlier in-flight request when the text changes', async () => {
    let firstSignal: AbortSignal | undefined;
    nock(TEST_ORIGIN)
      .get('/autocomplete')
      .query({ q: 'ka' })
      .delay(2000)
      .reply(200, [result(1, 'eski')])
      .on('request', (req: Request) => (firstSignal = req.signal));
    const second = nock(TEST_ORIGIN)
      .get('/autocomplete')
      .query({ q: 'kar' })
      .reply(200, [result(2, 'yeni')]);
    const store = createTestStore();
    store.dispatch(actions.inputChanged('ka'));
    await jest.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS);
    await settle(() => firstSignal !== undefined);
    expect(firstSignal?.aborted).toBe(false);

    store.dispatch(actions.inputChanged('kar'));
    expect(firstSignal?.aborted).toBe(true);
    await jest.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS);
    await settle(() => second.isDone() && !search(store).loading);
    await jest.advanceTimersByTimeAsync(2500); // the first answer's delay passes: it must not land
    expect(search(store).results.map((r) => r.name)).toEqual(['yeni']);
  });

  it.each(['', '   ', '\t\n'])(
    'sends no request for blank input %p and clears the suggestions',
    async (blank) => {
      nock(TEST_ORIGIN)
        .get('/autocomplete')
        .query(true)
        .reply(200, [result(1)]);
      const store = createTestStore();
      store.dispatch(actions.inputChanged('karre'));
      await jest.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS);
      await settle(() => search(store).results.length > 0);

      const spy = jest.fn();
      nock(TEST_ORIGIN)
        .get('/autocomplete')
        .query(true)
        .reply(200, () => (spy(), []));
      store.dispatch(actions.inputChanged(blank));
      await jest.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS * 2);
      expect(spy).not.toHaveBeenCalled();
      expect(search(store)).toMatchObject({ query: '', results: [], loading: false });
    },
  );

  it('a blank input also aborts a pending request', async () => {
    let signal: AbortSignal | undefined;
    nock(TEST_ORIGIN)
      .get('/autocomplete')
      .query(true)
      .delay(2000)
      .reply(200, [result(1)])
      .on('request', (req: Request) => (signal = req.signal));
    const store = createTestStore();
    store.dispatch(actions.inputChanged('ka'));
    await jest.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS);
    await settle(() => signal !== undefined);
    store.dispatch(actions.inputChanged(' '));
    expect(signal?.aborted).toBe(true);
  });

  it('logs a failure and shows no suggestions', async () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
    nock(TEST_ORIGIN).get('/autocomplete').query(true).reply(500, {});
    const store = createTestStore();
    store.dispatch(actions.inputChanged('karre'));
    await jest.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS);
    await settle(() => search(store).failed);
    expect(search(store)).toMatchObject({ failed: true, results: [], loading: false });
    expect(errorSpy).toHaveBeenCalled();
    errorSpy.mockRestore();
  });

  it('rejects a malformed answer without showing it', async () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
    nock(TEST_ORIGIN)
      .get('/autocomplete')
      .query(true)
      .reply(200, [{ id: 1, name: '<b>x</b>' }]);
    const store = createTestStore();
    store.dispatch(actions.inputChanged('karre'));
    await jest.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS);
    await settle(() => search(store).failed);
    expect(search(store).results).toEqual([]);
    errorSpy.mockRestore();
  });
});
