/**
 * The screen names of spec section 2: the data-component names of the placeholders. A module of its
 * own, free of decoders, so the mount runtime in the entry chunk can use it without the whole contract.
 */
export const SPEC_COMPONENT_NAMES = [
  'ProductList',
  'ProductDetail',
  'CurrencyList',
  'OverdueDebtNotification',
  'CartIcon',
  'Cart',
  'Carts',
  'CartComplete',
  'Checkout',
  'AccountSetting',
  'Dashboard',
  'OnlineUsers',
  'Campaign',
  'ProductPrice',
  'ProductQuantity',
  'AddToCartButton',
  'OrderList',
  'OfferList',
  'LanguageList',
  'CookieButton',
  'SearchBar',
  'SocialMedia',
  'WarrantyInquiry',
  'FaultReport',
  'TopHeaderInfo',
] as const;

/** Widgets beyond the spec's list (issue 16): hosts place them like the spec's own. */
export const EXTRA_COMPONENT_NAMES = ['QuickOrder'] as const;

/** Every data-component name the bundle knows: the spec's, then the ones beyond it. */
export const COMPONENT_NAMES = [...SPEC_COMPONENT_NAMES, ...EXTRA_COMPONENT_NAMES] as const;
export type ComponentName = (typeof COMPONENT_NAMES)[number];
