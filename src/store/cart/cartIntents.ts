import { createAction } from '@reduxjs/toolkit';
import type { CartItem } from '../../contract/cart';
import type { ChildProduct, Product } from '../../contract/catalog';
import type { QuantityHint } from '../../domain/cart/typedQuantity';
import type { CartBatchLine, CartBatchResult } from '../../contract/quickOrder';

/**
 * What the entry chunk knows of the cart: its state's shape, the intents widgets dispatch and the
 * reducer the root starts with, which only keeps the state it is given. The cart's slice
 * (store/cart) comes with every chunk that reads or changes the cart (the cart flow, the cart
 * widgets, the quantity and add controls) and takes the root's `cart` key over as it loads: until
 * then nothing has asked anything of the cart, and its state stays the initial one (or the one the
 * config gave).
 */

/** Operations of the fetching marker: the spec's four plus the other cart calls. */
export type CartOperation =
  | 'load'
  | 'add'
  | 'addError'
  | 'remove'
  | 'clear'
  | 'quantity'
  | 'addQuantity'
  | 'unit'
  | 'saveOrder'
  | 'makeOffer'
  | 'batch';

/** The spec's cart fetching marker; productId is null for whole-cart operations. */
export interface CartFetching {
  productId: number | null;
  operation: CartOperation;
}

/** 'loaded' once the cart was read; a later failed reload keeps it (the lines shown stay). */
export type LoadStatus = 'idle' | 'loaded' | 'failed';

export interface CartState {
  items: CartItem[];
  status: LoadStatus;
  /** A GET of the cart is running. */
  loading: boolean;
  fetching: CartFetching | null;
  /** Product ids with a cart call queued or running, and the latest one (drives per-product busy states). */
  pending: Record<number, CartOperation>;
  /** How many calls are queued or running per product id: an answer applies its quantity only as the last. */
  queued: Record<number, number>;
  /**
   * The payment plan the cart is priced by (a priceName such as 'advencePrice1'); '' prices by the
   * units' sale price. The cart page sets it, so its summary and the mini cart agree.
   */
  priceName: string;
  clearing: boolean;
  /** An order or an offer is being saved; unlike the fetching marker no other cart call clears it. */
  submitting: 'saveOrder' | 'makeOffer' | null;
  /** Product id → token of its running 'added' flash; a later flash gets a new token. */
  added: Record<number, number>;
  flashSeq: number;
  /** Quantity picked on a product card, shared by its ProductQuantity and AddToCartButton islands. */
  chosenQuantity: Record<number, number>;
  /**
   * Product id → why the last typed quantity was refused. Shared by the quantity field (which shows
   * it) and the add button (a press that committed a refused value does not add).
   */
  quantityHints: Record<number, QuantityHint>;
}

export type AddContext = 'list' | 'detail';

/** How a batch ended: answered per line, sent to the login page, or failed as a whole (message said). */
export type CartBatchOutcome =
  { kind: 'answered'; results: CartBatchResult[] } | { kind: 'login' } | { kind: 'failed'; message: string };

export interface AddRequest {
  /** The page's product or a variant child the detail page switched to. */
  product: Product | ChildProduct;
  /** In units of unitId (the product's default unit when absent). */
  quantity: number;
  unitId?: number;
  context: AddContext;
}

export const initialCartState: CartState = {
  items: [],
  status: 'idle',
  loading: false,
  fetching: null,
  pending: {},
  queued: {},
  priceName: '',
  clearing: false,
  submitting: null,
  added: {},
  flashSeq: 0,
  chosenQuantity: {},
  quantityHints: {},
};

// Intents: widgets dispatch these; the cart saga queues and performs them one at a time.
export const cartLoadRequested = createAction('cart/loadRequested');
export const cartAddRequested = createAction<AddRequest>('cart/addRequested');
export const cartRemoveRequested = createAction<{ productId: number }>('cart/removeRequested');
export const cartClearRequested = createAction('cart/clearRequested');
export const cartQuantitySetRequested = createAction<{ productId: number; quantity: number }>(
  'cart/quantitySetRequested',
);
export const cartQuantityAddRequested = createAction<{ productId: number; addQuantity: number }>(
  'cart/quantityAddRequested',
);
export const cartUnitChangeRequested = createAction<{ productId: number; unitId: number }>(
  'cart/unitChangeRequested',
);
/** The cart page's Order button: saves the cart as an order under a (non-virtual) payment plan. */
export const orderRequested = createAction<{ description: string; advencePrice: string }>(
  'cart/orderRequested',
);
/** The cart page's Make offer button: the offer is priced under the plan the cart is shown with. */
export const offerRequested = createAction<{ description: string; advencePrice: string }>(
  'cart/offerRequested',
);
/** The cart page's branch select: the branch orders are saved for. */
export const branchChosen = createAction<{ branchId: number }>('cart/branchChosen');
/** Many lines at once (the quick order pad, a reorder): queued with every other cart call. */
export const cartBatchRequested = createAction<{ requestId: number; lines: CartBatchLine[] }>(
  'cart/batchRequested',
);
/** The batch's answer for the one who asked (sagas/cart/cartBatch puts it). */
export const cartBatchSettled = createAction<{ requestId: number; outcome: CartBatchOutcome }>(
  'cart/batchSettled',
);

/** The root's cart reducer until store/cart injects the slice: the state stays as it is. */
export const cartReducer = (state: CartState = initialCartState): CartState => state;

/** The action the entry's listener puts when the cart's code cannot be fetched (store/cart's loadFailed). */
export const CART_LOAD_FAILED = 'cart/loadFailed';
