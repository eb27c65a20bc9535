import type { ComponentType } from 'react';
import type { WidgetName } from './widgetNames';

/** Props every widget receives: its parsed data-props plus the placeholder's name. */
export type WidgetProps = Record<string, unknown>;

/**
 * Height a widget takes at each breakpoint (phone < 640 px, tablet < 1024 px, desktop), reserved
 * by its placeholder before the bundle runs, by its skeleton while the chunk loads and by the
 * widget's own root while it says aria-busy (loading its data), so mounting moves nothing. Measured
 * on the demo store with its demo data (bayi1, yonetici) at 390, 800 and 1280 px. 0 where the
 * widget renders nothing; a mounted widget that renders nothing reserves nothing.
 */
export interface SkeletonHeights {
  phone: number;
  tablet: number;
  desktop: number;
}

export interface WidgetEntry {
  /** A dynamic import, so each widget is its own lazy chunk. */
  load: () => Promise<{ default: ComponentType<WidgetProps> }>;
  skeleton: SkeletonHeights;
}

export type WidgetRegistry = Partial<Record<WidgetName, WidgetEntry>>;

/** A registry entry for a widget module's named export (widgets use named exports; lazy() wants a default). */
function widget<K extends string>(
  loader: () => Promise<Record<K, ComponentType<never>>>,
  exportName: K,
  /** One height for every breakpoint, or one per breakpoint. */
  skeleton: number | SkeletonHeights = 40,
): WidgetEntry {
  return {
    load: () => loader().then((module) => ({ default: module[exportName] as ComponentType<WidgetProps> })),
    skeleton:
      typeof skeleton === 'number' ? { phone: skeleton, tablet: skeleton, desktop: skeleton } : skeleton,
  };
}

/**
 * The widgets built so far. Names of the spec that are missing here are reported as
 * "not available in this build". Widgets join as their issues land.
 */
