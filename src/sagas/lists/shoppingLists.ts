import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { LIST_PICKER_TYPES, shoppingListsIntents as lists } from '../../store/lists/shoppingListsIntents';
import { lazyFlow } from '../runtime/lazyChunk';
import { lazyListFlow } from '../runtime/lazySession';

/**
 * Saved shopping lists: the listeners in the entry chunk. The page's session and the
 * 'Listeye Ekle' picker are lazy chunks, fetched when the page mounts or a picker first opens.
 */
export function* shoppingListsFlow(): SagaIterator {
  yield* lazyListFlow(
    'shopping lists',
    lists.opened,
    lists.closed,
    lists.loadRequested,
    lists.fetchFailed,
    () =>
      import(/* webpackChunkName: "shopping-lists-flow" */ './shoppingListsSession').then(
        (m) => m.shoppingListsSession,
      ),
  );
}

export function* listPickerFlow(): SagaIterator {
  yield* lazyFlow({
    name: 'list picker',
    intents: [LIST_PICKER_TYPES.opened, LIST_PICKER_TYPES.addRequested],
    load: () =>
      import(/* webpackChunkName: "list-picker-flow" */ './listPickerSession').then((m) => m.runListPicker),
    *onLoadFailed() {
      yield put({ type: LIST_PICKER_TYPES.unavailable });
    },
  });
}
