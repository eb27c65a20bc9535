import { waitFor } from '@testing-library/react';
import nock from 'nock';
import { DEFAULT_SETTINGS } from '../../../src/contract/hostConfigDefaults';
import type { Facet } from '../../../src/contract/facets';
import type { RunningAppStore } from '../../../src/app/createAppStore';
import { productListActions as actions, selectProductList } from '../../../src/store/catalog/productList';
import { makeProduct } from '../../support/products';
import { lazyChunksLoaded } from '../../support/lazyChunks';
import { createTestStore, TEST_ORIGIN, testConfig } from '../../support/renderWidget';

const stores: RunningAppStore[] = [];
let scrollSpy: jest.SpyInstance;
const list = (store: RunningAppStore) => selectProductList(store.getState());

const BRAND: Facet = {
  key: 'brand',
  label: 'Marka $& <script>',
  kind: 'values',
  values: [
    { value: 'VIKO', label: 'Viko $1', count: 12, selected: false },
    { value: 'ABB', label: 'ABB', count: 3, selected: false },
  ],
  min: 0,
  max: 0,
  from: 0,
  to: 0,
  currency: '',
};

const answer = (page = 1, facets: Facet[] = [BRAND]) => ({
  products: [makeProduct({ id: 1 })],
  total: 40,
  limit: 24,
  page,
  facets,
});

async function opened(url: string) {
  window.history.replaceState(null, '', url);
  nock(TEST_ORIGIN).get('/api/catalog/products/ara').query(true).reply(200, answer(2));
  const store = createTestStore(testConfig({ settings: DEFAULT_SETTINGS }));
  stores.push(store);
  store.dispatch(actions.opened({ path: '/ara' }));
  await lazyChunksLoaded();
  await waitFor(() => expect(list(store).loaded).toBe(true));
  scrollSpy.mockClear();
  return store;
}

beforeEach(() => {
  scrollSpy = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  for (const store of stores.splice(0)) store.dispatch(actions.closed());
  scrollSpy.mockRestore();
  nock.cleanAll();
});

describe('the list filters (facets)', () => {
  it('stores the facets of the answer with the products, and none from a host without them', async () => {
    const store = await opened('/ara?q=priz');
    expect(list(store).facets).toEqual([BRAND]);
    const plain = nock(TEST_ORIGIN)
      .get('/api/catalog/products/ara')
      .query(true)
      .reply(200, { products: [], total: 0, limit: 24, page: 1 });
    store.dispatch(actions.loadRequested());
    await waitFor(() => expect(plain.isDone() && !list(store).fetching).toBe(true));
    expect(list(store).facets).toEqual([]);
  });

  it('choosing a value pushes filters= (q, brand, sort, view kept; page 1) and fetches the list with it', async () => {
    const store = await opened('/ara?q=priz&brand=VIKO&sort=name&page=2&view=grid');
    const before = window.history.length;
    const api = nock(TEST_ORIGIN)
      .get('/api/catalog/products/ara')
      .query({ q: 'priz', brand: 'VIKO', sort: 'name', view: 'grid', filters: 'brand:ABB' })
      .reply(200, answer());
    store.dispatch(actions.filterToggled({ key: 'brand', value: 'ABB' }));
    expect(list(store).filters).toEqual({ brand: ['ABB'] });
    expect(window.history.length).toBe(before + 1);
    const params = new URLSearchParams(window.location.search);
    expect(params.get('filters')).toBe('brand:ABB');
    expect(params.get('page')).toBeNull();
    await waitFor(() => expect(api.isDone() && !list(store).fetching).toBe(true));
    expect(list(store).page).toBe(1);
    expect(scrollSpy).toHaveBeenCalled();
  });

  it('a second value of a facet is OR in one parameter; a range replaces its value; Clear takes all away', async () => {
    const store = await opened('/ara?q=priz&filters=brand%3AVIKO');
    expect(list(store).filters).toEqual({ brand: ['VIKO'] });
    const both = nock(TEST_ORIGIN)
      .get('/api/catalog/products/ara')
      .query({ q: 'priz', filters: 'brand:VIKO,brand:ABB' })
      .reply(200, answer());
    store.dispatch(actions.filterToggled({ key: 'brand', value: 'ABB' }));
    await waitFor(() => expect(both.isDone() && !list(store).fetching).toBe(true));

    const ranged = nock(TEST_ORIGIN)
      .get('/api/catalog/products/ara')
      .query({ q: 'priz', filters: 'brand:VIKO,brand:ABB,price:100-250.5' })
      .reply(200, answer());
    store.dispatch(actions.filterSet({ key: 'price', values: ['100-250.5'] }));
    await waitFor(() => expect(ranged.isDone() && !list(store).fetching).toBe(true));

    const cleared = nock(TEST_ORIGIN)
      .get('/api/catalog/products/ara')
      .query({ q: 'priz' })
      .reply(200, answer());
    store.dispatch(actions.filtersCleared());
    expect(window.location.search).toBe('?q=priz');
    await waitFor(() => expect(cleared.isDone() && !list(store).fetching).toBe(true));
    expect(list(store).filters).toEqual({});
  });

  it('Back restores the earlier choices and reloads them', async () => {
    const store = await opened('/ara?q=priz');
    const chosen = nock(TEST_ORIGIN)
      .get('/api/catalog/products/ara')
      .query({ q: 'priz', filters: 'brand:VIKO' })
      .reply(200, answer());
    store.dispatch(actions.filterToggled({ key: 'brand', value: 'VIKO' }));
    await waitFor(() => expect(chosen.isDone() && !list(store).fetching).toBe(true));

    const back = nock(TEST_ORIGIN).get('/api/catalog/products/ara').query({ q: 'priz' }).reply(200, answer());
    window.history.replaceState(null, '', '/ara?q=priz'); // what the browser shows after Back
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(back.isDone() && !list(store).fetching).toBe(true));
    expect(list(store).filters).toEqual({});
  });
});
