import type { Action } from '@reduxjs/toolkit';
import { buffers, type Channel, type SagaIterator } from 'redux-saga';
import { actionChannel, call, put, select, take } from 'redux-saga/effects';
import type { HttpClient } from '../../api/http';
import { removeListLine, updateListLine } from '../../api/lists';
import type { ListLineSavedAnswer, ListSummary } from '../../contract/lists';
import { selectShoppingLists, shoppingListsActions as actions } from '../../store/lists/shoppingLists';
import { type LineChange, type ShoppingListsState } from '../../store/lists/shoppingListsState';
import { getHttp } from '../runtime/context';
import { endedByLogin, failureText, toastFailure } from './shoppingListsFailure';

/**
 * A line's committed changes not saved yet, all of them (a change that failed goes again with the
 * next one), in one PATCH; the answer is the line as it now is. A failure keeps the changes shown
 * with the reason, for Tekrar Dene or Geri Al.
 */
function* saveLine(lineId: number): SagaIterator {
  const state: ShoppingListsState = yield select(selectShoppingLists);
  const edit = state.lineEdits[lineId];
  const list = state.detail?.list;
  if (!edit || edit.status !== 'saving' || !list) return;
  const sent: LineChange = {};
  if (edit.quantity !== undefined) sent.quantity = edit.quantity;
  if (edit.unitId !== undefined) sent.unitId = edit.unitId;
  if (edit.note !== undefined) sent.note = edit.note;
  if (Object.keys(sent).length === 0) return;
  const http: HttpClient = yield getHttp();
  try {
    const { line, list: after }: ListLineSavedAnswer = yield call(updateListLine, http, list.id, lineId, {
      ...(sent.quantity !== undefined ? { quantity: sent.quantity } : {}),
      ...(sent.unitId !== undefined ? { unit: sent.unitId } : {}),
      ...(sent.note !== undefined ? { note: sent.note } : {}),
    });
    yield put(actions.lineSaved({ line, sent, list: after }));
  } catch (error) {
    if (yield* endedByLogin(error, 'the list line could not be saved')) return;
    const message: string = yield* failureText(error);
    yield put(actions.lineSaveFailed({ lineId, message }));
  }
}

function* removeLine(listId: number, lineId: number): SagaIterator {
  const http: HttpClient = yield getHttp();
  try {
    const after: ListSummary = yield call(removeListLine, http, listId, lineId);
    yield put(actions.lineRemoved({ lineId, list: after }));
  } catch (error) {
    yield put(actions.lineRemoveFailed(lineId));
    if (yield* endedByLogin(error, 'the list line could not be removed')) return;
    yield* toastFailure(error);
  }
}

/**
 * The lines' changes and deletes (once their Geri Al has ended, sagas/lists/lineRemoval), one call at a time in the order committed: answers then always
 * apply in order (a quantity typed twice quickly cannot land reversed). Runs with the session.
 */
export function* runLineQueue(): SagaIterator {
  const queue: Channel<Action> = yield actionChannel(
    [actions.lineChangeRequested.type, actions.lineRetryRequested.type, actions.lineRemoveCommitted.type],
    buffers.expanding<Action>(16),
  );
  for (;;) {
    const action: Action = yield take(queue);
    if (actions.lineRemoveCommitted.match(action))
      yield call(removeLine, action.payload.listId, action.payload.lineId);
    else if (actions.lineChangeRequested.match(action)) yield call(saveLine, action.payload.lineId);
    else if (actions.lineRetryRequested.match(action)) yield call(saveLine, action.payload);
  }
}
