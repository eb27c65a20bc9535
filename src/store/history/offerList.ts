import type { HistorySortKey } from '../../domain/history/historyList';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product } from '../../contract/catalog';
import { previewSteps } from './previewSteps';
import type { Decoded } from '../../contract/decode';
import type { Offer, OfferCustomer, OfferListAnswer, userAddressDecoder } from '../../contract/offers';
import {
  addHistoryIntentCases,
  historyListReducers,
  initialHistoryList,
  type HistoryListState,
} from './historyList';
import { offerListIntents } from './historyListIntents';
import { rootReducer } from '../core/rootReducer';

export type UserAddress = Decoded<typeof userAddressDecoder>;
/** The calls one offer row can have under way (one at a time). */
export type OfferBusy = 'cancel' | 'mail' | 'edit' | 'profit';

/** The customer modal (the spec's "customer" of the list state): which offer, and its save. */
export type OfferCustomerFailure = 'role' | 'retry';

export interface OfferCustomerState {
  /** Offer number (the update call's key) whose modal is open; null when closed. */
  orderNo: string | null;
  saving: boolean;
  /**
   * Why the last save failed, null when it did not: 'role' when the host refused by role (trying
   * again will not help), 'retry' otherwise ('Müşteri kaydedilemedi…'). The modal keeps the form.
   */
  failed: OfferCustomerFailure | null;
}

/**
 * Düzenle's preview: the offer's lines as they would replace the cart today, shown before
 * anything is lost; on confirmation the host puts them in and the user goes to /sepet.
 */
export interface OfferEditState {
  offerId: number | null;
  status: 'idle' | 'loading' | 'failed' | 'ready' | 'sending';
  /** Today's products of the offer's lines, by id (a missing one is no longer sold). */
  products: Record<number, Product>;
  /** Why loading or sending failed ('' when the flow's code could not be fetched); null otherwise. */
  message: string | null;
}

const idleEdit: OfferEditState = { offerId: null, status: 'idle', products: {}, message: null };

/** The offer list: a page of offers, the detail mode and its margins, the calls. */
export interface OfferListState extends HistoryListState<Offer> {
  /** For the printed quote: the dealer's logo and address from the list answer. */
  userLogo: string;
  userAddress: UserAddress | null;
  /** Id of the offer shown in detail mode (its items, the margin inputs and Kaydet). */
  detail: number | null;
  /** Accepted margins not saved yet: offer id → item id → percent. */
  margins: Record<number, Record<number, number>>;
  busy: Record<number, OfferBusy>;
  /** The product a failed Düzenle named, per offer id. */
  blockedProduct: Record<number, number>;
  customer: OfferCustomerState;
  edit: OfferEditState;
}

const initialState: OfferListState = {
  ...initialHistoryList<Offer>(),
  userLogo: '',
  userAddress: null,
  detail: null,
  margins: {},
  busy: {},
  blockedProduct: {},
  customer: { orderNo: null, saving: false, failed: null },
  edit: idleEdit,
};

function replaceOffer(state: OfferListState, offer: Offer) {
  const index = state.items.findIndex((o) => o.id === offer.id);
  if (index >= 0) state.items[index] = offer;
}

const listReducers = historyListReducers<OfferListState, OfferListAnswer>(
  ({ offers, total, page, limit, pages }) => ({ items: offers, total, page, limit, pages }),
);

