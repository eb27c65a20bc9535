import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { faultReportOpenRequested } from '../core/ui';

/**
 * Which fault report picker is open: the part of the area in the entry chunk, because
 * window.B2BStorefront.openFaultReport() may come before any picker (or its chunk) has loaded, and
 * that request must be kept. The picker's steps are a lazy area (store/account/faultReport.ts).
 */
export interface FaultReportPickerState {
  /** Mounted FaultReport islands, in mount order; openFaultReport() opens the first one. */
  pickers: string[];
  /** The island whose modal is open. */
  openFor: string | null;
  /** openFaultReport() came before any picker had mounted: the first to mount opens. */
  openPending: boolean;
}

const initialState: FaultReportPickerState = { pickers: [], openFor: null, openPending: false };

const faultReportPickerSlice = createSlice({
  name: 'faultReport',
  initialState,
  reducers: {
    pickerMounted(state, action: PayloadAction<string>) {
      if (!state.pickers.includes(action.payload)) state.pickers.push(action.payload);
      if (state.openPending) {
        state.openFor = action.payload;
        state.openPending = false;
      }
    },
    pickerUnmounted(state, action: PayloadAction<string>) {
      state.pickers = state.pickers.filter((id) => id !== action.payload);
      if (state.openFor === action.payload) state.openFor = null;
    },
    /** 'Ürün Seç' of one island. */
    opened(state, action: PayloadAction<string>) {
      state.openFor = action.payload;
    },
    closed(state) {
      state.openFor = null;
      state.openPending = false;
    },
  },
  extraReducers: (builder) =>
    builder.addCase(faultReportOpenRequested, (state) => {
      const first = state.pickers[0];
      if (first === undefined) state.openPending = true;
      else state.openFor = first;
    }),
});

export const faultReportPickerActions = faultReportPickerSlice.actions;
export const faultReportPickerReducer = faultReportPickerSlice.reducer;
export const selectFaultReportPicker = (state: { faultReport: FaultReportPickerState }) => state.faultReport;
