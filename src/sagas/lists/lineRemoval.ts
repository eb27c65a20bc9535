import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, cancelled, delay, put, race, select, spawn, take } from 'redux-saga/effects';
import type { HttpClient } from '../../api/http';
import { removeListLine } from '../../api/lists';
import { LIST_LINE_UNDO_MS } from '../../domain/shared/timings';
import type { Translate } from '../../i18n/translate';
import { notify } from '../../store/core/ui';
import { selectShoppingLists, shoppingListsActions as actions } from '../../store/lists/shoppingLists';
import { type ShoppingListsState } from '../../store/lists/shoppingListsState';
import { lineRemoveButtonId } from '../../store/lists/listView';
import { currentTranslator } from '../chrome/translate';
import { getHttp } from '../runtime/context';

/** The page closed while Geri Al was offered: the delete still goes, on its own (nothing to show it in). */
function* deleteDetached(listId: number, lineId: number): SagaIterator {
  try {
    const http: HttpClient = yield getHttp();
    yield call(removeListLine, http, listId, lineId);
  } catch (error) {
    console.error('[b2b] the list line could not be removed:', error);
  }
}

/**
 * Kaldır: the line is hidden at once (the store's withdrawn) and a toast offers Geri Al for
 * LIST_LINE_UNDO_MS; nothing is sent meanwhile, so Geri Al shows the line exactly as it was (its place,
 * quantity, unit and note). When the offer ends, or the view changes, the delete goes through the
 * lines' queue; when the page closes first, it goes on its own. A reload within the offer keeps the line.
 */
export function* withdrawLine(action: ReturnType<typeof actions.lineRemoveRequested>): SagaIterator {
  const lineId = action.payload;
  const state: ShoppingListsState = yield select(selectShoppingLists);
  const detail = state.detail;
  const line = detail?.lines.find((l) => l.id === lineId);
  if (!detail || !line || !state.withdrawn.includes(lineId)) return;
  const listId = detail.list.id;
  const t: Translate = yield* currentTranslator();
  yield put(
    notify({
      kind: 'info',
      message: t('lists.lineRemovedUndo', { name: line.product.name }),
      autoClose: LIST_LINE_UNDO_MS,
      action: {
        label: t('lists.undo'),
        intent: actions.lineRemoveUndone(lineId),
        focus: true,
        focusAfter: lineRemoveButtonId(lineId),
      },
    }),
  );
  let settled = false;
  try {
    const { undone } = yield race({
      undone: take((a: Action) => actions.lineRemoveUndone.match(a) && a.payload === lineId),
      ended: delay(LIST_LINE_UNDO_MS),
      left: take((a: Action) => actions.viewApplied.match(a) && a.payload !== listId),
    });
    settled = true;
    if (!undone) yield put(actions.lineRemoveCommitted({ listId, lineId }));
  } finally {
    if (!settled && ((yield cancelled()) as boolean)) yield spawn(deleteDetached, listId, lineId);
  }
}
