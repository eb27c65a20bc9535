/**
 * The data-props each placeholder carries: <div data-component="Name" data-props='{…}'>.
 * The host renders exactly these shapes; widgets decode them with the same decoders.
 * Components absent from WIDGET_PROPS take no props ({}) and read the config block instead.
 *
 * A widget imports its own decoder from props/ (or warranty.ts), never this table: the table
 * reaches every contract module, and a chunk importing it would carry all of them (the
 * page chrome carried the checkout's, the orders' and the admin's decoders on every page).
 */
import type { Decoded, Decoder } from './decode';
import { accountSettingPropsDecoder } from './props/accountSettingProps';
import { cartCompletePropsDecoder } from './props/cartCompleteProps';
import { cartPropsDecoder } from './props/cartProps';
import { cartsPropsDecoder } from './props/cartsProps';
import { campaignPropsDecoder, productListPropsDecoder, productPropsDecoder } from './props/catalogueProps';
import { checkoutPropsDecoder } from './props/checkoutProps';
import {
  cookieButtonPropsDecoder,
  overdueDebtNotificationPropsDecoder,
  topHeaderInfoPropsDecoder,
} from './props/chromeProps';
import { faultReportPropsDecoder } from './props/faultReportProps';
import { productDetailPropsDecoder } from './props/productDetailProps';
import { warrantyInquiryPropsDecoder } from './warranty';
import type { ComponentName } from './componentNames';

export { COMPONENT_NAMES, type ComponentName } from './componentNames';
export { productDetailPropsDecoder, type ProductDetailProps } from './props/productDetailProps';
export { CHECKOUT_STEPS, checkoutPropsDecoder, type CheckoutProps } from './props/checkoutProps';

/** Props every widget receives: its placeholder's data-props, parsed once when its island mounts. */
export type IslandProps = Record<string, unknown>;

export const WIDGET_PROPS = {
  ProductList: productListPropsDecoder,
  ProductDetail: productDetailPropsDecoder,
  ProductPrice: productPropsDecoder,
  ProductQuantity: productPropsDecoder,
  AddToCartButton: productPropsDecoder,
  Campaign: campaignPropsDecoder,
  Cart: cartPropsDecoder,
  CartComplete: cartCompletePropsDecoder,
  Checkout: checkoutPropsDecoder,
  Carts: cartsPropsDecoder,
  CookieButton: cookieButtonPropsDecoder,
  FaultReport: faultReportPropsDecoder,
  OverdueDebtNotification: overdueDebtNotificationPropsDecoder,
  TopHeaderInfo: topHeaderInfoPropsDecoder,
  WarrantyInquiry: warrantyInquiryPropsDecoder,
  AccountSetting: accountSettingPropsDecoder,
} satisfies Partial<Record<ComponentName, Decoder<unknown>>>;

export type WidgetPropsMap = { [K in keyof typeof WIDGET_PROPS]: Decoded<(typeof WIDGET_PROPS)[K]> };
