/**
 * The product list's session and the product detail's variant flow come in their widgets' chunks.
 * When one cannot be fetched: the list shows its load error and its retry fetches the code again; the
 * detail says so once (a toast), keeps the picks, and the next pick fetches the code and switches.
 */
import { screen, waitFor } from '@testing-library/react';
import nock from 'nock';
import { createElement } from 'react';
import { tr } from '../../../src/i18n/tr';
import { PRODUCT_DETAIL_INTENTS } from '../../../src/sagas/catalog/productDetail';
import { detailOpened, selectDetail, variantValueChosen } from '../../../src/store/catalog/productDetail';
import { productListActions, selectProductList } from '../../../src/store/catalog/productList';
import { makeFamily, makeProduct } from '../../support/products';
import { createTestStore, renderWidget, TEST_ORIGIN } from '../../support/renderWidget';

// Each chunk's first fetch fails, as a chunk that cannot be fetched rejects its import(); the next succeeds.
const mockAttempts = { list: 0, detail: 0 };
jest.mock('../../../src/sagas/catalog/productListSession', () => {
  mockAttempts.list += 1;
  if (mockAttempts.list === 1) throw new Error('Loading chunk w-ProductList failed.');
  return jest.requireActual('../../../src/sagas/catalog/productListSession');
});
jest.mock('../../../src/sagas/catalog/productDetailVariants', () => {
  mockAttempts.detail += 1;
  if (mockAttempts.detail === 1) throw new Error('Loading chunk w-ProductDetail failed.');
  return jest.requireActual('../../../src/sagas/catalog/productDetailVariants');
});

const CHUNK_FAILURE = { status: 0, serverMessage: null, networkFailure: true, malformed: false };

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  window.history.replaceState(null, '', '/viko');
});
afterEach(() => {
  jest.restoreAllMocks();
  nock.cleanAll();
});

it('the entry listens for the detail pick by its type', () => {
  expect(PRODUCT_DETAIL_INTENTS).toEqual([variantValueChosen.type]);
});

it('product list: the error shows, nothing is asked, and the retry fetches the chunk and the page', async () => {
  const store = createTestStore();
  const list = () => selectProductList(store.getState());
  store.dispatch(productListActions.opened({ path: '/viko' }));
  await waitFor(() => expect(list().error).toEqual(CHUNK_FAILURE));
  expect(errorSpy).toHaveBeenCalledWith(
    '[b2b] the product list code could not be loaded:',
    expect.any(Error),
  );
  // No interceptor yet: had the list asked the server, nock would have refused it loudly.
  expect(nock.pendingMocks()).toEqual([]);

  const api = nock(TEST_ORIGIN)
    .get('/api/catalog/products/viko')
    .query(true)
    .reply(200, { products: [makeProduct({ id: 5 })], total: 1, limit: 24, page: 1 });
  store.dispatch(productListActions.loadRequested());
  await waitFor(() => expect(list().items.map((p) => p.id)).toEqual([5]));
  api.done();
  expect(list().error).toBeNull();
  expect(mockAttempts.list).toBe(2);
  expect(errorSpy).toHaveBeenCalledTimes(1);
  store.dispatch(productListActions.closed());
});

it('product detail: says so once, keeps the picks, and the next pick fetches the code and switches', async () => {
  jest.useFakeTimers();
  try {
    const store = createTestStore();
    renderWidget(createElement('div'), store);
    store.dispatch(detailOpened(makeFamily()));
    store.dispatch(variantValueChosen({ code: 'kesit', value: '2,5 mm²' }));
    expect(await screen.findAllByText(tr['mount.chunkFailed'])).toHaveLength(1);
    expect(errorSpy).toHaveBeenCalledWith(
      '[b2b] the product detail code could not be loaded:',
      expect.any(Error),
    );

    store.dispatch(variantValueChosen({ code: 'renk', value: 'Mavi' }));
    await waitFor(() => expect(selectDetail(store.getState()).switching).toBe(true));
    await jest.advanceTimersByTimeAsync(2500);
    expect(selectDetail(store.getState()).product?.code).toBe('NYA-2,5-MAVİ');
    expect(mockAttempts.detail).toBe(2);
    expect(screen.getAllByText(tr['mount.chunkFailed'])).toHaveLength(1);
  } finally {
    jest.useRealTimers();
  }
});
