/**
 * The screen names of spec section 2: the data-component names of the placeholders. A module of its
 * own, free of decoders, so the mount runtime in the entry chunk can use it without the whole contract.
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
] as const;
export type ComponentName = (typeof COMPONENT_NAMES)[number];
