import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Order, OrderListAnswer } from '../../contract/orders';
import {
  addHistoryIntentCases,
  historyListReducers,
  initialHistoryList,
  type HistoryListState,
} from './historyList';
import { orderListIntents } from './historyListIntents';
import { orderDecided } from './orderDecisions';
import { rootReducer } from '../core/rootReducer';

/** The order list: a page of orders plus the cancels under way. */
export interface OrderListState extends HistoryListState<Order> {
  /** Ids of orders whose cancel call is under way. */
  cancelling: number[];
}

const initialState: OrderListState = { ...initialHistoryList<Order>(), cancelling: [] };

const orderListSlice = createSlice({
  name: 'orderList',
  initialState,
  reducers: {
    ...historyListReducers<OrderListState, OrderListAnswer>(({ orders, ...page }) => ({
      items: orders,
      ...page,
    })),
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
  extraReducers: (builder) => {
    addHistoryIntentCases(builder, orderListIntents);
    // A list already open shows the decision at once, not the 'Onay Bekliyor' and İptal of before.
    builder.addCase(orderDecided, (state, action) => {
      const { orderNo, status, reason } = action.payload;
      const order = state.items.find((item) => item.orderNo === orderNo);
      if (!order || order.status !== 'waiting') return;
      if (status === 'approved') order.status = 'placed';
      else {
        order.status = 'rejected';
        order.rejectReason = reason;
      }
    });
  },
});

export const orderListActions = { ...orderListSlice.actions, ...orderListIntents };

// A lazy data area: the list's state and reducer come with the widget's chunk, not the entry.
declare module '../core/rootReducer' {
  interface LazyLoadedSlices {
    orderList: OrderListState;
  }
}
const injectedOrderList = orderListSlice.injectInto(rootReducer);

export const selectOrderList = injectedOrderList.selectSlice;
