import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CompanyUser, CompanyUserRequest, CompanyUsersAnswer } from '../../contract/company';
import { companyUsersIntents } from './companyUsersIntents';
import type { FailureInfo } from '../core/failure';
import { rootReducer } from '../core/rootReducer';

export type CompanyBranch = CompanyUsersAnswer['branches'][number];

/** The one-time password of a user just created: on its way to the widget's dialog, never kept. */
export interface CreatedUser {
  username: string;
  oneTimePassword: string;
}

/**
 * The company's users as its Yönetici manages them. What the admin types stays in the
 * form's component state; a save rides on its intent to the saga and only its outcome lands here.
 */
export interface CompanyUsersState {
  /** The widget is on the page (its saga session runs). */
  open: boolean;
  users: CompanyUser[];
  /** The company's branches (şube), for the names in the list and the form's checkboxes. */
  branches: CompanyBranch[];
  /** What every username the form gives starts with (the company's login and a dot). */
  usernamePrefix: string;
  fetching: boolean;
  /** The list has arrived at least once (before that the skeleton shows, not the empty state). */
  loaded: boolean;
  error: FailureInfo | null;
  /** A create or an edit is under way. */
  saving: boolean;
  /** Why the last save failed; the form dialog shows it and keeps what was typed. */
  saveError: FailureInfo | null;
  /** Counts saves that went through, so the form dialog knows to close. */
  savedCount: number;
  /** Ids of users whose deactivate or reactivate call is under way. */
  toggling: number[];
  /**
   * The user just created and their one-time password, only until the widget takes it into its
   * dialog's own state (oneTimePasswordTaken) or the widget goes away: never longer.
   */
  created: CreatedUser | null;
}

export const initialCompanyUsers: CompanyUsersState = {
  open: false,
  users: [],
  branches: [],
  usernamePrefix: '',
  fetching: false,
  loaded: false,
  error: null,
  saving: false,
  saveError: null,
  savedCount: 0,
  toggling: [],
  created: null,
};

/** The host's order: Yöneticiler first, then by name (Turkish collation). */
function sortUsers(users: CompanyUser[]): CompanyUser[] {
  return users.sort(
    (a, b) =>
      Number(b.role === 'yonetici') - Number(a.role === 'yonetici') || a.name.localeCompare(b.name, 'tr'),
  );
}

function putUser(state: CompanyUsersState, user: CompanyUser): void {
  const index = state.users.findIndex((u) => u.id === user.id);
  if (index >= 0) state.users[index] = user;
  else state.users.push(user);
  sortUsers(state.users);
}

/** A save: the user's id when editing, null when adding. */
export interface CompanyUserSave {
  id: number | null;
  user: CompanyUserRequest;
}

const companyUsersSlice = createSlice({
  name: 'companyUsers',
  initialState: initialCompanyUsers,
  reducers: {
    fetchStarted(state) {
      state.fetching = true;
      state.error = null;
    },
    received(state, action: PayloadAction<CompanyUsersAnswer>) {
      state.fetching = false;
      state.loaded = true;
      state.error = null;
      state.users = action.payload.users;
      state.branches = action.payload.branches;
      state.usernamePrefix = action.payload.usernamePrefix;
    },
    /** Kaydet with a form that passed judgeCompanyUser; the saga sends it. */
    saveRequested(state, _action: PayloadAction<CompanyUserSave>) {
      state.saving = true;
      state.saveError = null;
    },
    /** The new user; the password goes to the widget's dialog and is taken out at once. */
    created(state, action: PayloadAction<{ user: CompanyUser; oneTimePassword: string }>) {
      const { user, oneTimePassword } = action.payload;
      state.saving = false;
      state.savedCount += 1;
      putUser(state, user);
      state.created = { username: user.username, oneTimePassword };
    },
    saved(state, action: PayloadAction<CompanyUser>) {
      state.saving = false;
      state.savedCount += 1;
      putUser(state, action.payload);
    },
    saveFailed(state, action: PayloadAction<FailureInfo>) {
      state.saving = false;
      state.saveError = action.payload;
    },
    /** The form dialog opened or closed: an earlier failure no longer applies. */
    saveErrorCleared(state) {
      state.saveError = null;
    },
    /** Devre Dışı Bırak (after the confirmation) or Etkinleştir. */
    activeChangeRequested(state, action: PayloadAction<{ id: number; active: boolean }>) {
      if (!state.toggling.includes(action.payload.id)) state.toggling.push(action.payload.id);
    },
    activeChanged(state, action: PayloadAction<CompanyUser>) {
      state.toggling = state.toggling.filter((id) => id !== action.payload.id);
      putUser(state, action.payload);
    },
    activeChangeFailed(state, action: PayloadAction<number>) {
      state.toggling = state.toggling.filter((id) => id !== action.payload);
    },
    /** The widget's dialog holds the password now: the store forgets it. */
    oneTimePasswordTaken(state) {
      state.created = null;
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(companyUsersIntents.opened, (state) => {
        state.open = true;
      })
      .addCase(companyUsersIntents.closed, (state) => {
        state.open = false;
        state.saving = false;
        state.saveError = null;
        state.toggling = [];
        state.created = null;
      })
      .addCase(companyUsersIntents.fetchFailed, (state, action) => {
        state.fetching = false;
        state.error = action.payload;
      }),
});

export const companyUsersActions = { ...companyUsersSlice.actions, ...companyUsersIntents };

// A lazy data area: its state and reducer come with the widget's chunk, not the entry.
declare module '../core/rootReducer' {
  interface LazyLoadedSlices {
    companyUsers: CompanyUsersState;
  }
}
const injectedCompanyUsers = companyUsersSlice.injectInto(rootReducer);

export const selectCompanyUsers = injectedCompanyUsers.selectSlice;
