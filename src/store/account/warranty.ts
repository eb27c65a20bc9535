import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Movement } from '../../contract/warranty';
import type { WarrantyStatus } from '../../domain/account/warranty';
import { rootReducer } from '../core/rootReducer';

export type WarrantyMessageKey =
  'warranty.noData' | 'warranty.noSale' | 'warranty.loginRequired' | 'common.technicalError';

/** What a lookup came to: the result (shown in the result modal) or a message under the form. */
export type WarrantyOutcome =
  | { kind: 'result'; serial: string; status: WarrantyStatus; movements: Movement[] }
  | { kind: 'message'; key: WarrantyMessageKey }
  | { kind: 'serverMessage'; text: string };

export interface WarrantyState {
  /** The WarrantyInquiry island that asked (a page may hold an inline form and a header modal). */
  requester: string | null;
  loading: boolean;
  outcome: WarrantyOutcome | null;
  resultOpen: boolean;
}

const initialState: WarrantyState = { requester: null, loading: false, outcome: null, resultOpen: false };

const warrantySlice = createSlice({
  name: 'warranty',
  initialState,
  reducers: {
    /** Sorgula with a serial number that passed the input rule; the saga asks the server. */
    inquiryRequested(state, action: PayloadAction<{ requester: string; serial: string }>) {
      state.requester = action.payload.requester;
      state.loading = true;
      state.outcome = null;
      state.resultOpen = false;
    },
    answered(state, action: PayloadAction<WarrantyOutcome>) {
      state.loading = false;
      state.outcome = action.payload;
      state.resultOpen = action.payload.kind === 'result';
    },
    resultClosed(state) {
      state.resultOpen = false;
    },
    /** The serial number changed: the message about the previous one no longer applies. */
    outcomeCleared(state) {
      if (!state.loading) state.outcome = null;
    },
  },
});

export const warrantyActions = warrantySlice.actions;

// A lazy data area: its state and reducer come with the widget's chunk, not the entry.
declare module '../core/rootReducer' {
  interface LazyLoadedSlices {
    warranty: WarrantyState;
  }
}
const injectedWarranty = warrantySlice.injectInto(rootReducer);
export const selectWarranty = injectedWarranty.selectSlice;
