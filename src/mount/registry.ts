import type { ComponentType } from 'react';
import type { WidgetName } from './widgetNames';

/** Props every widget receives: its parsed data-props plus the placeholder's name. */
export type WidgetProps = Record<string, unknown>;

export interface WidgetEntry {
  /** A dynamic import, so each widget is its own lazy chunk. */
  load: () => Promise<{ default: ComponentType<WidgetProps> }>;
  /** Height the skeleton reserves while the chunk loads, so the page does not jump. */
  skeletonHeight?: number;
}

export type WidgetRegistry = Partial<Record<WidgetName, WidgetEntry>>;

/** A registry entry for a widget module's named export (widgets use named exports; lazy() wants a default). */
function widget<K extends string>(
  loader: () => Promise<Record<K, ComponentType<never>>>,
  exportName: K,
  skeletonHeight?: number,
): WidgetEntry {
  return {
    load: () => loader().then((module) => ({ default: module[exportName] as ComponentType<WidgetProps> })),
    skeletonHeight,
  };
}

/**
 * The widgets built so far. Names of the spec that are missing here are reported as
 * "not available in this build". Widgets join as their issues land.
 */
export const widgetRegistry: WidgetRegistry = {
  CurrencyList: widget(
    () => import(/* webpackChunkName: "w-CurrencyList" */ '../widgets/CurrencyList/CurrencyList'),
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
    () => import(/* webpackChunkName: "w-CartIcon" */ '../widgets/CartIcon/CartIcon'),
    'CartIcon',
    40,
  ),
  ProductList: widget(
    () => import(/* webpackChunkName: "w-ProductList" */ '../widgets/ProductList/ProductList'),
    'ProductList',
    // About a page of 24 rows: the footer and the campaign below must not jump when the list arrives.
    2400,
  ),
  ProductDetail: widget(
    () => import(/* webpackChunkName: "w-ProductDetail" */ '../widgets/ProductDetail/ProductDetail'),
    'ProductDetail',
    480,
  ),
  SearchBar: widget(
    () => import(/* webpackChunkName: "w-SearchBar" */ '../widgets/SearchBar/SearchBar'),
    'SearchBar',
    40,
  ),
  // About 400 px: one row of tiles. Hosts put data-load="visible" on it, so jQuery and owl come only then.
  Campaign: widget(
    () => import(/* webpackChunkName: "w-Campaign" */ '../widgets/Campaign/Campaign'),
    'Campaign',
    400,
  ),
  TopHeaderInfo: widget(
    () => import(/* webpackChunkName: "w-TopHeaderInfo" */ '../widgets/TopHeaderInfo/TopHeaderInfo'),
    'TopHeaderInfo',
    24,
  ),
  LanguageList: widget(
    () => import(/* webpackChunkName: "w-LanguageList" */ '../widgets/LanguageList/LanguageList'),
    'LanguageList',
    28,
  ),
  // Nothing for most customers: the host places it only for users with overdue debt.
  OverdueDebtNotification: widget(
    () =>
      import(
        /* webpackChunkName: "w-OverdueDebtNotification" */ '../widgets/OverdueDebtNotification/OverdueDebtNotification'
      ),
    'OverdueDebtNotification',
    44,
  ),
  CookieButton: widget(
    () => import(/* webpackChunkName: "w-CookieButton" */ '../widgets/CookieButton/CookieButton'),
    'CookieButton',
    56,
  ),
  SocialMedia: widget(
    () => import(/* webpackChunkName: "w-SocialMedia" */ '../widgets/SocialMedia/SocialMedia'),
    'SocialMedia',
    44,
  ),
  Dashboard: widget(
    () => import(/* webpackChunkName: "w-Dashboard" */ '../widgets/Dashboard/Dashboard'),
    'Dashboard',
    560,
  ),
  OnlineUsers: widget(
    () => import(/* webpackChunkName: "w-OnlineUsers" */ '../widgets/OnlineUsers/OnlineUsers'),
    'OnlineUsers',
    200,
  ),
  Carts: widget(() => import(/* webpackChunkName: "w-Carts" */ '../widgets/Carts/Carts'), 'Carts', 320),
};
