import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TopHeaderInfo } from '../../contract/topHeader';

/** The top bar's data: asked once, on medium and wider screens only (the widget decides). */
export interface TopHeaderState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  info: TopHeaderInfo | null;
}

const initialState: TopHeaderState = { status: 'idle', info: null };

const topHeaderSlice = createSlice({
  name: 'topHeader',
  initialState,
  reducers: {
    requested(state) {
      state.status = 'loading';
    },
    received(state, action: PayloadAction<TopHeaderInfo>) {
      state.status = 'loaded';
      state.info = action.payload;
    },
    /** Logged only: the skeleton goes away and nothing is shown. */
    failed(state) {
      state.status = 'failed';
    },
  },
});

export const topHeaderActions = topHeaderSlice.actions;
export const topHeaderReducer = topHeaderSlice.reducer;
export const selectTopHeader = (state: { topHeader: TopHeaderState }) => state.topHeader;
