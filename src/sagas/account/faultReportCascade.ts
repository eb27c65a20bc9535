import type { Action } from '@reduxjs/toolkit';
import type { Channel, SagaIterator, Task } from 'redux-saga';
import { call, cancel, cancelled, fork, put, select, take } from 'redux-saga/effects';
import { fetchFaultProducts, fetchSubcategories } from '../../api/faultReport';
import { isApiError, type HttpClient } from '../../api/http';
import type { FaultProduct, Subcategory } from '../../contract/faultReport';
import {
  FAULT_REPORT_ROOT_ID,
  faultReportActions as actions,
  selectFaultReport,
  type FaultReportState,
  type PickerStepKind,
} from '../../store/account/faultReport';
import { faultReportOpenRequested } from '../../store/core/ui';
import { getHttp } from '../runtime/context';
import { failureInfo } from '../runtime/failureInfo';

interface Load {
  depth: number;
  kind: PickerStepKind;
  parentId: number;
}

function* request(load: Load, signal: AbortSignal): SagaIterator<(Subcategory | FaultProduct)[]> {
  const http: HttpClient = yield getHttp();
  return load.kind === 'categories'
    ? yield call(fetchSubcategories, http, load.parentId, signal)
    : yield call(fetchFaultProducts, http, load.parentId, signal);
}

/**
 * Loads one step. A category without subcategories is a leaf: its products come in the same place.
 * Cancelled (the user chose something else meanwhile), the request is aborted for real.
 */
function* loadStep(load: Load): SagaIterator {
  const controller = new AbortController();
  try {
    yield put(actions.stepLoading(load));
    const options: (Subcategory | FaultProduct)[] = yield* request(load, controller.signal);
    if (load.kind === 'categories' && options.length === 0 && load.depth > 0) {
      yield* loadStep({ ...load, kind: 'products' });
      return;
    }
    yield put(actions.stepReceived({ ...load, options }));
  } catch (error) {
    if (isApiError(error) && error.aborted) return;
    console.error(`[b2b] the fault report ${load.kind} of ${load.parentId} could not be loaded:`, error);
    yield put(actions.stepFailed({ ...load, error: failureInfo(error) }));
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

type Trigger =
  | ReturnType<typeof actions.opened>
  | ReturnType<typeof actions.pickerMounted>
  | ReturnType<typeof faultReportOpenRequested>
  | ReturnType<typeof actions.optionChosen>
  | ReturnType<typeof actions.retried>;

/** What an action asks to load, read from the state the reducer has already updated. */
function loadFor(action: Trigger, state: FaultReportState): Load | null {
  if (actions.optionChosen.match(action)) {
    const { depth, id } = action.payload;
    const step = state.steps[depth];
    if (id === null || step?.kind !== 'categories' || step.selectedId !== id) return null;
    return { depth: depth + 1, kind: 'categories', parentId: id };
  }
  if (actions.retried.match(action)) {
    const step = state.steps[action.payload.depth];
    if (step?.status !== 'failed') return null;
    return { depth: action.payload.depth, kind: step.kind, parentId: step.parentId };
  }
  // Opening: the top categories, unless they are loaded (or loading) already from an earlier opening.
  const top = state.steps[0];
  if (state.openFor === null || (top && top.status !== 'failed')) return null;
  return { depth: 0, kind: 'categories', parentId: FAULT_REPORT_ROOT_ID };
}

/**
 * openFaultReport() opens the first mounted picker; before any has mounted, the first one to mount.
 * Returns whether a request is still waiting for a picker.
 */
function* openOnRequest(action: Action, waiting: boolean): SagaIterator<boolean> {
  const { pickers } = (yield select(selectFaultReport)) as FaultReportState;
  if (faultReportOpenRequested.match(action)) {
    if (pickers[0] === undefined) return true;
    yield put(actions.opened(pickers[0]));
    return false;
  }
  if (waiting && actions.pickerMounted.match(action)) {
    yield put(actions.opened(action.payload));
    return false;
  }
  return waiting;
}

/**
 * The cascade, the fault report flow's worker (a lazy chunk, see
 * sagas/account/faultReport.ts): opening loads the top categories, choosing a category loads the next level
 * (or, for a leaf, its products), a failed step can be retried. A new load replaces the one under
 * way: the steps it was for are gone.
 */
export function* runFaultReportCascade(intents: Channel<Action>): SagaIterator {
  let running: Task | undefined;
  let waiting = false;
  let action: Action = yield take(intents);
  while (true) {
    waiting = yield* openOnRequest(action, waiting);
    const state: FaultReportState = yield select(selectFaultReport);
    const load = loadFor(action as Trigger, state);
    if (load) {
      if (running?.isRunning()) yield cancel(running);
      running = yield fork(loadStep, load);
    }
    action = yield take(intents);
  }
}
