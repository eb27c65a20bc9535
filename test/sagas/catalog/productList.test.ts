import { waitFor } from '@testing-library/react';
import nock from 'nock';
import type { Settings } from '../../../src/contract/hostConfig';
import { DEFAULT_SETTINGS } from '../../../src/contract/hostConfigDefaults';
import { STOCK_TOGGLE_SPINNER_MS } from '../../../src/domain/shared/timings';
import type { RunningAppStore } from '../../../src/app/createAppStore';
import { productListActions as actions, selectProductList } from '../../../src/store/catalog/productList';
import { makeProduct } from '../../support/products';
import { lazyChunksLoaded } from '../../support/lazyChunks';
import { createTestStore, TEST_ORIGIN, testConfig } from '../../support/renderWidget';

const stores: RunningAppStore[] = [];
let scrollSpy: jest.SpyInstance;

/** Opens a list and waits for its session's chunk: the session has run up to its first call. */
const list = (store: RunningAppStore) => selectProductList(store.getState());

// Under load the answer may already be in when the chunks have loaded, so the loading state is
// read from every state the store went through, not from the state after the await.
const fetchingStores = new WeakSet<RunningAppStore>();
function watchFetching(store: RunningAppStore) {
  store.subscribe(() => {
    if (list(store).fetching) fetchingStores.add(store);
  });
}
const fetchingSeen = (store: RunningAppStore) => fetchingStores.has(store);

async function openList(path: string, url: string, settings: Partial<Settings> = {}) {
  window.history.replaceState(null, '', url);
  const store = createTestStore(testConfig({ settings: { ...DEFAULT_SETTINGS, ...settings } }));
  stores.push(store);
  watchFetching(store);
  store.dispatch(actions.opened({ path }));
  await lazyChunksLoaded();
  return store;
}

const page = (n: number, total = 100, ids = [1, 2]) => ({
  products: ids.map((id) => makeProduct({ id, code: `K-${id}`, variantCheck: id === 2 ? 0 : 1 })),
  total,
  limit: 24,
  page: n,
});

beforeEach(() => {
  scrollSpy = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  // Flows are spawned (detached): closing the list is what ends its session and its popstate listener.
  for (const store of stores.splice(0)) store.dispatch(actions.closed());
  scrollSpy.mockRestore();
  jest.useRealTimers();
});

