import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Order, OrderListAnswer } from '../contract/orders';
import type { HistoryQuery, HistorySortKey } from '../domain/historyList';
import { historyListSteps, initialHistoryList, type HistoryListState } from './historyList';
import type { FailureInfo } from './productList';

/** The order list (spec sections 2, 3): a page of orders plus the cancels under way. */
export interface OrderListState extends HistoryListState<Order> {
  /** Ids of orders whose cancel call is under way. */
  cancelling: number[];
}

const initialState: OrderListState = { ...initialHistoryList<Order>(), cancelling: [] };

const orderListSlice = createSlice({
  name: 'orderList',
  initialState,
  reducers: {
    opened(state) {
      state.open = true;
    },
    closed(state) {
      state.open = false;
    },
    queryApplied(state, action: PayloadAction<HistoryQuery>) {
      historyListSteps.queryApplied(state, action.payload);
    },
    pageChosen(state, action: PayloadAction<number>) {
      state.page = action.payload;
    },
    sortChosen(state, action: PayloadAction<HistorySortKey>) {
      state.sort = action.payload;
      state.page = 1;
    },
    /** Fetch the page the URL names (after a change, and the error state's retry). */
    loadRequested() {},
    fetchStarted(state) {
      historyListSteps.fetchStarted(state);
    },
    received(state, action: PayloadAction<OrderListAnswer>) {
      const { orders, ...page } = action.payload;
      historyListSteps.received(state, { items: orders, ...page });
    },
    fetchFailed(state, action: PayloadAction<FailureInfo>) {
      historyListSteps.fetchFailed(state, action.payload);
    },
    /** The user confirmed İptal. */
    cancelRequested(state, action: PayloadAction<number>) {
      if (!state.cancelling.includes(action.payload)) state.cancelling.push(action.payload);
    },
    cancelled(state, action: PayloadAction<Order>) {
      const order = action.payload;
      state.cancelling = state.cancelling.filter((id) => id !== order.id);
      const index = state.items.findIndex((o) => o.id === order.id);
      if (index >= 0) state.items[index] = { ...state.items[index]!, isCancel: true };
    },
    /** Nothing changes but the button coming back; the saga shows the spec's message. */
    cancelFailed(state, action: PayloadAction<number>) {
      state.cancelling = state.cancelling.filter((id) => id !== action.payload);
    },
  },
});

export const orderListActions = orderListSlice.actions;
export const orderListReducer = orderListSlice.reducer;
export const selectOrderList = (state: { orderList: OrderListState }) => state.orderList;
