import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AutocompleteResult, Product } from '../../contract/catalog';
import { previewSteps } from '../history/previewSteps';
import type { Order } from '../../contract/orders';
import { QUICK_ORDER_MAX_ROWS } from '../../contract/quickOrder';
import type { CodeLookup, PadRow } from '../../domain/quickOrder/quickOrderRows';
import type { ScanPlacement } from '../../domain/quickOrder/scanPlacement';
import type { ParsedSheet, SheetRow } from '../../domain/quickOrder/quickOrderSheet';
import { rootReducer, type RootState } from '../core/rootReducer';
import { quickOrderFlowFailed, reorderRequested } from './quickOrderIntents';

/**
 * The quick order pad and the order list's reorder preview: a lazy data area (see
 * store/core/rootReducer), added when the QuickOrder or OrderList chunk loads. The rows hold committed values
 * only (codes, quantities and units as committed or pasted); what is being typed stays in the
 * cells. Lookups are keyed by codeKey; products by id.
 */

/** Blank rows a fresh pad offers, and how many 'Satır Ekle' adds. */
export const BLANK_ROWS = 5;

export interface AddedLine {
  productId: number;
  code: string;
  name: string;
  quantity: number;
  /** The unit's name as shown (unitLabel). */
  unit: string;
}

export interface SubmitState {
  status: 'idle' | 'sending' | 'done' | 'failed';
  /** Why nothing was added (failed); '' when the flow's code could not be fetched. */
  message: string | null;
  added: AddedLine[];
  /** Rows the shop refused (they stay on the pad with the shop's message). */
  refused: number;
}

export interface PasteNotice {
  added: number;
  headerSkipped: boolean;
  truncated: boolean;
}

export interface Suggestions {
  rowKey: string | null;
  query: string;
  results: AutocompleteResult[];
}

/** What the last counted scan did: the pad says it, the camera view flashes and beeps. */
export interface ScanNotice {
  /** Counts the scans, so the same outcome twice is seen (and heard) twice. */
  seq: number;
  code: string;
  outcome: 'added' | 'incremented' | 'unknown' | 'failed' | 'full';
  /** The row the scan went to; null when the pad was full. */
  rowKey: string | null;
}

export interface ReorderRefusal {
  code: string;
  name: string;
  message: string;
}

export interface ReorderState {
  order: Order | null;
  status: 'idle' | 'loading' | 'ready' | 'failed' | 'sending' | 'done';
  /** The products sold today under the order's product ids (an id missing is no longer sold). */
  products: Record<number, Product>;
  message: string | null;
  added: number;
  refused: ReorderRefusal[];
}

export interface QuickOrderState {
  /** The list kept for this tab was read (until then the pad shows its blank rows, and keeps nothing). */
  restored: boolean;
  rows: PadRow[];
  nextKey: number;
  lookups: Record<string, CodeLookup>;
  products: Record<number, Product>;
  /** The shop's message for rows the last 'Sepete Ekle' could not add, by row key. */
  rowMessages: Record<string, string>;
  suggestions: Suggestions;
  submit: SubmitState;
  pasteNotice: PasteNotice | null;
  scan: ScanNotice | null;
  reorder: ReorderState;
}

const idleSubmit: SubmitState = { status: 'idle', message: null, added: [], refused: 0 };
const idleReorder: ReorderState = {
  order: null,
  status: 'idle',
  products: {},
  message: null,
  added: 0,
  refused: [],
};

/**
 * The pad nobody has typed into: BLANK_ROWS blank rows. It is the pad's first frame, on the server and
 * in the browser alike; the draft kept for the tab is read after it (restored), in the same rows' room.
 */
const blankPad: PadRow[] = Array.from({ length: BLANK_ROWS }, (_, index) => ({
  key: `r${index + 1}`,
  code: '',
  quantity: '',
  unit: '',
}));

export const initialQuickOrder: QuickOrderState = {
  restored: false,
  rows: blankPad,
  nextKey: BLANK_ROWS + 1,
  lookups: {},
  products: {},
  rowMessages: {},
  suggestions: { rowKey: null, query: '', results: [] },
  submit: idleSubmit,
  pasteNotice: null,
  scan: null,
  reorder: idleReorder,
};

const isBlank = (row: PadRow) => row.code.trim() === '' && row.quantity.trim() === '' && row.unit === '';

