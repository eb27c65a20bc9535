import type { Action } from '@reduxjs/toolkit';
import type { Channel, SagaIterator, Task } from 'redux-saga';
import { call, cancel, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import { isApiError, type HttpClient } from '../../api/http';
import { lookupProducts } from '../../api/quickOrder';
import type { AutocompleteResult } from '../../contract/catalog';
import { PRODUCT_CODE_MAX, type ProductLookupAnswer } from '../../contract/quickOrder';
import { codeKey } from '../../domain/quickOrder/quickOrderRows';
import { suggestionQuery } from '../../domain/catalog/suggestions';
import { selectBasePath, selectUser } from '../../store/core/config';
import {
  quickOrderActions as actions,
  selectQuickOrder,
  type QuickOrderState,
} from '../../store/quickOrder/quickOrder';
import {
  quickOrderAddRequested,
  quickOrderOpened,
  quickOrderSuggestRequested,
  reorderConfirmed,
  reorderRequested,
} from '../../store/quickOrder/quickOrderIntents';
import type { User } from '../../contract/hostConfig';
import { getHttp } from '../runtime/context';
import { readPad, writePad } from './padStorage';
import { scanReader } from './quickOrderScan';
import { addPadToCart, confirmReorder, previewReorder } from './quickOrderSubmit';
import { debouncedSuggestions } from '../catalog/suggestions';

/** Changes of the rows that are kept for the tab and may bring new codes to look up. */
const ROW_CHANGES = [
  actions.rowEdited.type,
  actions.rowRemoved.type,
  actions.rowsPasted.type,
  actions.cleared.type,
  actions.submitAnswered.type,
  actions.scanPlaced.type,
];

function* storageKey(): SagaIterator<[string, number | null]> {
  const basePath: string = yield select(selectBasePath);
  const user: User = yield select(selectUser);
  return [basePath, user.id];
}

function* keepForTab(): SagaIterator {
  const pad: QuickOrderState = yield select(selectQuickOrder);
  if (!pad.restored) return;
  const [basePath, userId] = yield* storageKey();
  yield call(writePad, basePath, userId, pad.rows);
}

/**
 * Codes on the pad without a lookup yet are asked in one call (pasting 200 rows is one request).
 * They are marked pending first, so a second run meanwhile does not ask them again.
 */
function* lookUpNewCodes(): SagaIterator {
  const pad: QuickOrderState = yield select(selectQuickOrder);
  const wanted = new Map<string, string>();
  for (const row of pad.rows) {
    const key = codeKey(row.code);
    if (key !== '' && !pad.lookups[key] && !wanted.has(key)) wanted.set(key, row.code.trim());
  }
  if (wanted.size === 0) return;
  const tooLong = [...wanted].filter(([, code]) => code.length > PRODUCT_CODE_MAX).map(([key]) => key);
  const asked = [...wanted].filter(([, code]) => code.length <= PRODUCT_CODE_MAX);
  if (tooLong.length > 0)
    yield put(
      actions.lookupsAnswered({
        matches: tooLong.map((key) => ({ key, productId: null, unitId: null })),
        products: [],
      }),
    );
  if (asked.length === 0) return;
  const keys = asked.map(([key]) => key);
  yield put(actions.lookupsStarted(keys));
  try {
    const http: HttpClient = yield getHttp();
    const answer: ProductLookupAnswer = yield call(lookupProducts, http, {
      codes: asked.map(([, code]) => code),
    });
    const matches = answer.codes.map((m) => ({
      key: codeKey(m.code),
      productId: m.productId,
      unitId: m.unitId,
    }));
    // A code the answer left out counts as not found rather than pending for ever.
    const answered = new Set(matches.map((m) => m.key));
    for (const key of keys) if (!answered.has(key)) matches.push({ key, productId: null, unitId: null });
    yield put(actions.lookupsAnswered({ matches, products: answer.products }));
  } catch (error) {
    if (!isApiError(error)) console.error('[b2b] the quick order codes could not be looked up:', error);
    else console.warn('[b2b] the quick order codes could not be looked up:', error.message);
    yield put(actions.lookupsFailed(keys));
  }
}

/** The list kept for this tab, once per page (a remounted pad keeps what it has). */
function* restore(): SagaIterator {
  const pad: QuickOrderState = yield select(selectQuickOrder);
  if (!pad.restored) {
    const [basePath, userId] = yield* storageKey();
    yield put(actions.restored(readPad(basePath, userId)));
  }
  yield* lookUpNewCodes();
}

/** Suggestions for a code cell, debounced and aborted like the header search's (a help: failures are logged). */
function* suggest({ rowKey, text }: { rowKey: string; text: string }): SagaIterator {
  const query = suggestionQuery(text);
  if (query === null) {
    yield put(actions.suggestionsCleared());
    return;
  }
  try {
    const results: AutocompleteResult[] = yield* debouncedSuggestions(query);
    yield put(actions.suggestionsReceived({ rowKey, query, results }));
  } catch (error) {
    if (isApiError(error) && error.aborted) return;
    console.warn('[b2b] quick order suggestions could not be loaded:', error);
    yield put(actions.suggestionsCleared());
  }
}

/**
 * The quick order flow (a lazy chunk, woken by the pad or a reorder): restores and keeps the pad,
 * looks codes up, suggests, places scanned codes (one after the other), and sends batches. The
 * latest keystroke's suggestions win; a second 'Sepete Ekle' or confirmation while one is under way
 * does nothing.
 */
export function* quickOrderWorker(intents: Channel<Action>): SagaIterator {
  const first: Action = yield take(intents);
  yield takeEvery(ROW_CHANGES, keepForTab);
  yield takeEvery([...ROW_CHANGES, actions.lookupsRetried.type], lookUpNewCodes);
  let suggesting: Task | null = null;
  let adding: Task | null = null;
  let previewing: Task | null = null;
  let confirming: Task | null = null;
  yield fork(scanReader);
  // Whatever woke the flow, the pad is restored (or, restored already, its codes looked up): a flow
  // whose chunk came late still finds what was typed meanwhile.
  yield fork(restore);
  let action = first;
  for (;;) {
    if (quickOrderOpened.match(action)) {
      if (action !== first) yield fork(restore);
    } else if (quickOrderSuggestRequested.match(action)) {
      if (suggesting) yield cancel(suggesting);
      suggesting = yield fork(suggest, action.payload);
    } else if (quickOrderAddRequested.match(action)) {
      if (!adding?.isRunning()) adding = yield fork(addPadToCart);
    } else if (reorderRequested.match(action)) {
      if (previewing) yield cancel(previewing);
      previewing = yield fork(previewReorder, action.payload);
    } else if (reorderConfirmed.match(action)) {
      if (!confirming?.isRunning()) confirming = yield fork(confirmReorder);
    }
    action = yield take(intents);
  }
}
