/**
 * What the bundle fetches at start besides the entry, for dist/manifest.json's `preload` section:
 * a host preloads these with the page, so they load beside the entry instead of after it.
 * Keep in step with the code: the browser test e2e/performance.spec.ts fails when a page fetches a
 * script at start that its preload tags did not name.
 */
module.exports = {
  /** The page labels boot loads before mounting (src/i18n/translate: English is complete on its own). */
  locales: { tr: ['labels-tr'], en: ['labels-en'] },
  /** The other areas' labels, which a widget outside pageLabelWidgets waits for as it mounts. */
  moreLabels: { tr: ['labels-tr-more'], en: ['labels-en-more'] },
  /**
   * The widgets that show only the page labels (usePageT, never useT): the catalogue and product
   * pages' widgets and the page chrome. test/i18n/labelParts.test.ts keeps this in step with the code.
   */
  pageLabelWidgets: [
    'ActingBanner',
    'AddToCartButton',
    'Campaign',
    'CartIcon',
    'CookieButton',
    'CurrencyList',
    'CustomerPicker',
    'LanguageList',
    'OverdueDebtNotification',
    'ProductDetail',
    'ProductList',
    'ProductPrice',
    'ProductQuantity',
    'SearchBar',
    'SocialMedia',
    'TopHeaderInfo',
  ],
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
    RepresentativeBook: ['representatives-flow'],
    // The Yönetici's consent to the representative (its other users leave this preload unused).
    AccountSetting: ['representatives-flow'],
  },
};
