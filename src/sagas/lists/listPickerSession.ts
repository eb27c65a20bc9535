import type { Action } from '@reduxjs/toolkit';
import type { Channel, SagaIterator, Task } from 'redux-saga';
import { call, fork, put, select, take } from 'redux-saga/effects';
import { isApiError, isUnauthorized, type HttpClient } from '../../api/http';
import { addListLines, createList, fetchLists } from '../../api/lists';
import {
  LIST_ADD_MAX_LINES,
  type ListAddResult,
  type ListLinesAddedAnswer,
  type ListsAnswer,
  type ListSummary,
} from '../../contract/lists';
import { errorText } from '../../i18n/errorText';
import type { PageTranslate } from '../../i18n/translate';
import {
  listAddRequested,
  listPickerActions as actions,
  listPickerOpened,
  selectListPicker,
  type ListAddRequest,
  type ListPickerState,
  type PickerAdd,
} from '../../store/lists/listPicker';
import { withSkipped } from '../../i18n/skippedRows';
import { notify } from '../../store/core/ui';
import { getHttp } from '../runtime/context';
import { failureInfo } from '../runtime/failureInfo';
import { redirectToLogin } from '../runtime/loginRedirect';
import { currentPageTranslator } from '../chrome/pageTranslator';

function logFailure(what: string, error: unknown): void {
  // A refusal or a dropped call is expected and told to the user; anything else is a bug.
  if (isApiError(error)) console.warn(`[b2b] ${what}:`, error.message);
  else console.error(`[b2b] ${what}:`, error);
}

/** GET /api/catalog/lists: the lists every menu of the page offers. */
function* loadLists(): SagaIterator {
  const http: HttpClient = yield getHttp();
  yield put(actions.fetchStarted());
  try {
    const answer: ListsAnswer = yield call(fetchLists, http);
    yield put(actions.received(answer.lists));
  } catch (error) {
    // A 401: off to the login page; the menu keeps saying it loads while the page goes.
    if (isUnauthorized(error)) {
      yield* redirectToLogin();
      return;
    }
    logFailure('the shopping lists could not be loaded', error);
    yield put(actions.fetchFailed(failureInfo(error)));
  }
}

/** The control's add as the store has it (undefined once its menu closed). */
function* pickerAdd(pickerId: string): SagaIterator<PickerAdd | undefined> {
  const state: ListPickerState = yield select(selectListPicker);
  return state.adds[pickerId];
}

/**
 * A list chosen (or a new one named): a new list is made first, then the lines go in parts of
 * LIST_ADD_MAX_LINES. All added: a toast, and the menu closes. Some refused: the menu shows the
 * host's message per line. A failure keeps the menu with what was asked: its retry sends the lines
 * not answered yet, into the list made already.
 */
function* addLines({ pickerId, requestId, target, lines, skipped = [] }: ListAddRequest): SagaIterator {
  const http: HttpClient = yield getHttp();
  const outcome = { pickerId, requestId };
  try {
    let listId: number;
    let listName = '';
    if ('listId' in target) listId = target.listId;
    else {
      const list: ListSummary = yield call(createList, http, target.newName);
      yield put(actions.listCreated({ ...outcome, list }));
      listId = list.id;
      listName = list.name;
    }
    const results: ListAddResult[] = [];
    for (let start = 0; start < lines.length; start += LIST_ADD_MAX_LINES) {
      const answer: ListLinesAddedAnswer = yield call(
        addListLines,
        http,
        listId,
        lines.slice(start, start + LIST_ADD_MAX_LINES),
      );
      results.push(...answer.results);
      listName = answer.list.name;
      yield put(actions.linesAnswered({ ...outcome, results: answer.results, list: answer.list }));
    }
    const shown: PickerAdd | undefined = yield* pickerAdd(pickerId);
    yield put(actions.addFinished(outcome));
    const refused = results.filter((r) => !r.ok).length;
    const t: PageTranslate = yield* currentPageTranslator();
    if (refused === 0)
      yield put(
        notify({
          kind: 'success',
          message: withSkipped(t, t('addToList.added', { name: listName }), skipped),
        }),
      );
    // The open menu shows the refused lines; a menu closed meanwhile leaves it to a toast.
    else if (shown?.requestId !== requestId)
      yield put(
        notify({
          kind: 'warning',
          message: withSkipped(
            t,
            t('addToList.partial', { name: listName, added: results.length - refused, refused }),
            skipped,
          ),
        }),
      );
  } catch (error) {
    // A 401: off to the login page; the menu stays busy while the page goes.
    if (isUnauthorized(error)) {
      yield* redirectToLogin();
      return;
    }
    logFailure('the lines could not be added to the list', error);
    const failure = failureInfo(error);
    const shown: PickerAdd | undefined = yield* pickerAdd(pickerId);
    yield put(actions.addFailed({ ...outcome, error: failure }));
    // The menu was closed meanwhile: the user still learns that the lines did not go in.
    if (shown?.requestId !== requestId) {
      const t: PageTranslate = yield* currentPageTranslator();
      yield put(
        notify({ kind: 'error', message: t('addToList.failed', { message: errorText(failure, t) }) }),
      );
    }
  }
}

/**
 * The 'Listeye Ekle' picker's session, a lazy chunk the entry's listener
 * (sagas/lists/shoppingLists listPickerFlow) fetches with the first intent. It takes the intents that
 * waited for it first, in order: the lists are read once a page (again only after a failure); an add
 * runs once per press. An add that failed because this code could not be fetched is over (the user
 * was told): its intent, still in the channel, is not sent behind their back.
 */
export function* runListPicker(intents: Channel<Action>): SagaIterator {
  let loading: Task | null = null;
  const adding = new Map<string, Task>();
  for (;;) {
    const action: Action = yield take(intents);
    const state: ListPickerState = yield select(selectListPicker);
    if (listPickerOpened.match(action)) {
      if (state.status === 'ready' || loading?.isRunning()) continue;
      loading = yield fork(loadLists);
    } else if (listAddRequested.match(action)) {
      const { pickerId, requestId } = action.payload;
      const add = state.adds[pickerId];
      if (add?.requestId !== requestId || add.status !== 'sending') continue;
      if (adding.get(pickerId)?.isRunning()) continue;
      adding.set(pickerId, yield fork(addLines, action.payload));
    }
  }
}
