import type { ComponentType } from 'react';
import type { IslandProps } from '../contract/widgetProps';
import type { FirstAnswerSeed } from '../ui/firstAnswerSeed';
import type { WidgetName } from './widgetNames';

export type { FirstAnswerSeed };

export interface LoadedWidget {
  default: ComponentType<IslandProps>;
  seed?: FirstAnswerSeed;
}

export interface WidgetEntry {
  /** A dynamic import, so each widget is its own lazy chunk. */
  load: () => Promise<LoadedWidget>;
}

/** What the mount runtime takes: a test or a trimmed build may pass fewer widgets (the rest show "not available"). */
export type WidgetRegistry = Partial<Record<WidgetName, WidgetEntry>>;

/** A registry entry for a widget module's named export (widgets use named exports; lazy() wants a default). */
function widget<K extends string>(
  loader: () => Promise<Record<K, ComponentType<never>>>,
  exportName: K,
): WidgetEntry {
  return {
    load: () => loader().then((module) => ({ default: module[exportName] as ComponentType<IslandProps> })),
  };
}

/** A widget whose module also exports the seed of the first answer its host may embed. */
function seededWidget<K extends string, S extends string>(
  loader: () => Promise<Record<K, ComponentType<never>> & Record<S, FirstAnswerSeed>>,
  exportName: K,
  seedName: S,
): WidgetEntry {
  return {
    load: () =>
      loader().then((module) => ({
        default: module[exportName] as ComponentType<IslandProps>,
        seed: module[seedName],
      })),
  };
}

/**
 * Every widget of the bundle, one entry per data-component name: a name without an entry does not
 * compile, so a new widget cannot be forgotten here.
 */
