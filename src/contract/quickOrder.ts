/**
 * The quick order pad's and the reorder's calls (beyond the spec). A host backend
 * implements these two besides the spec's cart calls:
 *
 * POST /api/catalog/product-lookup, JSON ProductLookupRequest → productLookupAnswer.
 *   Codes are matched without case (Turkish İ/ı as I/i): a product code first, then a product
 *   barcode, then a unit barcode (which names that unit). Ids answer the products sold today under
 *   them; an id missing from `products` is no longer sold. A read, but a POST: 300 codes do not fit
 *   an address. `Cache-Control: no-store`.
 *
 * POST /api/catalog/cart/batch, JSON CartBatchRequest → cartBatchAnswer. Customers only (401
 *   anonymous, 403 admin, with the spec's messages). Every line goes through the same path as
 *   POST /api/catalog/cart/{productId}, in order, in one transaction: a refused line (stock,
 *   variant, price 0, unit, quantity) is answered with its own message in `results` and changes
 *   nothing, the others are added. `items` is the whole cart afterwards. A malformed request (no
 *   lines, more than 300, a quantity outside 1–100) is a 400 and adds nothing.
 */
import { arrayOf, literal, num, nullable, object, oneOf, str, type Decoded, type Decoder } from './decode';
import { cartAnswer } from './cart';
import { productDecoder } from './catalog';

/** Most rows the pad holds; also the most codes, ids or lines one call takes. */
export const QUICK_ORDER_MAX_ROWS = 300;
/** Longest code a lookup takes; longer ones cannot name a product. */
export const PRODUCT_CODE_MAX = 60;

export interface ProductLookupRequest {
  codes?: string[];
  ids?: number[];
}

export const codeMatchDecoder = object({
  /** The code as it was sent. */
  code: str,
  productId: nullable(num),
  /** Set when a unit's barcode matched: the pad takes that unit. */
  unitId: nullable(num),
});
export type CodeMatch = Decoded<typeof codeMatchDecoder>;

export const productLookupAnswer = object({
  codes: arrayOf(codeMatchDecoder),
  /** Every product found by a code or an id, once. */
  products: arrayOf(productDecoder),
});
export type ProductLookupAnswer = Decoded<typeof productLookupAnswer>;

export interface CartBatchLine {
  productId: number;
  /** 1–100, in `unit`. */
  quantity: number;
  /** The unit's id. */
  unit: number;
}

export interface CartBatchRequest {
  lines: CartBatchLine[];
}

export type CartBatchResult =
  { productId: number; ok: true } | { productId: number; ok: false; message: string };

const addedResult: Decoder<CartBatchResult> = object({ productId: num, ok: literal(true) });
const refusedResult: Decoder<CartBatchResult> = object({ productId: num, ok: literal(false), message: str });

export const cartBatchAnswer = object({
  /** One per line, in the order sent. */
  results: arrayOf(oneOf(addedResult, refusedResult)),
  items: cartAnswer,
});
export type CartBatchAnswer = Decoded<typeof cartBatchAnswer>;