function newRow(state: QuickOrderState, cells: Partial<SheetRow> = {}): PadRow {
  const key = `r${state.nextKey}`;
  state.nextKey += 1;
  return { key, code: cells.code ?? '', quantity: cells.quantity ?? '', unit: cells.unit ?? '' };
}

/** The pad always ends in a blank row to type into, and shows at least BLANK_ROWS rows. */
function keepRoomToType(state: QuickOrderState): void {
  const last = state.rows[state.rows.length - 1];
  if ((!last || !isBlank(last)) && state.rows.length < QUICK_ORDER_MAX_ROWS) state.rows.push(newRow(state));
  while (state.rows.length < BLANK_ROWS) state.rows.push(newRow(state));
}

const quickOrderSlice = createSlice({
  name: 'quickOrder',
  initialState: initialQuickOrder,
  reducers: {
    /**
     * The list kept for this tab (or none), read once the pad is on screen: its rows first, then any
     * typed meanwhile. Without one the rows stay as they are (the same inputs, a focused one kept).
     */
    restored(state, action: PayloadAction<SheetRow[]>) {
      const kept = action.payload.slice(0, QUICK_ORDER_MAX_ROWS);
      if (kept.length > 0) {
        const typed = state.rows.filter((r) => !isBlank(r));
        state.rows = [...kept.map((cells) => newRow(state, cells)), ...typed].slice(0, QUICK_ORDER_MAX_ROWS);
      }
      state.restored = true;
      keepRoomToType(state);
    },
    /** A cell was committed (blur, Enter, a choice). A new code starts in the product's default unit. */
    rowEdited(state, action: PayloadAction<{ key: string } & Partial<SheetRow>>) {
      const { key, ...cells } = action.payload;
      const row = state.rows.find((r) => r.key === key);
      if (!row) return;
      if (cells.code !== undefined && cells.code.trim() !== row.code.trim() && cells.unit === undefined)
        row.unit = '';
      Object.assign(row, cells);
      delete state.rowMessages[key];
      keepRoomToType(state);
    },
    rowRemoved(state, action: PayloadAction<string>) {
      state.rows = state.rows.filter((r) => r.key !== action.payload);
      delete state.rowMessages[action.payload];
      keepRoomToType(state);
    },
    rowsAdded(state) {
      const room = QUICK_ORDER_MAX_ROWS - state.rows.length;
      for (let i = 0; i < Math.min(BLANK_ROWS, room); i += 1) state.rows.push(newRow(state));
    },
    /** Pasted lines go after the filled rows (blank ones make way), up to the pad's limit. */
    rowsPasted(state, action: PayloadAction<ParsedSheet>) {
      const filled = state.rows.filter((r) => !isBlank(r));
      const room = Math.max(0, QUICK_ORDER_MAX_ROWS - filled.length);
      const taken = action.payload.rows.slice(0, room);
      state.rows = [...filled, ...taken.map((cells) => newRow(state, cells))];
      state.pasteNotice = {
        added: taken.length,
        headerSkipped: action.payload.headerSkipped,
        truncated: taken.length < action.payload.rows.length,
      };
      keepRoomToType(state);
    },
    pasteNoticeDismissed(state) {
      state.pasteNotice = null;
    },
    cleared(state) {
      state.rows = [];
      state.rowMessages = {};
      state.submit = idleSubmit;
      state.pasteNotice = null;
      state.scan = null;
      state.suggestions = initialQuickOrder.suggestions;
      keepRoomToType(state);
    },
    /**
     * A counted scan, its code looked up: one more on the row holding that product in that unit, or
     * a new row of 1 in the first blank row (where the buyer would have typed it).
     */
    scanPlaced(
      state,
      action: PayloadAction<{
        code: string;
        lookup: 'found' | 'unknown' | 'failed';
        placement: ScanPlacement;
      }>,
    ) {
      const { code, lookup, placement } = action.payload;
      const seq = (state.scan?.seq ?? 0) + 1;
      // The row to count on may have been removed meanwhile: the scan then starts a row of its own.
      let row =
        placement.kind === 'increment' ? state.rows.find((r) => r.key === placement.rowKey) : undefined;
      const incremented = row !== undefined;
      if (row) row.quantity = placement.quantity;
      else {
        row = state.rows.find(isBlank);
        if (!row && state.rows.length < QUICK_ORDER_MAX_ROWS) {
          row = newRow(state);
          state.rows.push(row);
        }
        if (!row) {
          state.scan = { seq, code, outcome: 'full', rowKey: null };
          return;
        }
        Object.assign(row, { code, quantity: '1', unit: '' });
      }
      delete state.rowMessages[row.key];
      const outcome = lookup !== 'found' ? lookup : incremented ? 'incremented' : 'added';
      state.scan = { seq, code, outcome, rowKey: row.key };
      keepRoomToType(state);
    },
    lookupsStarted(state, action: PayloadAction<string[]>) {
      for (const key of action.payload) state.lookups[key] = { status: 'pending' };
    },
    lookupsAnswered(
      state,
      action: PayloadAction<{
        matches: { key: string; productId: number | null; unitId: number | null }[];
        products: Product[];
      }>,
    ) {
      for (const product of action.payload.products) state.products[product.id] = product;
      for (const { key, productId, unitId } of action.payload.matches)
        state.lookups[key] =
          productId === null ? { status: 'unknown' } : { status: 'found', productId, unitId };
    },
    lookupsFailed(state, action: PayloadAction<string[]>) {
      for (const key of action.payload) state.lookups[key] = { status: 'failed' };
    },
    /** 'Tekrar Dene' on a row whose lookup failed: every failed code is asked again. */
    lookupsRetried(state) {
      for (const [key, lookup] of Object.entries(state.lookups))
        if (lookup.status === 'failed') delete state.lookups[key];
    },
    suggestionsReceived(state, action: PayloadAction<Suggestions>) {
      state.suggestions = action.payload;
    },
    suggestionsCleared(state) {
      state.suggestions = initialQuickOrder.suggestions;
    },
    submitStarted(state) {
      state.submit = { ...idleSubmit, status: 'sending' };
      state.pasteNotice = null;
    },
    /** Added rows leave the pad; refused ones stay with the shop's message. */
    submitAnswered(
      state,
      action: PayloadAction<{ added: AddedLine[]; addedKeys: string[]; refused: Record<string, string> }>,
    ) {
      const { added, addedKeys, refused } = action.payload;
      state.rows = state.rows.filter((r) => !addedKeys.includes(r.key));
      state.rowMessages = refused;
      state.submit = { status: 'done', message: null, added, refused: Object.keys(refused).length };
      keepRoomToType(state);
    },
    submitFailed(state, action: PayloadAction<string>) {
      state.submit = { ...idleSubmit, status: 'failed', message: action.payload };
    },
    submitDismissed(state) {
      state.submit = idleSubmit;
    },
    reorderLoaded(state, action: PayloadAction<Product[]>) {
      previewSteps.productsLoaded(state.reorder, action.payload);
    },
    reorderLoadFailed(state, action: PayloadAction<string>) {
      previewSteps.loadFailed(state.reorder, action.payload);
    },
    reorderSending(state) {
      previewSteps.sending(state.reorder);
    },
    reorderAnswered(state, action: PayloadAction<{ added: number; refused: ReorderRefusal[] }>) {
      state.reorder.status = 'done';
      state.reorder.added = action.payload.added;
      state.reorder.refused = action.payload.refused;
    },
    /** Nothing was added: the preview stays, with why, and can be confirmed again. */
    reorderSendFailed(state, action: PayloadAction<string>) {
      state.reorder.status = 'ready';
      state.reorder.message = action.payload;
    },
    reorderClosed(state) {
      state.reorder = idleReorder;
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(reorderRequested, (state, action) => {
        state.reorder = { ...idleReorder, order: action.payload, status: 'loading' };
      })
      .addCase(quickOrderFlowFailed, (state) => {
        // '' : the widgets say 'mount.chunkFailed' in the active language.
        state.restored = true;
        keepRoomToType(state);
        if (state.submit.status === 'sending')
          state.submit = { ...idleSubmit, status: 'failed', message: '' };
        if (state.reorder.status === 'loading') {
          state.reorder.status = 'failed';
          state.reorder.message = '';
        }
        if (state.reorder.status === 'sending') {
          state.reorder.status = 'ready';
          state.reorder.message = '';
        }
      }),
});

export const quickOrderActions = quickOrderSlice.actions;

declare module '../core/rootReducer' {
  interface LazyLoadedSlices {
    quickOrder: QuickOrderState;
  }
}
const injectedQuickOrder = quickOrderSlice.injectInto(rootReducer);

export const selectQuickOrder = injectedQuickOrder.selectSlice;
export const selectReorder = (state: RootState): ReorderState => selectQuickOrder(state).reorder;
