/**
 * The entry chunk carries only the cart's intents and a slot for its reducer; the reducer comes with
 * the chunks that read or change the cart (store/cart installs it as it loads).
 */
describe('the cart reducer slot', () => {
  it('keeps the initial state until store/cart is loaded, then reduces with the slice', () => {
    jest.isolateModules(() => {
      type Intents = typeof import('../../../src/store/cart/cartIntents');
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const intents = require('../../../src/store/cart/cartIntents') as Intents;
      const first = intents.cartReducer(undefined, { type: '@@init' });
      expect(first).toBe(intents.initialCartState);
      const cleared = intents.cartReducer(first, intents.cartClearRequested());
      expect(cleared).toBe(first);

      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const cart = require('../../../src/store/cart/cart') as typeof import('../../../src/store/cart/cart');
      expect(intents.cartReducer(first, intents.cartClearRequested()).clearing).toBe(true);
      expect(intents.CART_LOAD_FAILED).toBe(cart.cartActions.loadFailed.type);
      expect(intents.cartReducer(first, { type: intents.CART_LOAD_FAILED }).status).toBe('failed');
    });
  });
});
