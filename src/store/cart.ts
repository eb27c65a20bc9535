import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartItem } from '../contract/cart';
import type { ChildProduct, Product } from '../contract/catalog';
import type { QuantityHint } from '../domain/typedQuantity';
import type { CartBatchLine, CartBatchResult } from '../contract/quickOrder';

/**
 * The cart slice: the lines as the server last answered them, the spec's fetching marker
 * (section 3), what is in flight per product, the 'added' flash (section 4) and the quantity chosen
 * on product cards. Intent actions (…Requested) are handled by sagas/cart; the reducer only
 * records results. Selectors live in store/cartSelectors.
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
/** The cart page's Make offer button. */
export const offerRequested = createAction<{ description: string }>('cart/offerRequested');
/** The cart page's branch select: the branch orders are saved for. */
export const branchChosen = createAction<{ branchId: number }>('cart/branchChosen');
/** Many lines at once (the quick order pad, a reorder): queued with every other cart call. */
export const cartBatchRequested = createAction<{ requestId: number; lines: CartBatchLine[] }>(
  'cart/batchRequested',
);
/** The batch's answer for the one who asked (sagas/cartBatch puts it). */
export const cartBatchSettled = createAction<{ requestId: number; outcome: CartBatchOutcome }>(
  'cart/batchSettled',
);

function upsert(items: CartItem[], item: CartItem): void {
  const index = items.findIndex((line) => line.product.id === item.product.id);
  if (index >= 0) items[index] = item;
  else items.push(item);
}

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    loadStarted(state) {
      state.loading = true;
      state.fetching = { productId: null, operation: 'load' };
    },
    loaded(state, action: PayloadAction<CartItem[]>) {
      state.items = action.payload;
      state.status = 'loaded';
      state.loading = false;
      state.fetching = null;
    },
    loadFailed(state) {
      // Lines shown before stay: a failed reload must not empty a cart that is still there.
      if (state.status !== 'loaded') state.status = 'failed';
      state.loading = false;
      state.fetching = null;
    },
    operationStarted(state, action: PayloadAction<CartFetching>) {
      state.fetching = action.payload;
    },
    itemAdded(state, action: PayloadAction<CartItem>) {
      const productId = action.payload.product.id;
      upsert(state.items, action.payload);
      state.flashSeq += 1;
      state.added[productId] = state.flashSeq;
      state.fetching = null;
    },
    addFailed(state, action: PayloadAction<{ productId: number }>) {
      state.fetching = { productId: action.payload.productId, operation: 'addError' };
    },
    /** The add stopped before or without a server error (stock check, variant guard, 401, 403). */
    addStopped(state) {
      state.fetching = null;
    },
    /** The line as an add on its way will leave it (optimistic, like a set quantity). */
    lineShown(state, action: PayloadAction<CartItem>) {
      upsert(state.items, action.payload);
    },
    /** The add failed: the line as it was before it. */
    lineRestored(state, action: PayloadAction<CartItem>) {
      upsert(state.items, action.payload);
    },
    addedFlashEnded(state, action: PayloadAction<{ productId: number; token: number }>) {
      const { productId, token } = action.payload;
      if (state.added[productId] === token) delete state.added[productId];
    },
    itemUpdated(state, action: PayloadAction<CartItem>) {
      const item = action.payload;
      const later = (state.queued[item.product.id] ?? 0) > 1;
      const shown = state.items.find((line) => line.product.id === item.product.id);
      // A later change of the same line is queued: keep its optimistic quantity until its own answer.
      upsert(state.items, later && shown ? { ...item, quantity: shown.quantity } : item);
      state.fetching = null;
    },
    itemRemoved(state, action: PayloadAction<{ productId: number }>) {
      state.items = state.items.filter((line) => line.product.id !== action.payload.productId);
      state.fetching = null;
    },
    cleared(state) {
      state.items = [];
      state.clearing = false;
      // A saved order or offer empties the cart too; its marker stays until the page is left.
      if (!state.submitting) state.fetching = null;
    },
    /** A batch was added: the server's whole cart, applied at once (the mini cart renders once). */
    batchAdded(state, action: PayloadAction<CartItem[]>) {
      state.items = action.payload;
      state.status = 'loaded';
      state.fetching = null;
    },
    operationFailed(state) {
      state.clearing = false;
      state.fetching = null;
    },
    /** A queued per-product call is done (whatever the outcome). */
    productSettled(state, action: PayloadAction<{ productId: number }>) {
      const { productId } = action.payload;
      const left = (state.queued[productId] ?? 1) - 1;
      if (left > 0) state.queued[productId] = left;
      else {
        delete state.queued[productId];
        delete state.pending[productId];
      }
    },
    planChosen(state, action: PayloadAction<string>) {
      state.priceName = action.payload;
    },
    /** Other flows (order, offer) mark their calls with the spec's marker and clear it. */
    fetchingMarked(state, action: PayloadAction<CartFetching | null>) {
      state.fetching = action.payload;
    },
    submitStarted(state, action: PayloadAction<'saveOrder' | 'makeOffer'>) {
      state.submitting = action.payload;
      state.fetching = { productId: null, operation: action.payload };
    },
    /** The order or offer was refused or failed: the buttons come back. */
    submitEnded(state) {
      state.submitting = null;
      if (state.fetching?.operation === 'saveOrder' || state.fetching?.operation === 'makeOffer')
        state.fetching = null;
    },
    quantityChosen(state, action: PayloadAction<{ productId: number; quantity: number }>) {
      state.chosenQuantity[action.payload.productId] = action.payload.quantity;
    },
    quantityRefused(state, action: PayloadAction<{ productId: number; hint: QuantityHint }>) {
      state.quantityHints[action.payload.productId] = action.payload.hint;
    },
    quantityHintCleared(state, action: PayloadAction<{ productId: number }>) {
      delete state.quantityHints[action.payload.productId];
    },
  },
  extraReducers: (builder) => {
    // Per-product busy states start with the intent, so a queued call shows at once.
    const queue = (state: CartState, productId: number, operation: CartOperation) => {
      state.pending[productId] = operation;
      state.queued[productId] = (state.queued[productId] ?? 0) + 1;
    };
    builder
      .addCase(cartAddRequested, (state, action) => {
        queue(state, action.payload.product.id, 'add');
        delete state.quantityHints[action.payload.product.id];
      })
      .addCase(cartRemoveRequested, (state, action) => {
        queue(state, action.payload.productId, 'remove');
      })
      .addCase(cartQuantitySetRequested, (state, action) => {
        const { productId, quantity } = action.payload;
        queue(state, productId, 'quantity');
        // Optimistic: the cart page and the mini cart show the new quantity at once; a failed call
        // reads the cart again (sagas/cartQueue), which puts the real one back.
        const line = state.items.find((item) => item.product.id === productId);
        if (line) line.quantity = quantity;
      })
      .addCase(cartQuantityAddRequested, (state, action) => {
        queue(state, action.payload.productId, 'addQuantity');
      })
      .addCase(cartUnitChangeRequested, (state, action) => {
        queue(state, action.payload.productId, 'unit');
      })
      .addCase(cartClearRequested, (state) => {
        state.clearing = true;
      });
  },
});

export const cartActions = cartSlice.actions;
export const {
  quantityChosen: cartQuantityChosen,
  fetchingMarked: cartFetchingMarked,
  quantityRefused: cartQuantityRefused,
  quantityHintCleared: cartQuantityHintCleared,
  planChosen: cartPlanChosen,
} = cartSlice.actions;
export const cartReducer = cartSlice.reducer;
