import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ListDetailAnswer, ListLine, ListSummary } from '../../contract/lists';
import type { FailureInfo } from '../core/failure';
import { rootReducer } from '../core/rootReducer';
import { shoppingListsIntents } from './shoppingListsIntents';
import {
  idleImport,
  initialShoppingLists,
  type CartLineReport,
  type ImportProblem,
  type LineChange,
  type ListSave,
  type ShoppingListsState,
} from './shoppingListsState';

/**
 * Saved shopping lists (/hesap/listeler): a lazy data area (see store/core/rootReducer) that comes
 * with the ShoppingLists widget's chunk. One island, two views: the overview of the reader's and the
 * company's shared lists, and one list (the URL's `?liste=`). What the user types (a name, a note, a
 * pasted sheet) stays in the widget until committed; a committed line change is kept here, shown
 * over the saved line, until the host has saved it (and kept, with the reason, when it has not).
 */

const newestFirst = (a: ListSummary, b: ListSummary) =>
  Number(b.mine) - Number(a.mine) || b.updatedAt.localeCompare(a.updatedAt);

/** A list as it now is, in the overview and in the view (a new one goes to the top of its section). */
function putList(state: ShoppingListsState, list: ListSummary): void {
  const index = state.lists.findIndex((l) => l.id === list.id);
  if (index >= 0) state.lists[index] = list;
  else state.lists.push(list);
  state.lists.sort(newestFirst);
  if (state.detail?.list.id === list.id) state.detail.list = list;
}

function dropFrom(ids: number[], id: number): number[] {
  return ids.filter((other) => other !== id);
}

/** The view changed: what belonged to the earlier one goes. */
function leaveView(state: ShoppingListsState): void {
  state.lineEdits = {};
  // The session deletes the lines whose Geri Al was still offered (the view leaving ends the offer).
  state.withdrawn = [];
  state.removing = [];
  state.cart = { status: 'idle', lines: [] };
  state.importing = { ...idleImport, doneCount: state.importing.doneCount };
}

