import { waitFor } from '@testing-library/react';
import nock from 'nock';
import { cartRemoveRequested } from '../../../src/store/cart/cartIntents';
import { selectCartItems } from '../../../src/store/cart/cartSelectors';
import { customerConfig, makeCartItem } from '../../support/cart';
import { makeProduct } from '../../support/products';
import { createTestStore, TEST_ORIGIN, testConfig } from '../../support/renderWidget';

// A base path of its own as well: a channel per storefront keeps these tabs apart from any other.
const BASE = '/sync-test';
const CART = `${BASE}/api/catalog/cart`;
const two = [makeCartItem(makeProduct({ id: 1 }), 1), makeCartItem(makeProduct({ id: 2 }), 3)];

afterEach(() => nock.cleanAll());

/** Each store is one tab: its own sagas, its own BroadcastChannel. */
async function tab() {
  nock(TEST_ORIGIN).get(CART).reply(200, two);
  const store = createTestStore(customerConfig({ basePath: BASE }), { crossTabSync: true });
  await waitFor(() => expect(store.getState().cart.status).toBe('loaded'));
  return store;
}

describe('two tabs stay in step', () => {
  it('a removal in one tab is read again by the other, without a reload', async () => {
    const first = await tab();
    const second = await tab();
    nock(TEST_ORIGIN).delete(`${CART}/2`).reply(200, { success: true });
    const reread = nock(TEST_ORIGIN).get(CART).reply(200, [two[0]]);
    first.dispatch(cartRemoveRequested({ productId: 2 }));
    await waitFor(() => expect(selectCartItems(second.getState())).toHaveLength(1));
    reread.done();
    expect(selectCartItems(first.getState())).toHaveLength(1);
  });

  it('a tab does not hear its own changes, and the loads they cause elsewhere are not passed on', async () => {
    const only = await tab();
    nock(TEST_ORIGIN).delete(`${CART}/1`).reply(200, { success: true });
    // Tabs of earlier tests read the cart when they hear this one; they get an empty cart. Were
    // this tab to read again (its own change, or their loads passed back), it would show none.
    nock(TEST_ORIGIN).get(CART).reply(200, []).persist();
    only.dispatch(cartRemoveRequested({ productId: 1 }));
    await waitFor(() => expect(selectCartItems(only.getState())).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(selectCartItems(only.getState()).map((line) => line.product.id)).toEqual([2]);
  });

  it('an anonymous visitor has no cart to follow', async () => {
    const first = await tab();
    const anonymous = createTestStore(testConfig({ basePath: BASE }), { crossTabSync: true });
    nock(TEST_ORIGIN).get(CART).reply(200, []).persist();
    nock(TEST_ORIGIN).delete(`${CART}/1`).reply(200, { success: true });
    first.dispatch(cartRemoveRequested({ productId: 1 }));
    await waitFor(() => expect(selectCartItems(first.getState())).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(anonymous.getState().cart.status).toBe('idle');
  });
});