describe('product list loading', () => {
  it('fetches the catalogue path with the page query and fills the state', async () => {
    const api = nock(TEST_ORIGIN)
      .get('/api/catalog/products/viko/karre')
      .query({ sort: 'name', page: '2', view: 'grid' })
      .reply(200, page(2));
    const store = await openList('/viko/karre', '/viko/karre?sort=name&page=2&view=grid');
    expect(fetchingSeen(store)).toBe(true);
    await waitFor(() => expect(list(store).loaded).toBe(true));
    api.done();
    const state = list(store);
    expect(state).toMatchObject({
      fetching: false,
      page: 2,
      pages: 5,
      total: 100,
      limit: 24,
      sort: 'name',
      view: 'grid',
    });
    expect(state.items.map((p) => p.code)).toEqual(['K-1', 'K-2']);
    expect(state.variantCheck).toEqual({ 1: 1, 2: 0 });
  });

  it("defaults to page 1, no sort and the 'list' view", async () => {
    nock(TEST_ORIGIN).get('/api/catalog/products').reply(200, page(1));
    const store = await openList('', '/');
    await waitFor(() => expect(list(store).loaded).toBe(true));
    expect(list(store)).toMatchObject({ page: 1, sort: '', view: 'list' });
  });

  it('a page past the end goes to the last page in place of it (replacing the URL)', async () => {
    nock(TEST_ORIGIN)
      .get('/api/catalog/products')
      .query({ page: '99' })
      .reply(200, { products: [], total: 171, limit: 24, page: 99 });
    const last = nock(TEST_ORIGIN)
      .get('/api/catalog/products')
      .query({ page: '8' })
      .reply(200, { ...page(8, 171), page: 8 });
    const lengthBefore = window.history.length;
    const store = await openList('', '/?page=99');
    await waitFor(() => expect(list(store).loaded).toBe(true));
    last.done();
    expect(window.location.search).toBe('?page=8');
    expect(window.history.length).toBe(lengthBefore);
    expect(list(store)).toMatchObject({ page: 8, pages: 8, total: 171 });
    expect(list(store).items).toHaveLength(2);
  });

  it('reloads when the page is shown again from the back/forward cache', async () => {
    nock(TEST_ORIGIN).get('/api/catalog/products').reply(200, page(1));
    const store = await openList('', '/');
    await waitFor(() => expect(list(store).loaded).toBe(true));
    const again = nock(TEST_ORIGIN)
      .get('/api/catalog/products')
      .reply(200, page(1, 100, [3]));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await waitFor(() => expect(list(store).items.map((p) => p.id)).toEqual([3]));
    again.done();
  });

  it('keeps the query of a search page (q, brand) in the API call', async () => {
    const api = nock(TEST_ORIGIN)
      .get('/api/catalog/products/search')
      .query({ q: 'priz', brand: 'viko' })
      .reply(200, page(1));
    const store = await openList('/search', '/search?q=priz&brand=viko');
    await waitFor(() => expect(list(store).loaded).toBe(true));
    api.done();
  });

  it('asks the API for what is shown when the URL holds a bad sort or page', async () => {
    const api = nock(TEST_ORIGIN)
      .get('/api/catalog/products/viko')
      .query({ view: 'grid' })
      .reply(200, page(1));
    const store = await openList('/viko', '/viko?sort=evil&page=abc&view=grid');
    await waitFor(() => expect(list(store).loaded).toBe(true));
    api.done();
    expect(list(store)).toMatchObject({ sort: '', page: 1, view: 'grid' });
  });

  it('pushes a valid default sort to the URL on load and fetches with it', async () => {
    const api = nock(TEST_ORIGIN)
      .get('/api/catalog/products/viko')
      .query({ sort: '-price' })
      .reply(200, page(1));
    const before = window.history.length;
    const store = await openList('/viko', '/viko', { defaultSort: '-price' });
    await waitFor(() => expect(list(store).loaded).toBe(true));
    api.done();
    expect(window.location.search).toBe('?sort=-price');
    expect(list(store).sort).toBe('-price');
    // Replaced, not pushed: Back must leave the page rather than land on the unsorted URL.
    expect(window.history.length).toBe(before);
  });

  it('leaves the URL alone when the default sort is not one of the 8 keys or the URL has a sort', async () => {
    nock(TEST_ORIGIN).get('/api/catalog/products/viko').reply(200, page(1));
    const store = await openList('/viko', '/viko', { defaultSort: 'popularity' });
    await waitFor(() => expect(list(store).loaded).toBe(true));
    expect(window.location.search).toBe('');

    nock(TEST_ORIGIN).get('/api/catalog/products/viko').query({ sort: 'brand' }).reply(200, page(1));
    const other = await openList('/viko', '/viko?sort=brand', { defaultSort: 'name' });
    await waitFor(() => expect(list(other).loaded).toBe(true));
    expect(window.location.search).toBe('?sort=brand');
  });

  it('shows a failed fetch as an error state (never a blank list) and retries', async () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
    nock(TEST_ORIGIN)
      .get('/api/catalog/products/viko')
      .reply(500, { error: { messages: { type: 'Katalog şu an kullanılamıyor.' } } });
    const store = await openList('/viko', '/viko');
    await waitFor(() => expect(list(store).error).not.toBeNull());
    expect(list(store)).toMatchObject({
      fetching: false,
      error: { status: 500, serverMessage: 'Katalog şu an kullanılamıyor.' },
    });
    expect(errorSpy).toHaveBeenCalled();

    nock(TEST_ORIGIN).get('/api/catalog/products/viko').reply(200, page(1));
    store.dispatch(actions.loadRequested());
    await waitFor(() => expect(list(store).loaded).toBe(true));
    expect(list(store).error).toBeNull();
    errorSpy.mockRestore();
  });

  it('reports a malformed answer and a network failure by their kind', async () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
    nock(TEST_ORIGIN)
      .get('/api/catalog/products/a')
      .reply(200, { products: [{ id: 'x' }], total: 1 });
    const store = await openList('/a', '/a');
    await waitFor(() => expect(list(store).error?.malformed).toBe(true));

    nock(TEST_ORIGIN).get('/api/catalog/products/a').replyWithError('connection reset');
    store.dispatch(actions.loadRequested());
    await waitFor(() => expect(list(store).error?.networkFailure).toBe(true));
    errorSpy.mockRestore();
  });
});