export const widgetRegistry: WidgetRegistry = {
  // The page chrome every storefront page has (top bar, header, cookie notice, the overdue debt banner
  // under the header) shares one chunk, "w-chrome": one request instead of seven on every page.
  CurrencyList: widget(
    () => import(/* webpackChunkName: "w-chrome" */ '../widgets/CurrencyList/CurrencyList'),
    'CurrencyList',
    32,
  ),
  ProductPrice: widget(
    () => import(/* webpackChunkName: "w-ProductPrice" */ '../widgets/ProductPrice/ProductPrice'),
    'ProductPrice',
    24,
  ),
  ProductQuantity: widget(
    () => import(/* webpackChunkName: "w-ProductQuantity" */ '../widgets/ProductQuantity/ProductQuantity'),
    'ProductQuantity',
    36,
  ),
  AddToCartButton: widget(
    () => import(/* webpackChunkName: "w-AddToCartButton" */ '../widgets/AddToCartButton/AddToCartButton'),
    'AddToCartButton',
    36,
  ),
  CartIcon: widget(
    () => import(/* webpackChunkName: "w-chrome" */ '../widgets/CartIcon/CartIcon'),
    'CartIcon',
    40,
  ),
  ProductList: widget(
    () => import(/* webpackChunkName: "w-ProductList" */ '../widgets/ProductList/ProductList'),
    'ProductList',
    // A page of 24 products in the default list view, as measured on the demo store (stacked rows on
    // phones): the footer and the campaign below must not jump when the list arrives.
    { phone: 5894, tablet: 3866, desktop: 2780 },
  ),
  ProductDetail: widget(
    () => import(/* webpackChunkName: "w-ProductDetail" */ '../widgets/ProductDetail/ProductDetail'),
    'ProductDetail',
    // The stock line shows for logged-in visitors only: between the two heights on tablets.
    { phone: 880, tablet: 445, desktop: 407 },
  ),
  SearchBar: widget(
    () => import(/* webpackChunkName: "w-chrome" */ '../widgets/SearchBar/SearchBar'),
    'SearchBar',
    40,
  ),
  // One row of tiles. Hosts put data-load="visible" on it, so jQuery and owl come only then.
  Campaign: widget(
    () => import(/* webpackChunkName: "w-Campaign" */ '../widgets/Campaign/Campaign'),
    'Campaign',
    409,
  ),
  // bayi1's cart (its lines stack on phones); longer or shorter carts move only what is below it.
  Cart: widget(() => import(/* webpackChunkName: "w-Cart" */ '../widgets/Cart/Cart'), 'Cart', {
    phone: 1578,
    tablet: 1481,
    desktop: 728,
  }),
  CartComplete: widget(
    () => import(/* webpackChunkName: "w-CartComplete" */ '../widgets/CartComplete/CartComplete'),
    'CartComplete',
    { phone: 802, tablet: 780, desktop: 615 },
  ),
  AccountSetting: widget(
    () => import(/* webpackChunkName: "w-AccountSetting" */ '../widgets/AccountSetting/AccountSetting'),
    'AccountSetting',
    // The form card.
    { phone: 267, tablet: 275, desktop: 275 },
  ),
  WarrantyInquiry: widget(
    () => import(/* webpackChunkName: "w-WarrantyInquiry" */ '../widgets/WarrantyInquiry/WarrantyInquiry'),
    'WarrantyInquiry',
    79,
  ),
  FaultReport: widget(
    () => import(/* webpackChunkName: "w-FaultReport" */ '../widgets/FaultReport/FaultReport'),
    'FaultReport',
    41,
  ),
  // bayi1's first page of orders and offers with the toolbar (stacked rows on phones).
  OrderList: widget(
    () => import(/* webpackChunkName: "w-OrderList" */ '../widgets/OrderList/OrderList'),
    'OrderList',
    { phone: 2616, tablet: 805, desktop: 715 },
  ),
  OfferList: widget(
    () => import(/* webpackChunkName: "w-OfferList" */ '../widgets/OfferList/OfferList'),
    'OfferList',
    { phone: 1286, tablet: 551, desktop: 393 },
  ),
  // The card fields' masks (react-input-mask) come in the vendor-inputmask chunk, with this one only.
  Checkout: widget(
    () => import(/* webpackChunkName: "w-Checkout" */ '../widgets/Checkout/Checkout'),
    'Checkout',
    // The first step (the cart preview); the payment steps are taller, which moves only the footer.
    { phone: 854, tablet: 549, desktop: 542 },
  ),
  TopHeaderInfo: widget(
    () => import(/* webpackChunkName: "w-chrome" */ '../widgets/TopHeaderInfo/TopHeaderInfo'),
    'TopHeaderInfo',
    // Nothing on phones (the spec shows it on medium and wider screens only).
    { phone: 0, tablet: 24, desktop: 24 },
  ),
  LanguageList: widget(
    () => import(/* webpackChunkName: "w-chrome" */ '../widgets/LanguageList/LanguageList'),
    'LanguageList',
    28,
  ),
  // Nothing for most customers: the host places it only for users with overdue debt.
  OverdueDebtNotification: widget(
    () =>
      import(/* webpackChunkName: "w-chrome" */ '../widgets/OverdueDebtNotification/OverdueDebtNotification'),
    'OverdueDebtNotification',
    { phone: 87, tablet: 67, desktop: 67 },
  ),
  CookieButton: widget(
    () => import(/* webpackChunkName: "w-chrome" */ '../widgets/CookieButton/CookieButton'),
    'CookieButton',
    // In the page flow above the header: the notice wraps to two lines on phones.
    { phone: 106, tablet: 57, desktop: 57 },
  ),
  SocialMedia: widget(
    () => import(/* webpackChunkName: "w-SocialMedia" */ '../widgets/SocialMedia/SocialMedia'),
    'SocialMedia',
    // The links wrap to two rows in the footer's narrow column on tablets.
    { phone: 44, tablet: 96, desktop: 44 },
  ),
  Dashboard: widget(
    () => import(/* webpackChunkName: "w-Dashboard" */ '../widgets/Dashboard/Dashboard'),
    'Dashboard',
    // The search box and the three tables with the demo's analytics (stacked on phones).
    { phone: 4412, tablet: 2002, desktop: 1337 },
  ),
  OnlineUsers: widget(
    () => import(/* webpackChunkName: "w-OnlineUsers" */ '../widgets/OnlineUsers/OnlineUsers'),
    'OnlineUsers',
    { phone: 570, tablet: 311, desktop: 252 },
  ),
  Carts: widget(() => import(/* webpackChunkName: "w-Carts" */ '../widgets/Carts/Carts'), 'Carts', {
    phone: 920,
    tablet: 552,
    desktop: 442,
  }),
  // Beyond the spec (issue 16): the intro, the toolbar and five blank rows with the footer, as
  // measured on the demo store (rows are cards below 768 px, so 640–767 px grows past the tablet height).
  QuickOrder: widget(
    () => import(/* webpackChunkName: "w-QuickOrder" */ '../widgets/QuickOrder/QuickOrder'),
    'QuickOrder',
    { phone: 920, tablet: 465, desktop: 440 },
  ),
};
