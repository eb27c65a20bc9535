/**
 * What the bundle fetches at start besides the entry, for dist/manifest.json's `preload` section:
 * a host preloads these with the page, so they load beside the entry instead of after it.
 * Keep in step with the code: the browser test e2e/performance.spec.ts fails when a page fetches a
 * script at start that its preload tags did not name.
 */
module.exports = {
  /** The label tables boot loads before mounting (Turkish always: it fills any key English lacks). */
  locales: { tr: ['labels-tr'], en: ['labels-tr', 'labels-en'] },
  /** The cart flow loads the cart of a logged-in visitor at start (src/sagas/cart/cart.ts). */
  authenticated: ['cart-flow'],
  /** Besides its own chunk (w-Name), the lazy flows a widget wakes as it mounts. */
  widgetFlows: {
    Checkout: ['checkout-flow'],
    OrderList: ['order-list-flow'],
    OfferList: ['offer-list-flow'],
    Dashboard: ['admin-flows'],
    OnlineUsers: ['admin-flows'],
    QuickOrder: ['quick-order-flow'],
  },
};
