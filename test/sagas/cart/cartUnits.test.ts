/**
 * Adding a product that is already in the cart in another unit: the cart shows the
 * merged line at once, counted in pieces (10 ADET + 1 PAKET of 6 = 16 ADET, never 11 PAKET), the
 * host's answer replaces it, and a failed add puts the line back as it was.
 */
import { waitFor } from '@testing-library/react';
import nock from 'nock';
import { DEFAULT_SETTINGS } from '../../../src/contract/hostConfigDefaults';
import * as browser from '../../../src/sagas/runtime/browser';
import { cartAddRequested } from '../../../src/store/cart/cartIntents';
import { selectCartItems, selectCartLoaded } from '../../../src/store/cart/cartSelectors';
import type { RunningAppStore } from '../../../src/app/createAppStore';
import { customerConfig, makeCartItem, makePackagedProduct } from '../../support/cart';
import { createTestStore, TEST_ORIGIN } from '../../support/renderWidget';

const CART = '/api/catalog/cart';
const product = makePackagedProduct({ quantity: 1000 });
const [ADET, PAKET] = product.units as [(typeof product.units)[0], (typeof product.units)[0]];

beforeEach(() => {
  jest.spyOn(browser, 'alertUser').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  nock.cleanAll();
});

async function storeWith(quantity: number, unit: typeof ADET): Promise<RunningAppStore> {
  nock(TEST_ORIGIN)
    .get(CART)
    .reply(200, [makeCartItem(product, quantity, unit)]);
  const store = createTestStore(customerConfig({ settings: { ...DEFAULT_SETTINGS } }));
  await waitFor(() => expect(selectCartLoaded(store.getState())).toBe(true));
  return store;
}

const shownLine = (store: RunningAppStore) => {
  const [line] = selectCartItems(store.getState());
  return line ? [line.quantity, line.productUnit.value] : null;
};

const addIn = (store: RunningAppStore, quantity: number, unitId: number) =>
  store.dispatch(cartAddRequested({ product, quantity, unitId, context: 'detail' }));

describe('adding in another unit than the line’s', () => {
  it('shows 10 ADET + 1 PAKET as 16 ADET while the add is on its way, then the host’s line', async () => {
    const store = await storeWith(10, ADET);
    nock(TEST_ORIGIN)
      .post(`${CART}/1`)
      .delay(200)
      .reply(200, makeCartItem(product, 16, ADET));
    addIn(store, 1, PAKET.id);
    await waitFor(() => expect(shownLine(store)).toEqual([16, 'ADET']));
    // The add is still on its way.
    expect(store.getState().cart.pending[1]).toBe('add');
    await waitFor(() => expect(store.getState().cart.pending).toEqual({}));
    expect(shownLine(store)).toEqual([16, 'ADET']);
  });

  it('keeps the line’s unit when the pieces divide evenly: 1 PAKET + 6 ADET = 2 PAKET', async () => {
    const store = await storeWith(1, PAKET);
    nock(TEST_ORIGIN)
      .post(`${CART}/1`)
      .delay(200)
      .reply(200, makeCartItem(product, 2, PAKET));
    addIn(store, 6, ADET.id);
    await waitFor(() => expect(shownLine(store)).toEqual([2, 'PAKET']));
    await waitFor(() => expect(store.getState().cart.pending).toEqual({}));
  });

  it('prices a line moved to the base unit by that unit, plan prices scaled alike', async () => {
    const store = await storeWith(1, PAKET);
    nock(TEST_ORIGIN)
      .post(`${CART}/1`)
      .delay(200)
      .reply(200, makeCartItem(product, 7, ADET));
    addIn(store, 1, ADET.id);
    await waitFor(() => expect(shownLine(store)).toEqual([7, 'ADET']));
    const [line] = selectCartItems(store.getState());
    expect(line!.productUnit.defaultPrice.value).toBe(100);
    expect(line!.productUnit.multiplier).toBe(1);
    // The PAKET line's plan prices were 540 (its default); scaled to ADET: 540 × 100 / 540.
    expect(line!.productUnit.advencePrice3.value).toBe(100);
    await waitFor(() => expect(store.getState().cart.pending).toEqual({}));
  });

  it('puts the line back as it was when the add fails', async () => {
    const store = await storeWith(10, ADET);
    nock(TEST_ORIGIN)
      .post(`${CART}/1`)
      .delay(200)
      .reply(500, { error: { messages: { type: 'Teknik bir hata' } } });
    addIn(store, 1, PAKET.id);
    await waitFor(() => expect(shownLine(store)).toEqual([16, 'ADET']));
    await waitFor(() => expect(shownLine(store)).toEqual([10, 'ADET']));
    await waitFor(() => expect(browser.alertUser).toHaveBeenCalledWith('Teknik bir hata'));
  });
});
