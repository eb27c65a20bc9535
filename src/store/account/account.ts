import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountSettingsRequest } from '../../contract/account';
import { rootReducer } from '../core/rootReducer';

/** What the last save came to; the widget turns it into the form message. */
export type AccountOutcome =
  | { kind: 'saved' }
  /** serverMessage: the server's error.messages.type; null shows the technical-error text. */
  | { kind: 'failed'; serverMessage: string | null };

/**
 * The account form's save state. The passwords themselves are form state of the widget: they ride
 * on the saveRequested intent to the saga and are never kept here.
 */
export interface AccountState {
  saving: boolean;
  outcome: AccountOutcome | null;
  /** Counts successful saves, so the form knows when to clear its fields. */
  savedCount: number;
}

const initialState: AccountState = { saving: false, outcome: null, savedCount: 0 };

const accountSlice = createSlice({
  name: 'account',
  initialState,
  reducers: {
    /** Kaydet with inputs that passed the inline rules; the saga posts them. */
    saveRequested(state, _action: PayloadAction<AccountSettingsRequest>) {
      state.saving = true;
      state.outcome = null;
    },
    saved(state) {
      state.saving = false;
      state.outcome = { kind: 'saved' };
      state.savedCount += 1;
    },
    saveFailed(state, action: PayloadAction<{ serverMessage: string | null }>) {
      state.saving = false;
      state.outcome = { kind: 'failed', serverMessage: action.payload.serverMessage };
    },
    /** The user edits again: the message of the last save no longer applies. */
    outcomeCleared(state) {
      state.outcome = null;
    },
  },
});

export const accountActions = accountSlice.actions;

// A lazy data area: its state and reducer come with the widget's chunk, not the entry.
declare module '../core/rootReducer' {
  interface LazyLoadedSlices {
    account: AccountState;
  }
}
const injectedAccount = accountSlice.injectInto(rootReducer);
export const selectAccount = injectedAccount.selectSlice;