const shoppingListsSlice = createSlice({
  name: 'shoppingLists',
  initialState: initialShoppingLists,
  reducers: {
    /** The session read the URL (or a back/forward step changed it): the view to show. */
    viewApplied(state, action: PayloadAction<number | null>) {
      const id = action.payload;
      if (!state.applied || id !== state.listId) leaveView(state);
      state.applied = true;
      state.listId = id;
      state.error = null;
      if (state.detail && state.detail.list.id !== id) state.detail = null;
    },
    fetchStarted(state) {
      state.fetching = true;
      state.error = null;
    },
    listsReceived(state, action: PayloadAction<ListSummary[]>) {
      state.fetching = false;
      state.error = null;
      state.listsLoaded = true;
      state.lists = action.payload;
    },
    detailReceived(state, action: PayloadAction<ListDetailAnswer>) {
      state.fetching = false;
      state.error = null;
      if (action.payload.list.id !== state.listId) return;
      state.detail = action.payload;
      putList(state, action.payload.list);
      // Lines the host no longer has take their unsaved changes with them.
      const ids = new Set(action.payload.lines.map((line) => line.id));
      for (const key of Object.keys(state.lineEdits))
        if (!ids.has(Number(key))) delete state.lineEdits[Number(key)];
    },
    saveRequested(state, _action: PayloadAction<ListSave>) {
      state.saving = true;
      state.saveError = null;
    },
    saved(state, action: PayloadAction<ListSummary>) {
      state.saving = false;
      state.savedCount += 1;
      putList(state, action.payload);
    },
    saveFailed(state, action: PayloadAction<FailureInfo>) {
      state.saving = false;
      state.saveError = action.payload;
    },
    /** A list dialog opened or closed: an earlier failure no longer applies. */
    saveErrorCleared(state) {
      state.saveError = null;
    },
    /** Şirketle Paylaş / Paylaşımı Kaldır. */
    shareRequested(state, action: PayloadAction<{ id: number; shared: boolean }>) {
      if (!state.busy.includes(action.payload.id)) state.busy.push(action.payload.id);
    },
    /** Sil, after the confirmation. */
    deleteRequested(state, action: PayloadAction<number>) {
      if (!state.busy.includes(action.payload)) state.busy.push(action.payload);
    },
    listChanged(state, action: PayloadAction<ListSummary>) {
      state.busy = dropFrom(state.busy, action.payload.id);
      putList(state, action.payload);
    },
    listDeleted(state, action: PayloadAction<number>) {
      state.busy = dropFrom(state.busy, action.payload);
      state.lists = state.lists.filter((l) => l.id !== action.payload);
    },
    listChangeFailed(state, action: PayloadAction<number>) {
      state.busy = dropFrom(state.busy, action.payload);
    },
    /** A quantity, unit or note committed on a line: shown at once, saved by the session. */
    lineChangeRequested(state, action: PayloadAction<{ lineId: number; change: LineChange }>) {
      const { lineId, change } = action.payload;
      state.lineEdits[lineId] = { ...state.lineEdits[lineId], ...change, status: 'saving', message: null };
    },
    /** Tekrar Dene of a line whose save failed: its changes go again. */
    lineRetryRequested(state, action: PayloadAction<number>) {
      const edit = state.lineEdits[action.payload];
      if (edit) Object.assign(edit, { status: 'saving', message: null });
    },
    /** Geri Al of a line whose save failed: the saved line shows again. */
    lineEditDiscarded(state, action: PayloadAction<number>) {
      delete state.lineEdits[action.payload];
    },
    /**
     * The host saved `sent`: the line as it now is, the list's last change; changes committed
     * meanwhile stay pending.
     */
    lineSaved(state, action: PayloadAction<{ line: ListLine; sent: LineChange; list: ListSummary }>) {
      const { line, sent, list } = action.payload;
      putList(state, list);
      const lines = state.detail?.lines;
      const index = lines?.findIndex((l) => l.id === line.id) ?? -1;
      if (lines && index >= 0) lines[index] = line;
      const edit = state.lineEdits[line.id];
      if (!edit) return;
      for (const field of ['quantity', 'unitId', 'note'] as const)
        if (edit[field] !== undefined && edit[field] === sent[field]) delete edit[field];
      if (edit.quantity === undefined && edit.unitId === undefined && edit.note === undefined)
        delete state.lineEdits[line.id];
    },
    lineSaveFailed(state, action: PayloadAction<{ lineId: number; message: string }>) {
      const edit = state.lineEdits[action.payload.lineId];
      if (edit) Object.assign(edit, { status: 'failed', message: action.payload.message });
    },
    /** Kaldır: the line hides at once; the session offers Geri Al, then deletes it. */
    lineRemoveRequested(state, action: PayloadAction<number>) {
      const id = action.payload;
      if (!state.withdrawn.includes(id) && !state.removing.includes(id)) state.withdrawn.push(id);
    },
    /** Geri Al while offered: the line shows again as it was (nothing was sent). */
    lineRemoveUndone(state, action: PayloadAction<number>) {
      state.withdrawn = dropFrom(state.withdrawn, action.payload);
    },
    /** The offer ended: the line's delete goes to the host (queued with the lines' changes). */
    lineRemoveCommitted(state, action: PayloadAction<{ listId: number; lineId: number }>) {
      const id = action.payload.lineId;
      state.withdrawn = dropFrom(state.withdrawn, id);
      if (!state.removing.includes(id)) state.removing.push(id);
    },
    /** The host removed the line: the list as it now is (its count, its last change). */
    lineRemoved(state, action: PayloadAction<{ lineId: number; list: ListSummary }>) {
      const { lineId: id, list } = action.payload;
      state.removing = dropFrom(state.removing, id);
      delete state.lineEdits[id];
      putList(state, list);
      const detail = state.detail;
      if (detail) detail.lines = detail.lines.filter((l) => l.id !== id);
    },
    lineRemoveFailed(state, action: PayloadAction<number>) {
      state.removing = dropFrom(state.removing, action.payload);
    },
    /** 'Tümünü Sepete Ekle' (null) or 'Seçilenleri Sepete Ekle' (the ticked lines). */
    cartAddRequested(state, _action: PayloadAction<{ lineIds: number[] | null }>) {
      state.cart = { status: 'sending', lines: [] };
    },
    cartAnswered(state, action: PayloadAction<CartLineReport[]>) {
      state.cart = { status: 'done', lines: action.payload };
    },
    /** Nothing to send, or the page is leaving for the login. */
    cartSettled(state) {
      state.cart = { status: 'idle', lines: [] };
    },
    /** The report's offer: add to the cart what its line still takes of a refused line (room.more). */
    cartRoomRequested(state, action: PayloadAction<number>) {
      const line = state.cart.lines.find((l) => l.lineId === action.payload);
      if (line?.room && line.room.more > 0) line.adding = true;
    },
    /** The offer's answer: the line as the report now tells it. */
    cartRoomAnswered(state, action: PayloadAction<CartLineReport>) {
      const index = state.cart.lines.findIndex((l) => l.lineId === action.payload.lineId);
      if (index >= 0) state.cart.lines[index] = action.payload;
    },
    cartReportDismissed(state) {
      state.cart = { status: 'idle', lines: [] };
    },
    /** 'Listeye Aktar' with the pasted or read sheet's text. */
    importRequested(state, _action: PayloadAction<{ text: string }>) {
      state.importing = { ...idleImport, status: 'running', doneCount: state.importing.doneCount };
    },
    importAnswered(
      state,
      action: PayloadAction<{
        added: number;
        problems: ImportProblem[];
        skipped: number;
        list?: ListDetailAnswer;
      }>,
    ) {
      const { added, problems, skipped, list } = action.payload;
      state.importing = {
        status: 'done',
        added,
        problems,
        skipped,
        message: null,
        doneCount: state.importing.doneCount + 1,
      };
      if (list && state.detail?.list.id === list.list.id) {
        state.detail = list;
        putList(state, list.list);
      }
    },
    importFailed(state, action: PayloadAction<string>) {
      state.importing = {
        ...idleImport,
        status: 'failed',
        message: action.payload,
        doneCount: state.importing.doneCount,
      };
    },
    importReportDismissed(state) {
      state.importing = { ...idleImport, doneCount: state.importing.doneCount };
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(shoppingListsIntents.opened, (state) => {
        state.open = true;
      })
      .addCase(shoppingListsIntents.closed, (state) => {
        state.open = false;
        state.applied = false;
        state.fetching = false;
        state.saving = false;
        state.saveError = null;
        state.busy = [];
        leaveView(state);
      })
      .addCase(shoppingListsIntents.fetchFailed, (state, action) => {
        state.fetching = false;
        state.error = action.payload;
      }),
});

/** Aç (a list's id) or 'Tüm Listeler' (null): a new history entry with `?liste=`, then its load. */
export const listChosen = createAction<number | null>('shoppingLists/listChosen');

export const shoppingListsActions = { ...shoppingListsSlice.actions, ...shoppingListsIntents, listChosen };

// A lazy data area: its state and reducer come with the widget's chunk, not the entry.
declare module '../core/rootReducer' {
  interface LazyLoadedSlices {
    shoppingLists: ShoppingListsState;
  }
}
const injectedShoppingLists = shoppingListsSlice.injectInto(rootReducer);

export const selectShoppingLists = injectedShoppingLists.selectSlice;
