import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, select } from 'redux-saga/effects';
import {
  FAULT_REPORT_ROOT_ID,
  faultReportActions as actions,
  selectFaultReport,
  type FaultReportState,
} from '../store/faultReport';
import { faultReportOpenRequested } from '../store/ui';
import { lazyFlow } from './lazyChunk';

const TOP = { depth: 0, kind: 'categories', parentId: FAULT_REPORT_ROOT_ID } as const;

/**
 * The fault report picker's cascade; the worker (sagas/faultReportCascade.ts) comes with the first
 * opening, so a page where nobody opens the picker never fetches it.
 */
export function* faultReportFlow(): SagaIterator {
  yield* lazyFlow({
    name: 'fault report',
    intents: [
      actions.opened.type,
      actions.pickerMounted.type,
      faultReportOpenRequested.type,
      actions.optionChosen.type,
      actions.retried.type,
    ],
    // A picker mounting asks for nothing until someone opens it.
    wakes: (action: Action) => !actions.pickerMounted.match(action),
    *onLoadFailed() {
      // The open modal shows the top level failed, with its retry (which tries the chunk again).
      const state: FaultReportState = yield select(selectFaultReport);
      if (state.steps.length > 0) return;
      yield put(actions.stepLoading(TOP));
      yield put(
        actions.stepFailed({
          ...TOP,
          error: { status: 0, serverMessage: null, networkFailure: true, malformed: false },
        }),
      );
    },
    load: () =>
      import(/* webpackChunkName: "fault-report-flow" */ './faultReportCascade').then(
        (module) => module.runFaultReportCascade,
      ),
  });
}
