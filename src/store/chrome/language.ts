import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Locale } from '../../contract/hostConfig';

/** A language change in progress: saved with the settings call, then the page reloads. */
export interface LanguageState {
  /** The language being saved (the page reloads once it is). */
  saving: Locale | null;
  /** The last save failed: the page stays as it is and says so. */
  failed: boolean;
}

const initialState: LanguageState = { saving: null, failed: false };

const languageSlice = createSlice({
  name: 'language',
  initialState,
  reducers: {
    chosen(state, action: PayloadAction<Locale>) {
      state.saving = action.payload;
      state.failed = false;
    },
    saveFailed(state) {
      state.saving = null;
      state.failed = true;
    },
  },
});

export const languageActions = languageSlice.actions;
export const languageReducer = languageSlice.reducer;
export const selectLanguage = (state: { language: LanguageState }) => state.language;
