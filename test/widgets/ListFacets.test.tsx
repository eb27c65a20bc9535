import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import type { RunningAppStore } from '../../src/app/createAppStore';
import { DEFAULT_SETTINGS, ANONYMOUS_USER } from '../../src/contract/hostConfigDefaults';
import type { Facet } from '../../src/contract/facets';
import { productListActions, selectProductList } from '../../src/store/catalog/productList';
import { ProductList } from '../../src/widgets/ProductList/ProductList';
import { makeProduct } from '../support/products';
import { createTestStore, renderWidget, TEST_ORIGIN, testConfig } from '../support/renderWidget';

const HOSTILE = "ABB $& $` $' $1 <script>alert(1)</script>";

const values = (
  key: string,
  label: string,
  entries: [string, string, number][],
  chosen: string[] = [],
): Facet => ({
  key,
  label,
  kind: 'values',
  values: entries.map(([value, text, count]) => ({
    value,
    label: text,
    count,
    selected: chosen.includes(value),
  })),
  min: 0,
  max: 0,
  from: 0,
  to: 0,
  currency: '',
});

const FACETS: Facet[] = [
  values('brand', 'Marka', [
    ['abb', HOSTILE, 12],
    ['siemens', 'Siemens', 6],
  ]),
  values('poles', 'Kutup Sayısı', [
    ['1P', '1P', 20],
    ['2P', '2P', 4],
    ['3P', '3P', 3],
    ['4P', '4P', 2],
    ['1P+N', '1P+N', 2],
    ['3P+N', '3P+N', 1],
    ['2P+N', '2P+N', 1],
  ]),
  {
    key: 'price',
    label: 'Fiyat',
    kind: 'range',
    values: [],
    min: 80,
    max: 9000,
    from: 0,
    to: 0,
    currency: 'TRY',
  },
];

const stores: RunningAppStore[] = [];
let scrollSpy: jest.SpyInstance;
beforeEach(() => {
  scrollSpy = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  for (const store of stores.splice(0)) store.dispatch(productListActions.closed());
  scrollSpy.mockRestore();
  nock.cleanAll();
});

/** The list on a search page with its facets; `next` answers the next call (its query checked). */
async function renderFacets(url: string, facets: Facet[] = FACETS) {
  window.history.replaceState(null, '', url);
  nock(TEST_ORIGIN)
    .get('/api/catalog/products/search')
    .query(true)
    .reply(200, { products: [makeProduct()], total: 1, limit: 24, page: 1, facets });
  const store = createTestStore(testConfig({ user: ANONYMOUS_USER, settings: DEFAULT_SETTINGS }));
  stores.push(store);
  renderWidget(<ProductList path="/search" />, store);
  await waitFor(() => expect(selectProductList(store.getState()).loaded).toBe(true));
  return store;
}

function expectCall(filters: string) {
  return nock(TEST_ORIGIN)
    .get('/api/catalog/products/search')
    .query((q) => q.filters === filters && q.q === 'sigorta' && q.page === undefined)
    .reply(200, { products: [makeProduct()], total: 1, limit: 24, page: 1, facets: FACETS });
}

describe('the list filters', () => {
  it('shows each facet as a group of values with counts, hostile labels as text', async () => {
    await renderFacets('/search?q=sigorta');
    expect(screen.getByRole('group', { name: 'Marka' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: `${HOSTILE} (12)` })).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
  });

  it('choosing a value with the keyboard puts it in filters=, keeping q, back at page 1', async () => {
    await renderFacets('/search?q=sigorta&page=3');
    const call = expectCall('brand:abb');
    const user = userEvent.setup();
    screen.getByRole('checkbox', { name: `${HOSTILE} (12)` }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(call.isDone()).toBe(true));
    expect(window.location.search).toBe('?q=sigorta&filters=brand%3Aabb');
  });

  it('shows the first six values and the rest on Show all', async () => {
    await renderFacets('/search?q=sigorta');
    expect(screen.queryByRole('checkbox', { name: '2P+N (1)' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tümünü göster' }));
    expect(screen.getByRole('checkbox', { name: '2P+N (1)' })).toBeTruthy();
  });

  it('removes a chosen value from its chip, and clears all', async () => {
    const chosen = [
      values(
        'brand',
        'Marka',
        [
          ['abb', 'ABB', 12],
          ['siemens', 'Siemens', 6],
        ],
        ['abb', 'siemens'],
      ),
    ];
    await renderFacets('/search?q=sigorta&filters=brand:abb,brand:siemens', chosen);
    const call = expectCall('brand:siemens');
    await userEvent.setup().click(screen.getByRole('button', { name: 'ABB filtresini kaldır' }));
    await waitFor(() => expect(call.isDone()).toBe(true));
  });

  it('judges a price bound when it is committed (Enter or blur), not key by key', async () => {
    await renderFacets('/search?q=sigorta');
    const user = userEvent.setup();
    const from = screen.getByRole('textbox', { name: 'En az' });
    await user.type(from, '10');
    await user.type(from, '0');
    expect(nock.pendingMocks()).toEqual([]);
    const call = expectCall('price:100-');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(call.isDone()).toBe(true));
  });

  it('leaves a bound that is not a number as typed, calling nothing', async () => {
    await renderFacets('/search?q=sigorta');
    const user = userEvent.setup();
    const to = screen.getByRole('textbox', { name: 'En çok' });
    await user.type(to, '12a{Enter}');
    await user.tab();
    expect((to as HTMLInputElement).value).toBe('12a');
    expect(selectProductList(stores[0]!.getState()).fetching).toBe(false);
  });

  it('draws nothing when the host sends no facets', async () => {
    await renderFacets('/search?q=sigorta', []);
    expect(screen.queryByRole('button', { name: 'Filtrele' })).toBeNull();
  });
});
