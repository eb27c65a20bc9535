/**
 * What the shopping lists page's saga suites share: a base path of its own for each test,
 * the lists, lines and products they answer with, and the buyer's store opened on the page (the
 * overview or one list), nock answering the host.
 *
 * A suite calls setUpListsSession() once at its top: before each test it picks the test's base path
 * (BASE and the API paths under it) and spies on navigation and console.error; after it, it closes
 * the test's stores. Those paths and spies are this module's bindings, set by that beforeEach (read
 * them inside tests only).
 */
import { waitFor } from '@testing-library/react';
import nock from 'nock';
import type { RunningAppStore } from '../../src/app/createAppStore';
import type { Product } from '../../src/contract/catalog';
import { ANONYMOUS_USER } from '../../src/contract/hostConfigDefaults';
import type { ListDetailAnswer, ListLine, ListSummary } from '../../src/contract/lists';
import * as browser from '../../src/sagas/runtime/browser';
import { selectCartLoaded } from '../../src/store/cart/cartSelectors';
import { selectShoppingLists, shoppingListsActions as actions } from '../../src/store/lists/shoppingLists';
import { makePackagedProduct } from './cart';
import { makeProduct } from './products';
import { createTestStore, TEST_ORIGIN, testConfig } from './renderWidget';

// A base path per test: the stores of earlier tests (their flows outlive the test) listen on their
// own cart channel and never reload for this test's batches.
let tests = 0;
export let BASE = '';
export let LISTS = '';
export let CART = '';
export let BATCH = '';
export let LOOKUP = '';

export const A = makePackagedProduct({ id: 1, code: 'VK-1001', name: 'Viko Karre Anahtar' });
export const B = makeProduct({ id: 2, code: 'VK-2002', name: 'Viko Priz', quantity: 0 });
const ME = { id: 7, name: 'Mert Demir' };

export function makeSummary(overrides: Partial<ListSummary> = {}): ListSummary {
  return {
    id: 12,
    name: 'Kadıköy şantiyesi – aylık',
    lineCount: 2,
    updatedAt: '2025-03-14T09:30:00.000Z',
    owner: ME,
    shared: true,
    mine: true,
    canEdit: true,
    ...overrides,
  };
}
export function makeLine(id: number, product: Product, overrides: Partial<ListLine> = {}): ListLine {
  return { id, product, unitId: product.defaultUnit, quantity: 2, note: '', ...overrides };
}
const twoLines = () => [
  makeLine(101, A, { quantity: 40, note: 'B blok' }),
  makeLine(102, B, { quantity: 3 }),
];
export function detailOf(summary = makeSummary(), lines: ListLine[] = twoLines()): ListDetailAnswer {
  return { list: { ...summary, lineCount: lines.length }, lines };
}
export const sharedByOther = makeSummary({
  id: 30,
  name: 'Depo',
  owner: { id: 2, name: 'Ayşe Yıldız' },
  mine: false,
  canEdit: false,
});
export const refusal = (type: string) => ({ error: { messages: { type } } });

const stores: RunningAppStore[] = [];
export let navigateSpy: jest.SpyInstance;
export let errorSpy: jest.SpyInstance;

/** Each test's base path and spies, and its stores closed after it. */
export function setUpListsSession(): void {
  beforeEach(() => {
    BASE = `/sl-saga-${++tests}`;
    LISTS = `${BASE}/api/catalog/lists`;
    CART = `${BASE}/api/catalog/cart`;
    BATCH = `${BASE}/api/catalog/cart/batch`;
    LOOKUP = `${BASE}/api/catalog/product-lookup`;
  });
  beforeEach(() => {
    navigateSpy = jest.spyOn(browser, 'navigateTo').mockImplementation(() => {});
    jest.spyOn(browser, 'scrollToTop').mockImplementation(() => {});
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    for (const store of stores.splice(0)) {
      store.dispatch(actions.closed());
      store.rootTask.cancel();
    }
    jest.restoreAllMocks();
  });
}

export const state = (store: RunningAppStore) => selectShoppingLists(store.getState());

/** A buyer's store (Satın Alma) on the lists page at `query`, its cart read; the session opened. */
export async function open(query = '', role: 'satinalma' | 'izleyici' = 'satinalma') {
  window.history.replaceState(null, '', `${BASE}/hesap/listeler${query}`);
  nock(TEST_ORIGIN).get(CART).reply(200, []);
  const store = createTestStore(
    testConfig({
      basePath: BASE,
      user: { ...ANONYMOUS_USER, authenticated: true, id: ME.id, name: ME.name, companyRole: role },
    }),
  );
  stores.push(store);
  await waitFor(() => expect(selectCartLoaded(store.getState())).toBe(true));
  store.dispatch(actions.opened());
  return store;
}

/** The overview, its lists answered with `lists`. */
export async function overview(lists: ListSummary[] = [makeSummary(), sharedByOther]) {
  nock(TEST_ORIGIN).get(LISTS).reply(200, { lists });
  const store = await open();
  await waitFor(() => expect(state(store).listsLoaded).toBe(true));
  return store;
}

/** One list's page (?liste=), the list answered with `detail`. */
export async function listPage(detail = detailOf()) {
  nock(TEST_ORIGIN).get(`${LISTS}/${detail.list.id}`).reply(200, detail);
  const store = await open(`?liste=${detail.list.id}`);
  await waitFor(() => expect(state(store).detail?.list.id).toBe(detail.list.id));
  return store;
}
