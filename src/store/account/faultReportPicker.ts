import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '../core/rootReducer';

/**
 * Which fault report picker is open: a lazy area, injected with the FaultReport widget's chunk. A
 * window.B2BStorefront.openFaultReport() that comes before any picker (or its chunk) has loaded is kept
 * by the fault report flow, which opens the first picker to mount (sagas/account/faultReportCascade.ts).
 */
export interface FaultReportPickerState {
  /** Mounted FaultReport islands, in mount order; openFaultReport() opens the first one. */
  pickers: string[];
  /** The island whose modal is open. */
  openFor: string | null;
}

const initialState: FaultReportPickerState = { pickers: [], openFor: null };

const faultReportPickerSlice = createSlice({
  name: 'faultReport',
  initialState,
  reducers: {
    pickerMounted(state, action: PayloadAction<string>) {
      if (!state.pickers.includes(action.payload)) state.pickers.push(action.payload);
    },
    pickerUnmounted(state, action: PayloadAction<string>) {
      state.pickers = state.pickers.filter((id) => id !== action.payload);
      if (state.openFor === action.payload) state.openFor = null;
    },
    /** 'Ürün Seç' of one island, or openFaultReport() given to it. */
    opened(state, action: PayloadAction<string>) {
      state.openFor = action.payload;
    },
    closed(state) {
      state.openFor = null;
    },
  },
});

declare module '../core/rootReducer' {
  interface LazyLoadedSlices {
    faultReport: FaultReportPickerState;
  }
}
const injectedPicker = faultReportPickerSlice.injectInto(rootReducer);

export const faultReportPickerActions = faultReportPickerSlice.actions;
export const selectFaultReportPicker = injectedPicker.selectSlice;
