import { createSlice } from '@reduxjs/toolkit';

/**
 * The cookie notice's state on this page. Whether a choice was stored before comes from the host
 * (the widget's accepted prop); this holds what happens after Tamam.
 */
export interface CookieConsentState {
  /** Tamam was pressed: the notice is hidden while the choice is saved. */
  accepted: boolean;
  saving: boolean;
  /** Saving failed: the notice comes back with a message so the user can try again. */
  failed: boolean;
}

const initialState: CookieConsentState = { accepted: false, saving: false, failed: false };

const cookieConsentSlice = createSlice({
  name: 'cookieConsent',
  initialState,
  reducers: {
    acceptRequested(state) {
      state.accepted = true;
      state.saving = true;
      state.failed = false;
    },
    acceptSaved(state) {
      state.saving = false;
    },
    acceptFailed(state) {
      state.accepted = false;
      state.saving = false;
      state.failed = true;
    },
  },
});

export const cookieConsentActions = cookieConsentSlice.actions;
export const cookieConsentReducer = cookieConsentSlice.reducer;
export const selectCookieConsent = (state: { cookieConsent: CookieConsentState }) => state.cookieConsent;
