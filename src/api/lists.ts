/** Saved shopping lists: every call of /api/catalog/lists, each answer checked. */
import {
  listDeletedAnswer,
  listDetailAnswer,
  listLinesAddedAnswer,
  listLineRemovedAnswer,
  listLineSavedAnswer,
  listSavedAnswer,
  listsAnswer,
  type ListDetailAnswer,
  type ListLineRequest,
  type ListLineSavedAnswer,
  type ListLinesAddedAnswer,
  type ListsAnswer,
  type ListSummary,
} from '../contract/lists';
import { jsonBody, type HttpClient } from './http';

const LISTS = '/api/catalog/lists';
const listPath = (id: number) => `${LISTS}/${encodeURIComponent(String(id))}`;
const linePath = (id: number, lineId: number) =>
  `${listPath(id)}/lines/${encodeURIComponent(String(lineId))}`;

/** GET /api/catalog/lists: the user's lists and the company's shared ones. */
export function fetchLists(http: HttpClient, signal?: AbortSignal): Promise<ListsAnswer> {
  return http.requestChecked(LISTS, listsAnswer, { signal });
}

/** GET /api/catalog/lists/{id}: one list with its lines. */
export function fetchList(http: HttpClient, id: number, signal?: AbortSignal): Promise<ListDetailAnswer> {
  return http.requestChecked(listPath(id), listDetailAnswer, { signal });
}

/** POST /api/catalog/lists {name, shared}: a new, empty list. */
export async function createList(http: HttpClient, name: string, shared = false): Promise<ListSummary> {
  return (
    await http.requestChecked(LISTS, listSavedAnswer, { method: 'POST', body: jsonBody({ name, shared }) })
  ).list;
}

/** PATCH /api/catalog/lists/{id} {name?, shared?}: renamed, shared or made private. */
export async function updateList(
  http: HttpClient,
  id: number,
  change: { name?: string; shared?: boolean },
): Promise<ListSummary> {
  return (
    await http.requestChecked(listPath(id), listSavedAnswer, { method: 'PATCH', body: jsonBody(change) })
  ).list;
}

/** POST /api/catalog/lists/{id}/duplicate {name}: a private copy of the list, the reader's own. */
export async function duplicateList(http: HttpClient, id: number, name: string): Promise<ListSummary> {
  return (
    await http.requestChecked(`${listPath(id)}/duplicate`, listSavedAnswer, {
      method: 'POST',
      body: jsonBody({ name }),
    })
  ).list;
}

/** DELETE /api/catalog/lists/{id}. */
export async function deleteList(http: HttpClient, id: number): Promise<void> {
  await http.requestChecked(listPath(id), listDeletedAnswer, { method: 'DELETE' });
}

/** POST /api/catalog/lists/{id}/lines {lines}: added or refused per line, the list after. */
export function addListLines(
  http: HttpClient,
  id: number,
  lines: ListLineRequest[],
): Promise<ListLinesAddedAnswer> {
  return http.requestChecked(`${listPath(id)}/lines`, listLinesAddedAnswer, {
    method: 'POST',
    body: jsonBody({ lines }),
  });
}

/** PATCH /api/catalog/lists/{id}/lines/{lineId} {quantity?, unit?, note?}: the line as saved, the list after. */
export function updateListLine(
  http: HttpClient,
  id: number,
  lineId: number,
  change: { quantity?: number; unit?: number; note?: string },
): Promise<ListLineSavedAnswer> {
  return http.requestChecked(linePath(id, lineId), listLineSavedAnswer, {
    method: 'PATCH',
    body: jsonBody(change),
  });
}

/** DELETE /api/catalog/lists/{id}/lines/{lineId}: the list after. */
export async function removeListLine(http: HttpClient, id: number, lineId: number): Promise<ListSummary> {
  return (await http.requestChecked(linePath(id, lineId), listLineRemovedAnswer, { method: 'DELETE' })).list;
}
