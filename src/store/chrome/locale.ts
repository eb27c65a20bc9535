import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Locale } from '../../contract/hostConfig';

export interface LocaleState {
  active: Locale;
}

const localeSlice = createSlice({
  name: 'locale',
  initialState: { active: 'tr' } as LocaleState,
  reducers: {
    localeChanged(state, action: PayloadAction<Locale>) {
      state.active = action.payload;
    },
  },
});

export const { localeChanged } = localeSlice.actions;
export const localeReducer = localeSlice.reducer;
export const selectLocale = (state: { locale: LocaleState }) => state.locale.active;
