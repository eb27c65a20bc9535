import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Approval, ApprovalsAnswer } from '../../contract/company';
import { approvalQueueIntents } from './approvalQueueIntents';
import { rootReducer } from '../core/rootReducer';
import type { FailureInfo } from '../catalog/productList';

/**
 * The orders of the company waiting for approval, as the approver sees them, and the
 * decisions under way. The reason of a rejection is form state: it stays in the dialog.
 */
export interface ApprovalQueueState {
  /** The widget is on the page (its saga session runs). */
  open: boolean;
  items: Approval[];
  fetching: boolean;
  /** The queue has arrived at least once (before that the skeleton shows, not the empty state). */
  loaded: boolean;
  error: FailureInfo | null;
  /** Ids of the orders whose approve or reject call is under way. */
  deciding: number[];
}

const initialState: ApprovalQueueState = {
  open: false,
  items: [],
  fetching: false,
  loaded: false,
  error: null,
  deciding: [],
};

export interface RejectRequest {
  id: number;
  /** Trimmed, 1 to REJECT_REASON_MAX characters (judged by the dialog). */
  reason: string;
}

const withoutId = (ids: number[], id: number) => ids.filter((other) => other !== id);

const approvalQueueSlice = createSlice({
  name: 'approvalQueue',
  initialState,
  reducers: {
    fetchStarted(state) {
      state.fetching = true;
      state.error = null;
    },
    received(state, action: PayloadAction<ApprovalsAnswer>) {
      state.fetching = false;
      state.loaded = true;
      state.error = null;
      state.items = action.payload.approvals;
    },
    /** Onayla on a waiting order of someone else. */
    approveRequested(state, action: PayloadAction<number>) {
      if (!state.deciding.includes(action.payload)) state.deciding.push(action.payload);
    },
    /** Reddet in the dialog, with the reason it accepted. */
    rejectRequested(state, action: PayloadAction<RejectRequest>) {
      if (!state.deciding.includes(action.payload.id)) state.deciding.push(action.payload.id);
    },
    /** The host took the decision, or the order no longer waits: it leaves the queue. */
    decided(state, action: PayloadAction<number>) {
      state.deciding = withoutId(state.deciding, action.payload);
      state.items = state.items.filter((approval) => approval.order.id !== action.payload);
    },
    /** Refused or failed: the order stays and its buttons come back; the saga says why. */
    decisionFailed(state, action: PayloadAction<number>) {
      state.deciding = withoutId(state.deciding, action.payload);
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(approvalQueueIntents.opened, (state) => {
        state.open = true;
      })
      .addCase(approvalQueueIntents.closed, (state) => {
        state.open = false;
      })
      .addCase(approvalQueueIntents.fetchFailed, (state, action) => {
        state.fetching = false;
        state.error = action.payload;
      }),
});

export const approvalQueueActions = { ...approvalQueueSlice.actions, ...approvalQueueIntents };

// A lazy data area: the queue's state and reducer come with the widget's chunk, not the entry.
declare module '../core/rootReducer' {
  interface LazyLoadedSlices {
    approvalQueue: ApprovalQueueState;
  }
}
const injectedApprovalQueue = approvalQueueSlice.injectInto(rootReducer);

export const selectApprovalQueue = injectedApprovalQueue.selectSlice;
