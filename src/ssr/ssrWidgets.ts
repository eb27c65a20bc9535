import type { ComponentType } from 'react';
import type { IslandProps } from '../contract/widgetProps';
import type { FirstAnswerSeed } from '../mount/registry';
import type { WidgetName } from '../mount/widgetNames';
import { Cart, cartSeed } from '../widgets/Cart/Cart';
import { OfferList, offerListSeed } from '../widgets/OfferList/OfferList';
import { OrderList, orderListSeed } from '../widgets/OrderList/OrderList';
import { CookieButton } from '../widgets/CookieButton/CookieButton';
import { OverdueDebtNotification } from '../widgets/OverdueDebtNotification/OverdueDebtNotification';
import { ProductDetail } from '../widgets/ProductDetail/ProductDetail';
import { ProductList } from '../widgets/ProductList/ProductList';
import { QuickOrder } from '../widgets/QuickOrder/QuickOrder';
import { TopHeaderInfo, topHeaderSeed } from '../widgets/TopHeaderInfo/TopHeaderInfo';

/**
 * The widgets a server may render (and nothing else): the ones whose markup is the page's largest
 * element on first paint. The catalogue list, from the first page the host embeds; the product page's
 * detail, from its data-props (name, price, units, stock text, installment line); the cookie notice
 * of a new visitor; the overdue debt banner under the header; the cart page, from the cart's first
 * answer the host embeds; the order and offer lists, from their first page the host embeds; the
 * top bar, from its first answer the host embeds on every page; the quick order pad's empty frame
 * (the draft kept in the tab comes after hydration).
 */
export const SSR_WIDGETS: Partial<Record<WidgetName, ComponentType<IslandProps>>> = {
  ProductList,
  ProductDetail,
  CookieButton,
  OverdueDebtNotification,
  Cart,
  OrderList,
  OfferList,
  TopHeaderInfo,
  QuickOrder,
};

/**
 * The first answers a widget's props may carry, put in the store before the render: the same seeds
 * the browser's hydration applies (mount/registry), so both start from the same state.
 */
export const SSR_SEEDS: Partial<Record<WidgetName, FirstAnswerSeed>> = {
  Cart: cartSeed,
  OrderList: orderListSeed,
  OfferList: offerListSeed,
  TopHeaderInfo: topHeaderSeed,
};