describe('sort, page and view changes', () => {
  async function loaded(url = '/viko?page=3&view=grid') {
    nock(TEST_ORIGIN).get('/api/catalog/products/viko').query(true).reply(200, page(3));
    const store = await openList('/viko', url);
    await waitFor(() => expect(list(store).loaded).toBe(true));
    scrollSpy.mockClear();
    return store;
  }

  it('a sort pushes ?sort= (from page 1, view kept), refetches and scrolls to the top', async () => {
    const store = await loaded();
    const before = window.history.length;
    const api = nock(TEST_ORIGIN)
      .get('/api/catalog/products/viko')
      .query({ view: 'grid', sort: '-price' })
      .reply(200, page(1));
    store.dispatch(actions.sortChosen('-price'));
    expect(window.location.search).toBe('?view=grid&sort=-price');
    expect(window.history.length).toBe(before + 1);
    await waitFor(() => expect(api.isDone() && !list(store).fetching).toBe(true));
    expect(list(store).sort).toBe('-price');
    expect(scrollSpy).toHaveBeenCalledWith({ top: 0, left: 0 });
  });

  it('a page pushes ?page= (sort and view kept), refetches and scrolls to the top', async () => {
    const store = await loaded('/viko?sort=name&view=grid');
    const api = nock(TEST_ORIGIN)
      .get('/api/catalog/products/viko')
      .query({ sort: 'name', view: 'grid', page: '4' })
      .reply(200, page(4));
    store.dispatch(actions.pageChosen(4));
    expect(window.location.search).toBe('?sort=name&view=grid&page=4');
    await waitFor(() => expect(api.isDone() && !list(store).fetching).toBe(true));
    expect(list(store).page).toBe(4);
    expect(scrollSpy).toHaveBeenCalled();
  });

  it('a view change pushes ?view= (sort and page kept), refetches, scrolls to the top and saves productListView', async () => {
    const store = await loaded('/viko?sort=name&page=3');
    const before = window.history.length;
    let saved: unknown;
    const save = nock(TEST_ORIGIN)
      .post('/api/catalog/settings', (body) => {
        saved = body;
        return true;
      })
      .reply(200, {});
    const api = nock(TEST_ORIGIN)
      .get('/api/catalog/products/viko')
      .query({ sort: 'name', page: '3', view: 'grid' })
      .reply(200, page(3));
    store.dispatch(actions.viewChosen('grid'));
    expect(list(store).view).toBe('grid');
    expect(window.location.search).toBe('?sort=name&page=3&view=grid');
    expect(window.history.length).toBe(before + 1);
    await waitFor(() => expect(api.isDone() && !list(store).fetching).toBe(true));
    await waitFor(() => expect(save.isDone()).toBe(true));
    expect(saved).toEqual({ key: 'productListView', value: 'grid' });
    expect(store.getState().config.settings.defaultView).toBe('grid');
    expect(list(store)).toMatchObject({ error: null, page: 3, sort: 'name', view: 'grid' });
    expect(scrollSpy).toHaveBeenCalledWith({ top: 0, left: 0 });
  });

  it('keeps the chosen view when saving it fails (logged)', async () => {
    const store = await loaded('/viko');
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
    nock(TEST_ORIGIN).post('/api/catalog/settings').reply(500, {});
    nock(TEST_ORIGIN).get('/api/catalog/products/viko').query(true).reply(200, page(1));
    store.dispatch(actions.viewChosen('grid'));
    await waitFor(() => expect(errorSpy).toHaveBeenCalled());
    expect(list(store).view).toBe('grid');
    errorSpy.mockRestore();
  });

  it('back/forward to another query reloads it and scrolls to the top', async () => {
    const store = await loaded('/viko?sort=name');
    nock(TEST_ORIGIN)
      .get('/api/catalog/products/viko')
      .query({ sort: 'name', page: '2' })
      .reply(200, page(2));
    store.dispatch(actions.pageChosen(2));
    await waitFor(() => expect(list(store).items).toHaveLength(2));
    await waitFor(() => expect(list(store).fetching).toBe(false));
    scrollSpy.mockClear();

    const api = nock(TEST_ORIGIN)
      .get('/api/catalog/products/viko')
      .query({ sort: '-name', page: '5' })
      .reply(200, page(5));
    window.history.replaceState(null, '', '/viko?sort=-name&page=5'); // what the browser shows after Back
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(api.isDone() && !list(store).fetching).toBe(true));
    expect(list(store).page).toBe(5);
    expect(list(store).sort).toBe('-name');
    expect(scrollSpy).toHaveBeenCalled();
  });

  it('Back to the URL the list opened on reloads it too (the list follows its own pushes)', async () => {
    const store = await loaded('/viko?sort=name');
    nock(TEST_ORIGIN)
      .get('/api/catalog/products/viko')
      .query({ sort: 'name', page: '2' })
      .reply(200, page(2));
    store.dispatch(actions.pageChosen(2));
    await waitFor(() => expect(list(store).page).toBe(2));
    await waitFor(() => expect(list(store).fetching).toBe(false));
    const api = nock(TEST_ORIGIN)
      .get('/api/catalog/products/viko')
      .query({ sort: 'name' })
      .reply(200, page(1));
    window.history.replaceState(null, '', '/viko?sort=name');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(api.isDone() && !list(store).fetching).toBe(true));
    expect(list(store).page).toBe(1);
  });

  it('ignores a popstate that changes only the hash', async () => {
    const store = await loaded('/viko');
    window.history.replaceState(null, '', '/viko#top');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await Promise.resolve();
    expect(list(store).fetching).toBe(false);
    expect(scrollSpy).not.toHaveBeenCalled();
  });

  it('a newer load aborts the request of the earlier one', async () => {
    const store = await loaded('/viko');
    let firstSignal: AbortSignal | undefined;
    nock(TEST_ORIGIN)
      .get('/api/catalog/products/viko')
      .query({ page: '2' })
      .delay(300)
      .reply(200, page(2))
      .on('request', (req: Request) => (firstSignal = req.signal));
    nock(TEST_ORIGIN).get('/api/catalog/products/viko').query({ page: '3' }).reply(200, page(3));
    store.dispatch(actions.pageChosen(2));
    await waitFor(() => expect(firstSignal).toBeDefined());
    expect(firstSignal?.aborted).toBe(false);
    store.dispatch(actions.pageChosen(3));
    expect(firstSignal?.aborted).toBe(true);
    await waitFor(() => expect(list(store).fetching).toBe(false));
    expect(list(store).page).toBe(3);
  });

  it('stops following the URL once the list is closed', async () => {
    const store = await loaded('/viko');
    store.dispatch(actions.closed());
    window.history.replaceState(null, '', '/viko?page=9');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await Promise.resolve();
    expect(list(store).fetching).toBe(false);
  });
});

