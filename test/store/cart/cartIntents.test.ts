/**
 * The entry chunk carries only the cart's intents and a stand-in for its reducer; the slice comes
 * with the chunks that read or change the cart (store/cart injects it into the root as it loads).
 */
describe('the cart’s reducer in the root', () => {
  it('keeps the initial state until store/cart is loaded, then reduces with the slice', () => {
    jest.isolateModules(() => {
      type Intents = typeof import('../../../src/store/cart/cartIntents');
      type Root = typeof import('../../../src/store/core/rootReducer');
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const intents = require('../../../src/store/cart/cartIntents') as Intents;
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { rootReducer } = require('../../../src/store/core/rootReducer') as Root;
      const start = rootReducer(undefined, { type: '@@init' });
      const first = start.cart;
      expect(first).toBe(intents.initialCartState);
      const cleared = rootReducer(start, intents.cartClearRequested()).cart;
      expect(cleared).toBe(first);

      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const cart = require('../../../src/store/cart/cart') as typeof import('../../../src/store/cart/cart');
      expect(rootReducer(start, intents.cartClearRequested()).cart.clearing).toBe(true);
      expect(intents.CART_LOAD_FAILED).toBe(cart.cartActions.loadFailed.type);
      expect(rootReducer(start, { type: intents.CART_LOAD_FAILED }).cart.status).toBe('failed');
    });
  });

  it('keeps the cart state the root held before the slice came (the config’s payment plan)', () => {
    jest.isolateModules(() => {
      type Intents = typeof import('../../../src/store/cart/cartIntents');
      type Root = typeof import('../../../src/store/core/rootReducer');
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const intents = require('../../../src/store/cart/cartIntents') as Intents;
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { rootReducer } = require('../../../src/store/core/rootReducer') as Root;
      const start = rootReducer(undefined, { type: '@@init' });
      const planned = { ...start, cart: { ...intents.initialCartState, priceName: 'advencePrice2' } };
      expect(rootReducer(planned, { type: 'test/other' }).cart).toBe(planned.cart);
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require('../../../src/store/cart/cart');
      const after = rootReducer(planned, intents.cartClearRequested()).cart;
      expect(after).toMatchObject({ priceName: 'advencePrice2', clearing: true });
    });
  });
});
