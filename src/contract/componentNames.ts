/**
 * The data-component names of the placeholders: the screen names of the spec, in its order,
 * then the widgets beyond the spec (EXTRA_COMPONENT_NAMES). A module of its own, free of decoders,
 * so the mount runtime in the entry chunk can use it without the whole contract. Plain literals
 * (no spread): the bundler can then leave this module out of every chunk that only re-exports it.
 */
export const COMPONENT_NAMES = [
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
  // beyond the spec
  'QuickOrder',
  'CompanyUsers',
  'ApprovalQueue',
  'ShoppingLists',
  'CustomerPicker',
  'ActingBanner',
  'RepresentativeBook',
] as const;
export type ComponentName = (typeof COMPONENT_NAMES)[number];

/** Widgets beyond the spec's list: hosts place them like the spec's own. */
export const EXTRA_COMPONENT_NAMES = [
  'QuickOrder',
  'CompanyUsers',
  'ApprovalQueue',
  'ShoppingLists',
  'CustomerPicker',
  'ActingBanner',
  'RepresentativeBook',
] as const satisfies readonly ComponentName[];
