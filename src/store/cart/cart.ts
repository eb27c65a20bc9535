import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartItem } from '../../contract/cart';
import type { QuantityHint } from '../../domain/cart/typedQuantity';
import {
  cartAddRequested,
  cartClearRequested,
  cartQuantityAddRequested,
  cartQuantitySetRequested,
  cartRemoveRequested,
  cartUnitChangeRequested,
  initialCartState,
  type CartFetching,
  type CartOperation,
  type CartState,
} from './cartIntents';
import { rootReducer } from '../core/rootReducer';
/**
 * The cart slice: the lines as the server last answered them, the spec's fetching marker
 *, what is in flight per product, the 'added' flash and the quantity chosen
 * on product cards. Intent actions (…Requested) are handled by sagas/cart; the reducer only
 * records results. Selectors live in store/cart/cartSelectors.
 */

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
    /**
     * The cart the host embedded in the page (the same answer as the cart call), before any answer
     * of the browser's own: a cart already read is newer and stays.
     */
    firstAnswerSeeded(state, action: PayloadAction<CartItem[]>) {
      if (state.status !== 'idle') return;
      state.items = action.payload;
      state.status = 'loaded';
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
        // reads the cart again (sagas/cart/cartQueue), which puts the real one back.
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

// Loading this module is what gives the cart its reducer: the slice takes over the root's `cart` key
// from the entry's stand-in (see store/cart/cartIntents), keeping the state that key holds.
cartSlice.injectInto(rootReducer, { overrideExisting: true });
