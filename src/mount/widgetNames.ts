/** Every data-component name of the spec (section 2). Only the registry decides which are built. */
export const SPEC_WIDGET_NAMES = [
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

export type WidgetName = (typeof SPEC_WIDGET_NAMES)[number];

export function isSpecWidgetName(name: string): name is WidgetName {
  return (SPEC_WIDGET_NAMES as readonly string[]).includes(name);
}
