import type { SagaIterator } from 'redux-saga';
import { call, cancelled, fork, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { HttpClient } from '../../api/http';
import { createList, deleteList, duplicateList, fetchList, fetchLists, updateList } from '../../api/lists';
import type { ListDetailAnswer, ListsAnswer, ListSummary } from '../../contract/lists';
import type { Translate } from '../../i18n/translate';
import { selectShoppingLists, shoppingListsActions as actions } from '../../store/lists/shoppingLists';
import { type ShoppingListsState } from '../../store/lists/shoppingListsState';
import { listIdOf, withListId } from '../../store/lists/listView';
import { notify } from '../../store/core/ui';
import { currentSearch } from '../runtime/browser';
import { getHttp } from '../runtime/context';
import { failureInfo } from '../runtime/failureInfo';
import { pushListQuery, watchListHistory } from '../shared/listUrl';
import { addListToCart, addRoomToCart } from './shoppingListsCart';
import { endedByLogin, toastFailure } from './shoppingListsFailure';
import { importIntoList } from './shoppingListsImport';
import { runLineQueue } from './shoppingListsLines';
import { withdrawLine } from './lineRemoval';
import { currentTranslator } from '../chrome/translate';

/** The URL's list (or the overview) into the state. */
function* applyUrl(): SagaIterator {
  const search: string = yield call(currentSearch);
  yield put(actions.viewApplied(listIdOf(search)));
}

/** Loads what the view shows: the overview's lists or one list; a newer load cancels this one. */
function* load(): SagaIterator {
  const { listId }: ShoppingListsState = yield select(selectShoppingLists);
  const http: HttpClient = yield getHttp();
  const controller = new AbortController();
  yield put(actions.fetchStarted());
  try {
    if (listId === null) {
      const answer: ListsAnswer = yield call(fetchLists, http, controller.signal);
      yield put(actions.listsReceived(answer.lists));
    } else {
      const answer: ListDetailAnswer = yield call(fetchList, http, listId, controller.signal);
      yield put(actions.detailReceived(answer));
    }
  } catch (error) {
    // A 401: off to the login page; the skeleton stays while the page goes.
    if (yield* endedByLogin(error, 'the shopping lists could not be loaded')) return;
    yield put(actions.fetchFailed(failureInfo(error)));
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

/** Aç or 'Tüm Listeler': a new history entry (Back returns), the view, its load, the top of the page. */
function* choose(action: ReturnType<typeof actions.listChosen>): SagaIterator {
  const search: string = yield call(currentSearch);
  const query = withListId(search, action.payload);
  yield put(actions.viewApplied(action.payload));
  yield* pushListQuery(query, actions.loadRequested());
}

/** Yeni Liste, Yeniden Adlandır, Kopyala: the dialog's name (judged there) to the host. */
function* save(action: ReturnType<typeof actions.saveRequested>): SagaIterator {
  const request = action.payload;
  const http: HttpClient = yield getHttp();
  try {
    let list: ListSummary;
    if (request.kind === 'create') list = yield call(createList, http, request.name);
    else if (request.kind === 'rename')
      list = yield call(updateList, http, request.id, { name: request.name });
    else list = yield call(duplicateList, http, request.id, request.name);
    yield put(actions.saved(list));
    const t: Translate = yield* currentTranslator();
    const said = {
      create: t('lists.created', { name: list.name }),
      rename: t('lists.renamed'),
      duplicate: t('lists.duplicated', { name: list.name }),
    }[request.kind];
    yield put(notify({ kind: 'success', message: said }));
    // A new list, or a copy made from a list's page, opens: it is what the buyer fills next.
    const { listId }: ShoppingListsState = yield select(selectShoppingLists);
    if (request.kind === 'create' || (request.kind === 'duplicate' && listId !== null))
      yield put(actions.listChosen(list.id));
  } catch (error) {
    if (yield* endedByLogin(error, 'the shopping list could not be saved')) return;
    yield put(actions.saveFailed(failureInfo(error)));
  }
}

/** Şirketle Paylaş / Paylaşımı Kaldır. */
function* share(action: ReturnType<typeof actions.shareRequested>): SagaIterator {
  const { id, shared } = action.payload;
  const http: HttpClient = yield getHttp();
  try {
    const list: ListSummary = yield call(updateList, http, id, { shared });
    yield put(actions.listChanged(list));
    const t: Translate = yield* currentTranslator();
    yield put(notify({ kind: 'success', message: t(list.shared ? 'lists.sharedNow' : 'lists.privateNow') }));
  } catch (error) {
    yield put(actions.listChangeFailed(id));
    if (yield* endedByLogin(error, 'the shopping list could not be shared')) return;
    yield* toastFailure(error);
  }
}

/** Sil (the widget asked first): gone from the overview; its own page goes back to the overview. */
function* remove(action: ReturnType<typeof actions.deleteRequested>): SagaIterator {
  const id = action.payload;
  const http: HttpClient = yield getHttp();
  const before: ShoppingListsState = yield select(selectShoppingLists);
  const name = before.lists.find((l) => l.id === id)?.name ?? before.detail?.list.name ?? '';
  try {
    yield call(deleteList, http, id);
    yield put(actions.listDeleted(id));
    const t: Translate = yield* currentTranslator();
    yield put(notify({ kind: 'success', message: t('lists.deleted', { name }) }));
    const { listId }: ShoppingListsState = yield select(selectShoppingLists);
    if (listId === id) yield put(actions.listChosen(null));
  } catch (error) {
    yield put(actions.listChangeFailed(id));
    if (yield* endedByLogin(error, 'the shopping list could not be deleted')) return;
    yield* toastFailure(error);
  }
}

/**
 * The lists page's session (a lazy chunk, see sagas/lists/shoppingLists), from the widget's mount to its
 * unmount: the URL's view and its load, back/forward steps, the lists' changes, the lines' changes
 * (one at a time, in order), the cart and the import.
 */
export function* shoppingListsSession(): SagaIterator {
  yield* applyUrl();
  yield takeLatest(actions.loadRequested.type, load);
  yield takeEvery(actions.listChosen.type, choose);
  // A second Kaydet while one is under way is dropped, never sent twice.
  yield takeLeading(actions.saveRequested.type, save);
  yield takeEvery(actions.shareRequested.type, share);
  yield takeEvery(actions.deleteRequested.type, remove);
  yield fork(runLineQueue);
  yield takeEvery(actions.lineRemoveRequested.type, withdrawLine);
  yield takeLeading(actions.cartAddRequested.type, addListToCart);
  yield takeEvery(actions.cartRoomRequested.type, addRoomToCart);
  yield takeLeading(actions.importRequested.type, importIntoList);
  yield fork(
    watchListHistory,
    function* reloadFromUrl() {
      yield* applyUrl();
      yield put(actions.loadRequested());
    },
    actions.loadRequested.type,
  );
  yield put(actions.loadRequested());
}