describe('the in-stock-only toggle', () => {
  const stockSettings: Partial<Settings> = {
    originalShowNotInStocks: '1',
    b2b_stoktakileri_goster: '1',
    showNotInStocks: '1',
  };

  async function loadedAtPage3() {
    nock(TEST_ORIGIN).get('/api/catalog/products/viko').query({ page: '3' }).reply(200, page(3));
    const store = await openList('/viko', '/viko?page=3', stockSettings);
    await waitFor(() => expect(list(store).loaded).toBe(true));
    return store;
  }

  it('saves showNotInStocks, refetches from page 1 and re-enables after 1 s', async () => {
    const store = await loadedAtPage3();
    expect(list(store).showNotInStocks).toBe('1');
    jest.useFakeTimers();
    let saved: unknown;
    const save = nock(TEST_ORIGIN)
      .post('/api/catalog/settings', (body) => {
        saved = body;
        return true;
      })
      .reply(200, {});
    const refetch = nock(TEST_ORIGIN).get('/api/catalog/products/viko').reply(200, page(1, 10));
    store.dispatch(actions.stockToggleRequested());
    expect(list(store).stockToggleBusy).toBe(true);
    await waitFor(() => expect(refetch.isDone()).toBe(true));
    save.done();
    expect(saved).toEqual({ key: 'showNotInStocks', value: '0' });
    expect(list(store).showNotInStocks).toBe('0');
    expect(store.getState().config.settings.showNotInStocks).toBe('0');
    expect(window.location.search).toBe('');
    await jest.advanceTimersByTimeAsync(900);
    expect(list(store).stockToggleBusy).toBe(true);
    await jest.advanceTimersByTimeAsync(100);
    expect(list(store).stockToggleBusy).toBe(false);
    expect(list(store)).toMatchObject({ total: 10, page: 1 });
  });

  it('turns the filter back off with showNotInStocks 1', async () => {
    nock(TEST_ORIGIN).get('/api/catalog/products/viko').reply(200, page(1));
    const store = await openList('/viko', '/viko', { ...stockSettings, showNotInStocks: '0' });
    await waitFor(() => expect(list(store).loaded).toBe(true));
    let saved: unknown;
    nock(TEST_ORIGIN)
      .post('/api/catalog/settings', (body) => {
        saved = body;
        return true;
      })
      .reply(200, {});
    nock(TEST_ORIGIN).get('/api/catalog/products/viko').reply(200, page(1));
    store.dispatch(actions.stockToggleRequested());
    await waitFor(() => expect(saved).toEqual({ key: 'showNotInStocks', value: '1' }));
  });

  it('re-enables at once on a failed save, logs it, and neither refetches nor changes the filter', async () => {
    const store = await loadedAtPage3();
    jest.useFakeTimers();
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
    nock(TEST_ORIGIN).post('/api/catalog/settings').reply(500, {});
    const start = Date.now(); // faked: waitFor moves the fake clock on in 50 ms steps
    store.dispatch(actions.stockToggleRequested());
    expect(list(store).stockToggleBusy).toBe(true);
    await waitFor(() => expect(list(store).stockToggleBusy).toBe(false));
    expect(Date.now() - start).toBeLessThan(STOCK_TOGGLE_SPINNER_MS);
    expect(errorSpy).toHaveBeenCalledWith('[b2b] the in-stock filter could not be saved:', expect.anything());
    expect(list(store)).toMatchObject({ showNotInStocks: '1', page: 3, fetching: false, error: null });
    expect(window.location.search).toBe('?page=3');
    errorSpy.mockRestore();
  });
});

