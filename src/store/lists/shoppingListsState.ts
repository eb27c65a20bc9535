import type { ListDetailAnswer, ListSummary } from '../../contract/lists';
import type { FailureInfo } from '../core/failure';

/** The saved lists' state (store/lists/shoppingLists): its shape, its parts, and how it starts. */

/** A line change committed in the widget (a quantity, a unit, a note), on its way to the host. */
export interface LineChange {
  quantity?: number;
  unitId?: number;
  note?: string;
}

/** A line's committed changes the host has not saved yet: shown over the saved line. */
export interface LineEdit extends LineChange {
  status: 'saving' | 'failed';
  /** Why the last save failed (the host's message or the kind of failure). */
  message: string | null;
}

/**
 * A refused line the cart's line of the product cannot take whole (domain/cart/cartLine capCartAdd):
 * what that line holds, and how many of the list line's unit still fit (0: none).
 */
export interface CartRoom {
  held: number;
  /** The cart line's unit as shown (unitLabel). */
  heldUnit: string;
  more: number;
}

/** One line of 'Sepete Ekle': what went to the cart, or why not (the host's message). */
export interface CartLineReport {
  lineId: number;
  code: string;
  name: string;
  quantity: number;
  /** The unit's name as shown (unitLabel). */
  unit: string;
  ok: boolean;
  message: string | null;
  /** Set when the refusal is the cart's line having no room for all of it: the report offers what fits. */
  room?: CartRoom;
  /** The offer of `room.more` is on its way to the cart. */
  adding?: boolean;
}

export interface CartReport {
  status: 'idle' | 'sending' | 'done';
  lines: CartLineReport[];
}

/** A row of an import that did not go into the list, and why. */
export interface ImportProblem {
  /** 1-based, counting the sheet's rows with a code (the header and blank lines left out). */
  row: number;
  code: string;
  message: string;
}

export interface ImportReport {
  status: 'idle' | 'running' | 'done' | 'failed';
  added: number;
  problems: ImportProblem[];
  /** Rows without a code, skipped. */
  skipped: number;
  /** Why nothing was imported (failed). */
  message: string | null;
  /** Counts finished imports, so the dialog knows to close. */
  doneCount: number;
}

/** A list dialog's Kaydet: a new list, a new name, or a copy under a name. */
export type ListSave =
  | { kind: 'create'; name: string }
  | { kind: 'rename'; id: number; name: string }
  | { kind: 'duplicate'; id: number; name: string };

export interface ShoppingListsState {
  /** The widget is on the page (its session runs). */
  open: boolean;
  /** The session has read the URL (before that the widget reads it for its skeleton). */
  applied: boolean;
  /** The list the URL names; null shows the overview. */
  listId: number | null;
  /** The overview: the reader's lists, then the company's shared ones. */
  lists: ListSummary[];
  listsLoaded: boolean;
  /** The list in view with its lines (the one listId names once it has come). */
  detail: ListDetailAnswer | null;
  /** The view's load is under way. */
  fetching: boolean;
  /** Why the view's last load failed. */
  error: FailureInfo | null;
  /** A list dialog's save (create, rename, duplicate) is under way. */
  saving: boolean;
  saveError: FailureInfo | null;
  /** Counts saves that went through, so a dialog knows to close. */
  savedCount: number;
  /** Ids of lists with a share change or a delete under way. */
  busy: number[];
  /** Line id → its committed changes the host has not saved yet. */
  lineEdits: Record<number, LineEdit>;
  /**
   * Ids of lines removed with 'Kaldır' whose Geri Al is still offered: hidden, not deleted yet (the
   * session deletes them when the offer ends).
   */
  withdrawn: number[];
  /** Ids of lines being deleted (hidden too; a failed delete shows them again). */
  removing: number[];
  cart: CartReport;
  importing: ImportReport;
}

export const idleImport: ImportReport = {
  status: 'idle',
  added: 0,
  problems: [],
  skipped: 0,
  message: null,
  doneCount: 0,
};

export const initialShoppingLists: ShoppingListsState = {
  open: false,
  applied: false,
  listId: null,
  lists: [],
  listsLoaded: false,
  detail: null,
  fetching: false,
  error: null,
  saving: false,
  saveError: null,
  savedCount: 0,
  busy: [],
  lineEdits: {},
  withdrawn: [],
  removing: [],
  cart: { status: 'idle', lines: [] },
  importing: idleImport,
};
