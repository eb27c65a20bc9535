/** Orders ('Order' in the spec): the order list, cancel, and the order-success page's props. */
import {
  arrayOf,
  bool,
  literal,
  num,
  numeric,
  nullable,
  object,
  optional,
  str,
  withOptionalText,
  type Decoded,
} from './decode';

export const orderItemDecoder = object({
  id: num,
  /** Link target: /{product.seo}-p-{product.id}. */
  product: object({ id: num, seo: str }),
  image: str,
  name: str,
  code: str,
  quantity: numeric,
  /** value: the unit's stored name; label: that name in the viewer's language, for display only. */
  productUnit: withOptionalText(object({ value: str, multiplier: numeric }), 'label'),
  /** Tax rate in percent. */
  tax: numeric,
  /** Unit price without tax, in the order's currency. */
  price: numeric,
  /** price × quantity, without tax. */
  total: numeric,
});
export type OrderItem = Decoded<typeof orderItemDecoder>;

export const orderDecoder = object({
  id: num,
  orderNo: str,
  /** ISO 8601. */
  date: str,
  isCancel: bool,
  description: str,
  /** The payment plan's priceName ('advencePrice1' …) or '' for the sale price. */
  advencePrice: str,
  /** Who created it (user's name). */
  creator: str,
  branch: nullable(str),
  currency: str,
  subtotal: numeric,
  taxTotal: numeric,
  total: numeric,
  orderItems: arrayOf(orderItemDecoder),
  /**
   * Company accounts: 'waiting' for approval (above the buyer's limits), 'rejected' by an
   * approver, else 'placed'. A host without company accounts leaves these out.
   */
  status: optional(literal('placed', 'waiting', 'rejected'), 'placed'),
  /** The id of the company user who placed it; null from a host without company accounts. */
  placedBy: optional(nullable(num), null),
  /** The sales representative who placed it for the company (their name); null when a company user did. */
  placedByRepresentative: optional(nullable(str), null),
  /** Who approved a waiting order (user's name); null when nobody had to. */
  approvedBy: optional(nullable(str), null),
  /** Why it was rejected. */
  rejectReason: optional(str, ''),
  /** Who rejected it (user's name); null when nobody did. */
  rejectedBy: optional(nullable(str), null),
  /** When it was approved or rejected (ISO 8601); null when nobody had to decide. */
  decidedAt: optional(nullable(str), null),
});
export type Order = Decoded<typeof orderDecoder>;
export type OrderStatus = Order['status'];

/** GET /api/catalog/orders?page=&limit=. */
export const orderListAnswer = object({
  orders: arrayOf(orderDecoder),
  total: num,
  page: num,
  limit: num,
  pages: num,
});
export type OrderListAnswer = Decoded<typeof orderListAnswer>;

/** PATCH /api/catalog/order/{id} with {cancel: true}. */
export const orderCancelAnswer = object({ success: bool, order: orderDecoder });
export const ORDER_LIST_DEFAULT_LIMIT = 10;
