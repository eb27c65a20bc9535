import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  BookCustomer,
  ConsentRequest,
  RepresentativeConsentAnswer,
  StartActingRequest,
} from '../../contract/representatives';
import type { FailureInfo } from '../core/failure';
import { rootReducer } from '../core/rootReducer';
import { REPRESENTATIVE_TYPES as TYPES } from './representativeIntents';

/** What a failure says when the representatives' code itself could not be fetched. */
const CHUNK_FAILURE: FailureInfo = { status: 0, serverMessage: null, networkFailure: true, malformed: false };

/**
 * A sales representative's book and acting, and a customer Yönetici's consent. What the user types
 * (the filter, the limit) stays in the widgets; only the calls' outcomes land here.
 */
export interface RepresentativesState {
  book: {
    customers: BookCustomer[];
    fetching: boolean;
    /** The book has come at least once (before that a skeleton, not the empty state). */
    loaded: boolean;
    error: FailureInfo | null;
  };
  acting: {
    /** A start (the company's id) or a stop ('stop') under way; it stays while the page reloads. */
    pending: number | 'stop' | null;
    /** Why the last start or stop failed (403 no consent, 404 not their customer…). */
    error: FailureInfo | null;
  };
  consent: {
    answer: RepresentativeConsentAnswer | null;
    fetching: boolean;
    error: FailureInfo | null;
    saving: boolean;
    saveError: FailureInfo | null;
    /** Counts saves that went through, so the form knows to say so. */
    savedCount: number;
  };
}

export const initialRepresentatives: RepresentativesState = {
  book: { customers: [], fetching: false, loaded: false, error: null },
  acting: { pending: null, error: null },
  consent: { answer: null, fetching: false, error: null, saving: false, saveError: null, savedCount: 0 },
};

/** The intents of store/company/representativeIntents as action creators (the listener knows their types). */
export const representativeIntents = {
  bookRequested: createAction(TYPES.bookRequested),
  actingStartRequested: createAction<StartActingRequest>(TYPES.actingStartRequested),
  actingStopRequested: createAction(TYPES.actingStopRequested),
  consentRequested: createAction(TYPES.consentRequested),
  consentSaveRequested: createAction<ConsentRequest>(TYPES.consentSaveRequested),
  unavailable: createAction<{ trigger: string | null }>(TYPES.unavailable),
};
const intents = representativeIntents;

const representativesSlice = createSlice({
  name: 'representatives',
  initialState: initialRepresentatives,
  reducers: {
    bookReceived(state, action: PayloadAction<BookCustomer[]>) {
      state.book = { customers: action.payload, fetching: false, loaded: true, error: null };
    },
    bookFailed(state, action: PayloadAction<FailureInfo>) {
      state.book.fetching = false;
      state.book.error = action.payload;
    },
    actingFailed(state, action: PayloadAction<FailureInfo>) {
      state.acting = { pending: null, error: action.payload };
    },
    /** The error of a start or stop has been read (the list closed, another customer chosen). */
    actingErrorCleared(state) {
      state.acting.error = null;
    },
    consentReceived(state, action: PayloadAction<RepresentativeConsentAnswer>) {
      state.consent.answer = action.payload;
      state.consent.fetching = false;
      state.consent.error = null;
    },
    consentFailed(state, action: PayloadAction<FailureInfo>) {
      state.consent.fetching = false;
      state.consent.error = action.payload;
    },
    consentSaved(state, action: PayloadAction<RepresentativeConsentAnswer>) {
      state.consent.answer = action.payload;
      state.consent.saving = false;
      state.consent.savedCount += 1;
    },
    consentSaveFailed(state, action: PayloadAction<FailureInfo>) {
      state.consent.saving = false;
      state.consent.saveError = action.payload;
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(intents.bookRequested, (state) => {
        state.book.fetching = true;
        state.book.error = null;
      })
      .addCase(intents.actingStartRequested, (state, action) => {
        if (state.acting.pending === null) state.acting = { pending: action.payload.companyId, error: null };
      })
      .addCase(intents.actingStopRequested, (state) => {
        if (state.acting.pending === null) state.acting = { pending: 'stop', error: null };
      })
      .addCase(intents.consentRequested, (state) => {
        state.consent.fetching = true;
        state.consent.error = null;
      })
      .addCase(intents.consentSaveRequested, (state) => {
        state.consent.saving = true;
        state.consent.saveError = null;
      })
      .addCase(intents.unavailable, (state, action) => {
        switch (action.payload.trigger) {
          case TYPES.bookRequested:
            state.book.fetching = false;
            state.book.error = CHUNK_FAILURE;
            break;
          case TYPES.actingStartRequested:
          case TYPES.actingStopRequested:
            state.acting = { pending: null, error: CHUNK_FAILURE };
            break;
          case TYPES.consentRequested:
            state.consent.fetching = false;
            state.consent.error = CHUNK_FAILURE;
            break;
          case TYPES.consentSaveRequested:
            state.consent.saving = false;
            state.consent.saveError = CHUNK_FAILURE;
            break;
        }
      }),
});

export const representativesActions = { ...representativesSlice.actions, ...intents };

// A lazy data area: its state and reducer come with the widgets' chunks, not the entry.
declare module '../core/rootReducer' {
  interface LazyLoadedSlices {
    representatives: RepresentativesState;
  }
}
const injected = representativesSlice.injectInto(rootReducer);

export const selectRepresentatives = injected.selectSlice;
