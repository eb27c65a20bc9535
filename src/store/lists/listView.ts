import type { ListLine } from '../../contract/lists';
import type { LineEdit, ShoppingListsState } from './shoppingListsState';

/** Which list the address names, and how a list's lines show over the changes not saved yet. */

/** The query parameter naming the list in view. */
export const LIST_QUERY_KEY = 'liste';

/** The list id a query string names (`?liste=12`), null for the overview (or a value that is no id). */
export function listIdOf(search: string): number | null {
  const text = new URLSearchParams(search).get(LIST_QUERY_KEY);
  if (text === null || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2147483647 ? id : null;
}

/** A query string naming list `id` (null: none), the other parameters kept. */
export function withListId(search: string, id: number | null): string {
  const params = new URLSearchParams(search);
  if (id === null) params.delete(LIST_QUERY_KEY);
  else params.set(LIST_QUERY_KEY, String(id));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The list's lines as they show: those removed (Geri Al offered, or being deleted) left out. */
export function shownLines(
  state: Pick<ShoppingListsState, 'withdrawn' | 'removing'>,
  lines: ListLine[],
): ListLine[] {
  const hidden = new Set([...state.withdrawn, ...state.removing]);
  return hidden.size === 0 ? lines : lines.filter((line) => !hidden.has(line.id));
}

/** A line as it shows: its saved values with the changes not saved yet over them. */
export function shownLine(
  line: ListLine,
  edit: LineEdit | undefined,
): { quantity: number; unitId: number; note: string } {
  return {
    quantity: edit?.quantity ?? line.quantity,
    unitId: edit?.unitId ?? line.unitId,
    note: edit?.note ?? line.note,
  };
}

/** The id of a line's Kaldır button: Geri Al gives the focus back to it. */
export const lineRemoveButtonId = (lineId: number): string => `b2b-list-line-remove-${lineId}`;
