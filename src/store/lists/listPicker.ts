import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ListAddResult, ListLineRequest, ListSummary } from '../../contract/lists';
import type { FailureInfo } from '../core/failure';
import { rootReducer } from '../core/rootReducer';
import { LIST_PICKER_TYPES } from './shoppingListsIntents';

/**
 * The 'Listeye Ekle' control's data area: a lazy area that comes with the menu's chunk
 * (widgets/shared/AddToListMenu) and the picker's session. The user's lists are read once a page,
 * when a menu first opens, and shared by every control on it; each control (a picker, named by its
 * useId) has its own add under way or its outcome, until its menu closes.
 */

/** Where the lines go: a list the user may change, or a new list of the name typed (judged). */
export type ListTarget = { listId: number } | { newName: string };

export interface ListPickerOpened {
  pickerId: string;
}

export interface ListAddRequest {
  pickerId: string;
  /** Tells one press from the next: an answer of an earlier request changes nothing. */
  requestId: number;
  target: ListTarget;
  lines: ListLineRequest[];
  /**
   * Codes of rows the control leaves out (the quick order pad's rows not found or not valid): the
   * confirmation names them, so nothing is dropped without a word.
   */
  skipped?: string[];
}

export type PickerAddStatus = 'sending' | 'done' | 'failed';

/** One control's add: under way, answered (with the lines the host refused) or failed. */
export interface PickerAdd {
  requestId: number;
  status: PickerAddStatus;
  /** The list the lines go into: the one chosen or, once made, the new one (a retry adds there). */
  listId: number | null;
  listName: string;
  /** Each line's answer so far, in the order asked (a long cart goes in parts). */
  results: ListAddResult[];
  error: FailureInfo | null;
  /** The add failed because the picker's code could not be fetched (nothing was sent). */
  unavailable: boolean;
  /** Codes of the rows the control left out (ListAddRequest.skipped). */
  skipped: string[];
}

export interface ListPickerState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Every list the user sees; a menu offers those they may change (canEdit). */
  lists: ListSummary[];
  error: FailureInfo | null;
  /** The picker's code could not be fetched: the control says so, the next open tries again. */
  unavailable: boolean;
  adds: Record<string, PickerAdd>;
}

export const initialListPicker: ListPickerState = {
  status: 'idle',
  lists: [],
  error: null,
  unavailable: false,
  adds: {},
};

// The entry's listener (sagas/lists/shoppingLists) wakes on these plain types.
/** A menu opened: its lists are read (once a page). */
export const listPickerOpened = createAction<ListPickerOpened>(LIST_PICKER_TYPES.opened);
/** A list was chosen, or a new list's name submitted: the lines go there. */
export const listAddRequested = createAction<ListAddRequest>(LIST_PICKER_TYPES.addRequested);
/** The picker's code could not be fetched (dispatched by the entry's listener). */
export const listPickerUnavailable = createAction(LIST_PICKER_TYPES.unavailable);

interface AddOutcome {
  pickerId: string;
  requestId: number;
}

/** The add of `pickerId` when it is still the one `requestId` started. */
function current(state: ListPickerState, { pickerId, requestId }: AddOutcome): PickerAdd | undefined {
  const add = state.adds[pickerId];
  return add?.requestId === requestId ? add : undefined;
}

function putList(state: ListPickerState, list: ListSummary): void {
  const index = state.lists.findIndex((l) => l.id === list.id);
  if (index >= 0) state.lists[index] = list;
  else state.lists.unshift(list);
}

const listPickerSlice = createSlice({
  name: 'listPicker',
  initialState: initialListPicker,
  reducers: {
    fetchStarted(state) {
      state.status = 'loading';
      state.error = null;
    },
    received(state, action: PayloadAction<ListSummary[]>) {
      state.status = 'ready';
      state.lists = action.payload;
      state.error = null;
    },
    fetchFailed(state, action: PayloadAction<FailureInfo>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    /** The new list of an add exists now: it joins the menus, and a retry adds to it. */
    listCreated(state, action: PayloadAction<AddOutcome & { list: ListSummary }>) {
      putList(state, action.payload.list);
      const add = current(state, action.payload);
      if (add) {
        add.listId = action.payload.list.id;
        add.listName = action.payload.list.name;
      }
    },
    /** One part of the lines answered: each added or refused; the list as it now is. */
    linesAnswered(
      state,
      action: PayloadAction<AddOutcome & { results: ListAddResult[]; list: ListSummary }>,
    ) {
      putList(state, action.payload.list);
      const add = current(state, action.payload);
      if (add) {
        add.results.push(...action.payload.results);
        add.listName = action.payload.list.name;
      }
    },
    addFinished(state, action: PayloadAction<AddOutcome>) {
      const add = current(state, action.payload);
      if (add) add.status = 'done';
    },
    addFailed(state, action: PayloadAction<AddOutcome & { error: FailureInfo }>) {
      const add = current(state, action.payload);
      if (add) {
        add.status = 'failed';
        add.error = action.payload.error;
      }
    },
    /** The control's menu closed: its outcome is no longer shown. */
    dismissed(state, action: PayloadAction<string>) {
      delete state.adds[action.payload];
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(listPickerOpened, (state) => {
        state.unavailable = false;
      })
      .addCase(listAddRequested, (state, action) => {
        const { pickerId, requestId, target } = action.payload;
        // One add at a time per control: a press while one is under way is not taken.
        if (state.adds[pickerId]?.status === 'sending') return;
        state.unavailable = false;
        const listId = 'listId' in target ? target.listId : null;
        state.adds[pickerId] = {
          requestId,
          status: 'sending',
          listId,
          listName:
            'newName' in target ? target.newName : (state.lists.find((l) => l.id === listId)?.name ?? ''),
          results: [],
          error: null,
          unavailable: false,
          skipped: action.payload.skipped ?? [],
        };
      })
      .addCase(listPickerUnavailable, (state) => {
        state.unavailable = true;
        // What was asked is not sent later behind the user's back: the add ends here, the user retries.
        for (const add of Object.values(state.adds))
          if (add.status === 'sending') {
            add.status = 'failed';
            add.unavailable = true;
          }
      }),
});

export const listPickerActions = listPickerSlice.actions;

// A lazy data area: its state and reducer come with the menu's chunk (and the session's), not the entry.
declare module '../core/rootReducer' {
  interface LazyLoadedSlices {
    listPicker: ListPickerState;
  }
}
const injectedListPicker = listPickerSlice.injectInto(rootReducer);

export const selectListPicker = injectedListPicker.selectSlice;

/** The lines of an add the host refused, with its message. */
export const refusedLines = (add: PickerAdd) =>
  add.results.filter((r): r is Extract<ListAddResult, { ok: false }> => !r.ok);