const offerListSlice = createSlice({
  name: 'offerList',
  initialState,
  reducers: {
    ...listReducers,
    received(state, action: PayloadAction<OfferListAnswer>) {
      listReducers.received(state, action);
      const { offers, user_logo, user_address } = action.payload;
      state.userLogo = user_logo;
      state.userAddress = user_address;
      // Margins typed on another page belong to offers no longer in view.
      const shown = new Set(offers.map((o) => o.id));
      for (const id of Object.keys(state.margins).map(Number)) if (!shown.has(id)) delete state.margins[id];
      if (state.detail !== null && !shown.has(state.detail)) state.detail = null;
    },
    /** The host's embedded first page, with the letterhead its answer carries. */
    firstPageSeeded(
      state,
      action: PayloadAction<{ query: string; sort: HistorySortKey; answer: OfferListAnswer }>,
    ) {
      if (state.loaded || state.fetching) return;
      listReducers.firstPageSeeded(state, action);
      state.userLogo = action.payload.answer.user_logo;
      state.userAddress = action.payload.answer.user_address;
    },
    /** Detay: shows one offer's detail (another one's closes); again on the same offer closes it. */
    detailToggled(state, action: PayloadAction<number>) {
      state.detail = state.detail === action.payload ? null : action.payload;
    },
    /** An accepted item margin (the input judged it on commit). */
    marginSet(state, action: PayloadAction<{ offerId: number; itemId: number; margin: number }>) {
      const { offerId, itemId, margin } = action.payload;
      state.margins[offerId] = { ...state.margins[offerId], [itemId]: margin };
    },
    /** The global input: one accepted margin for every item of the offer. */
    marginSetForAll(state, action: PayloadAction<{ offerId: number; margin: number }>) {
      const { offerId, margin } = action.payload;
      const offer = state.items.find((o) => o.id === offerId);
      if (!offer) return;
      state.margins[offerId] = Object.fromEntries(offer.offerItems.map((i) => [i.id, margin]));
    },

    /** Kaydet: the saga sends the offer's margins. */
    profitSaveRequested(state, action: PayloadAction<number>) {
      state.busy[action.payload] = 'profit';
    },
    /** total: the offer's new list total (domain/history/offerMargin offerTotal: the grand total with tax). */
    profitSaved(
      state,
      action: PayloadAction<{ offerId: number; margins: Record<number, number>; total: number }>,
    ) {
      const { offerId, margins, total } = action.payload;
      delete state.busy[offerId];
      const offer = state.items.find((o) => o.id === offerId);
      if (offer) {
        for (const item of offer.offerItems)
          if (margins[item.id] !== undefined) item.profit = margins[item.id]!;
        offer.total = total;
      }
      delete state.margins[offerId];
    },
    /** The margins stay as typed, for another try. */
    profitSaveFailed(state, action: PayloadAction<number>) {
      delete state.busy[action.payload];
    },

    cancelRequested(state, action: PayloadAction<number>) {
      state.busy[action.payload] = 'cancel';
    },
    cancelled(state, action: PayloadAction<Offer>) {
      delete state.busy[action.payload.id];
      delete state.margins[action.payload.id];
      replaceOffer(state, action.payload);
    },
    mailRequested(state, action: PayloadAction<number>) {
      state.busy[action.payload] = 'mail';
    },
    /** Düzenle: the preview opens and its saga fetches today's products of the offer's lines. */
    editRequested(state, action: PayloadAction<number>) {
      state.busy[action.payload] = 'edit';
      delete state.blockedProduct[action.payload];
      state.edit = { ...idleEdit, offerId: action.payload, status: 'loading' };
    },
    editProductsLoaded(state, action: PayloadAction<Product[]>) {
      previewSteps.productsLoaded(state.edit, action.payload);
    },
    editLoadFailed(state, action: PayloadAction<string>) {
      previewSteps.loadFailed(state.edit, action.payload);
    },
    /** The preview was confirmed: the host replaces the cart with the offer's lines. */
    editConfirmed(state) {
      if (state.edit.status === 'ready') previewSteps.sending(state.edit);
    },
    /** Nothing to send, or the send failed without naming a product: the preview stays, saying why. */
    editSendFailed(state, action: PayloadAction<string>) {
      state.edit.status = 'ready';
      state.edit.message = action.payload;
    },
    editClosed(state) {
      if (state.edit.offerId !== null) delete state.busy[state.edit.offerId];
      state.edit = idleEdit;
    },
    /** Düzenle was refused because of a product: the detail opens with that product marked. */
    editBlocked(state, action: PayloadAction<{ offerId: number; productId: number | null }>) {
      const { offerId, productId } = action.payload;
      delete state.busy[offerId];
      state.edit = idleEdit;
      if (productId !== null) {
        state.blockedProduct[offerId] = productId;
        state.detail = offerId;
      }
    },
    /** A cancel, mail or edit call ended (its message is the saga's business). */
    actionSettled(state, action: PayloadAction<number>) {
      delete state.busy[action.payload];
    },

    customerOpened(state, action: PayloadAction<string>) {
      state.customer = { orderNo: action.payload, saving: false, failed: null };
    },
    customerClosed(state) {
      state.customer = { orderNo: null, saving: false, failed: null };
    },
    customerSaveRequested(state, _action: PayloadAction<{ orderNo: string; customer: OfferCustomer }>) {
      state.customer.saving = true;
      state.customer.failed = null;
    },
    customerSaved(state, action: PayloadAction<{ orderNo: string; customer: OfferCustomer }>) {
      const offer = state.items.find((o) => o.orderNo === action.payload.orderNo);
      if (offer) Object.assign(offer, action.payload.customer);
      state.customer = { orderNo: null, saving: false, failed: null };
    },
    customerSaveFailed(state, action: PayloadAction<OfferCustomerFailure>) {
      state.customer.saving = false;
      state.customer.failed = action.payload;
    },
  },
  extraReducers: (builder) => addHistoryIntentCases(builder, offerListIntents),
});

export const offerListActions = { ...offerListSlice.actions, ...offerListIntents };

// A lazy data area: the list's state and reducer come with the widget's chunk, not the entry.
declare module '../core/rootReducer' {
  interface LazyLoadedSlices {
    offerList: OfferListState;
  }
}
const injectedOfferList = offerListSlice.injectInto(rootReducer);

export const selectOfferList = injectedOfferList.selectSlice;

/** Each item's margin in effect for one offer: the accepted one over the saved one; null for an offer not shown. */
export function offerMargins(state: OfferListState, offerId: number): Record<number, number> | null {
  const offer = state.items.find((o) => o.id === offerId);
  if (!offer) return null;
  const changed = state.margins[offerId] ?? {};
  return Object.fromEntries(offer.offerItems.map((i) => [i.id, changed[i.id] ?? i.profit]));
}