export const widgetRegistry: Record<WidgetName, WidgetEntry> = {
  // The page chrome every storefront page has (top bar, header, cookie notice, the overdue debt banner
  // under the header) shares one chunk, "w-chrome": one request instead of seven on every page.
  CurrencyList: widget(
    () => import(/* webpackChunkName: "w-chrome" */ '../widgets/CurrencyList/CurrencyList'),
    'CurrencyList',
  ),
  ProductPrice: widget(
    () => import(/* webpackChunkName: "w-ProductPrice" */ '../widgets/ProductPrice/ProductPrice'),
    'ProductPrice',
  ),
  ProductQuantity: widget(
    () => import(/* webpackChunkName: "w-ProductQuantity" */ '../widgets/ProductQuantity/ProductQuantity'),
    'ProductQuantity',
  ),
  AddToCartButton: widget(
    () => import(/* webpackChunkName: "w-AddToCartButton" */ '../widgets/AddToCartButton/AddToCartButton'),
    'AddToCartButton',
  ),
  CartIcon: widget(
    () => import(/* webpackChunkName: "w-chrome" */ '../widgets/CartIcon/CartIcon'),
    'CartIcon',
  ),
  ProductList: widget(
    () => import(/* webpackChunkName: "w-ProductList" */ '../widgets/ProductList/ProductList'),
    'ProductList',
  ),
  ProductDetail: widget(
    () => import(/* webpackChunkName: "w-ProductDetail" */ '../widgets/ProductDetail/ProductDetail'),
    'ProductDetail',
  ),
  SearchBar: widget(
    () => import(/* webpackChunkName: "w-chrome" */ '../widgets/SearchBar/SearchBar'),
    'SearchBar',
  ),
  // Hosts put data-load="visible" on it, so jQuery and owl come only then.
  Campaign: widget(
    () => import(/* webpackChunkName: "w-Campaign" */ '../widgets/Campaign/Campaign'),
    'Campaign',
  ),
  Cart: seededWidget(
    () => import(/* webpackChunkName: "w-Cart" */ '../widgets/Cart/Cart'),
    'Cart',
    'cartSeed',
  ),
  CartComplete: widget(
    () => import(/* webpackChunkName: "w-CartComplete" */ '../widgets/CartComplete/CartComplete'),
    'CartComplete',
  ),
  AccountSetting: widget(
    () => import(/* webpackChunkName: "w-AccountSetting" */ '../widgets/AccountSetting/AccountSetting'),
    'AccountSetting',
  ),
  WarrantyInquiry: widget(
    () => import(/* webpackChunkName: "w-WarrantyInquiry" */ '../widgets/WarrantyInquiry/WarrantyInquiry'),
    'WarrantyInquiry',
  ),
  FaultReport: widget(
    () => import(/* webpackChunkName: "w-FaultReport" */ '../widgets/FaultReport/FaultReport'),
    'FaultReport',
  ),
  OrderList: seededWidget(
    () => import(/* webpackChunkName: "w-OrderList" */ '../widgets/OrderList/OrderList'),
    'OrderList',
    'orderListSeed',
  ),
  OfferList: seededWidget(
    () => import(/* webpackChunkName: "w-OfferList" */ '../widgets/OfferList/OfferList'),
    'OfferList',
    'offerListSeed',
  ),
  // The card fields' masks (react-input-mask) come in the vendor-inputmask chunk, with this one only.
  Checkout: widget(
    () => import(/* webpackChunkName: "w-Checkout" */ '../widgets/Checkout/Checkout'),
    'Checkout',
  ),
  TopHeaderInfo: seededWidget(
    () => import(/* webpackChunkName: "w-chrome" */ '../widgets/TopHeaderInfo/TopHeaderInfo'),
    'TopHeaderInfo',
    'topHeaderSeed',
  ),
  LanguageList: widget(
    () => import(/* webpackChunkName: "w-chrome" */ '../widgets/LanguageList/LanguageList'),
    'LanguageList',
  ),
  OverdueDebtNotification: widget(
    () =>
      import(/* webpackChunkName: "w-chrome" */ '../widgets/OverdueDebtNotification/OverdueDebtNotification'),
    'OverdueDebtNotification',
  ),
  CookieButton: widget(
    () => import(/* webpackChunkName: "w-chrome" */ '../widgets/CookieButton/CookieButton'),
    'CookieButton',
  ),
  SocialMedia: widget(
    () => import(/* webpackChunkName: "w-SocialMedia" */ '../widgets/SocialMedia/SocialMedia'),
    'SocialMedia',
  ),
  Dashboard: widget(
    () => import(/* webpackChunkName: "w-Dashboard" */ '../widgets/Dashboard/Dashboard'),
    'Dashboard',
  ),
  OnlineUsers: widget(
    () => import(/* webpackChunkName: "w-OnlineUsers" */ '../widgets/OnlineUsers/OnlineUsers'),
    'OnlineUsers',
  ),
  Carts: widget(() => import(/* webpackChunkName: "w-Carts" */ '../widgets/Carts/Carts'), 'Carts'),
  // Beyond the spec's list of screens.
  QuickOrder: widget(
    () => import(/* webpackChunkName: "w-QuickOrder" */ '../widgets/QuickOrder/QuickOrder'),
    'QuickOrder',
  ),
  // Company accounts: the Yönetici's users, the approvers' queue.
  CompanyUsers: widget(
    () => import(/* webpackChunkName: "w-CompanyUsers" */ '../widgets/CompanyUsers/CompanyUsers'),
    'CompanyUsers',
  ),
  ApprovalQueue: widget(
    () => import(/* webpackChunkName: "w-ApprovalQueue" */ '../widgets/ApprovalQueue/ApprovalQueue'),
    'ApprovalQueue',
  ),
  // Saved shopping lists.
  ShoppingLists: widget(
    () => import(/* webpackChunkName: "w-ShoppingLists" */ '../widgets/ShoppingLists/ShoppingLists'),
    'ShoppingLists',
  ),
  // Sales representatives: 'Müşteri Seç' and the acting banner share one chunk (they come together on
  // a representative's pages and never on a customer's); the book is the /temsilci page's.
  CustomerPicker: widget(
    () => import(/* webpackChunkName: "w-acting" */ '../widgets/CustomerPicker/CustomerPicker'),
    'CustomerPicker',
  ),
  ActingBanner: widget(
    () => import(/* webpackChunkName: "w-acting" */ '../widgets/ActingBanner/ActingBanner'),
    'ActingBanner',
  ),
  RepresentativeBook: widget(
    () =>
      import(
        /* webpackChunkName: "w-RepresentativeBook" */ '../widgets/RepresentativeBook/RepresentativeBook'
      ),
    'RepresentativeBook',
  ),
};
