/** Cart calls of the spec (/api/catalog/cart…) and the cart page's payment-plan options. */
import {
  arrayOf,
  bool,
  literal,
  num,
  numeric,
  object,
  optional,
  str,
  withOptionalText,
  type Decoded,
} from './decode';
import { eachPlanPrice } from '../domain/checkout/planPrice';
import { priceDecoder, productDecoder } from './catalog';

/**
 * The unit a cart line is in, with that unit's default price and its advance (payment-plan) prices;
 * label as on a product's unit (the name in the viewer's language, for display only).
 */
export const productUnitDecoder = withOptionalText(
  object({
    id: num,
    value: str,
    multiplier: numeric,
    defaultPrice: priceDecoder,
    // A plan prices a line by its unit's advencePriceN (domain/checkout/planPrice).
    ...eachPlanPrice(() => priceDecoder),
  }),
  'label',
);
export type ProductUnit = Decoded<typeof productUnitDecoder>;

/** quantity counts productUnit units (3 PAKET of 6 = 18 pieces of stock). */
export const cartItemDecoder = object({
  product: productDecoder,
  productUnit: productUnitDecoder,
  quantity: numeric,
});
export type CartItem = Decoded<typeof cartItemDecoder>;

/** GET /api/catalog/cart. */
export const cartAnswer = arrayOf(cartItemDecoder);

/** POST /api/catalog/cart/{productId}, form body. productValue: the unit's id (its name is accepted too). */
export type AddToCartRequest = {
  quantity: number;
  productValue: string;
};

/** PATCH /api/catalog/cart/{productId}, JSON body with exactly one of these. */
export type CartPatchRequest = { quantity: number } | { addQuantity: number } | { unit: number };

/** POST /api/catalog/cart (form: description, advencePrice = a priceName such as 'advencePrice1'). */
export const orderSavedAnswer = object({
  success: bool,
  orderId: num,
  orderNo: str,
  redirect: str,
  /** 'waiting' when the order went over the user's limits and waits for approval. */
  status: optional(literal('placed', 'waiting'), 'placed'),
});
export type OrderSavedAnswer = Decoded<typeof orderSavedAnswer>;

/** POST /api/catalog/cart/offer (form: description). */
export const offerMadeAnswer = object({ success: bool, offerId: num, orderNo: str, redirect: str });
export type OfferMadeAnswer = Decoded<typeof offerMadeAnswer>;

/** A payment-plan option of the cart page: isVirtual plans go to card payment, the others can be ordered. */
export const paymentAdvencePriceDecoder = object({
  name: str,
  priceName: str,
  varsayilan: bool,
  isVirtual: bool,
});
export type PaymentAdvencePrice = Decoded<typeof paymentAdvencePriceDecoder>;

/** Where the cart page's payment button posts its form (fields description, advencePrice, _csrf). */
export const CHECKOUT_CART_ROUTE = '/sepet/odeme';