describe('the first page embedded by the host (data-props firstPage)', () => {
  async function openWith(path: string, url: string, firstPage: unknown, settings: Partial<Settings> = {}) {
    window.history.replaceState(null, '', url);
    const store = createTestStore(testConfig({ settings: { ...DEFAULT_SETTINGS, ...settings } }));
    stores.push(store);
    watchFetching(store);
    store.dispatch(actions.opened({ path, firstPage }));
    await lazyChunksLoaded();
    return store;
  }

  it('shows the embedded page at once, without a call and without a loading state', async () => {
    // nock lets no request through: a fetch here would fail the list.
    const store = await openWith('/viko', '/viko?page=2', { query: '?page=2', answer: page(2, 60, [7, 8]) });
    expect(list(store)).toMatchObject({ fetching: false, loaded: true, error: null, page: 2, pages: 3 });
    expect(list(store).items.map((p) => p.id)).toEqual([7, 8]);
  });

  it('matches the query after the default sort went into the URL', async () => {
    const store = await openWith(
      '',
      '/?page=2',
      { query: '?page=2&sort=name', answer: page(2) },
      { defaultSort: 'name' },
    );
    expect(window.location.search).toBe('?page=2&sort=name');
    expect(list(store)).toMatchObject({ loaded: true, sort: 'name', page: 2 });
  });

  it('is ignored for another query: the list asks the API', async () => {
    const api = nock(TEST_ORIGIN)
      .get('/api/catalog/products')
      .query({ sort: 'price' })
      .reply(200, page(1, 5, [3]));
    const store = await openWith('', '/?sort=price', { query: '', answer: page(1, 100, [9]) });
    expect(fetchingSeen(store)).toBe(true);
    await waitFor(() => expect(list(store).loaded).toBe(true));
    api.done();
    expect(list(store).items.map((p) => p.id)).toEqual([3]);
  });

  it('is checked like an answer: a malformed one is reported and the page fetched instead', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const api = nock(TEST_ORIGIN)
      .get('/api/catalog/products')
      .reply(200, page(1, 5, [4]));
    const store = await openWith('', '/', { query: '', answer: { products: 'nope', total: 1 } });
    await waitFor(() => expect(list(store).loaded).toBe(true));
    api.done();
    expect(list(store).items.map((p) => p.id)).toEqual([4]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('embedded first page'), expect.anything());
    warn.mockRestore();
  });

  it('serves the first load only: a change of page, and a reload from the cache, ask the API', async () => {
    const store = await openWith('', '/', { query: '', answer: page(1, 100, [1]) });
    expect(list(store).loaded).toBe(true);
    const second = nock(TEST_ORIGIN)
      .get('/api/catalog/products')
      .query({ page: '2' })
      .reply(200, page(2, 100, [5]));
    store.dispatch(actions.pageChosen(2));
    await waitFor(() => expect(list(store).page).toBe(2));
    second.done();
    const again = nock(TEST_ORIGIN)
      .get('/api/catalog/products')
      .reply(200, page(1, 100, [6]));
    window.history.replaceState(null, '', '/');
    store.dispatch(actions.loadRequested());
    await waitFor(() => expect(list(store).items.map((p) => p.id)).toEqual([6]));
    again.done();
  });
});
