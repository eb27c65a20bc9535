import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { faultReportOpenRequested } from '../../store/core/ui';
import { lazyFlow } from '../runtime/lazyChunk';

/**
 * The picker's intents and failure report as plain types: they, which picker is open and the steps
 * come with the FaultReport widget's chunk (test/sagas/flowChunkFailures keeps these equal to the slice's types).
 */
export const FAULT_REPORT_TYPES = {
  opened: 'faultReport/opened',
  pickerMounted: 'faultReport/pickerMounted',
  optionChosen: 'faultReport/optionChosen',
  retried: 'faultReport/retried',
  codeFailed: 'faultReport/codeFailed',
};

/**
 * The fault report picker's cascade; the worker (sagas/account/faultReportCascade.ts) comes with the first
 * opening, so a page where nobody opens the picker never fetches it.
 */
export function* faultReportFlow(): SagaIterator {
  yield* lazyFlow({
    name: 'fault report',
    intents: [
      FAULT_REPORT_TYPES.opened,
      FAULT_REPORT_TYPES.pickerMounted,
      faultReportOpenRequested.type,
      FAULT_REPORT_TYPES.optionChosen,
      FAULT_REPORT_TYPES.retried,
    ],
    // A picker mounting asks for nothing until someone opens it.
    wakes: (action: Action) => action.type !== FAULT_REPORT_TYPES.pickerMounted,
    *onLoadFailed() {
      // The open modal shows the top level failed, with its retry (which tries the chunk again).
      yield put({ type: FAULT_REPORT_TYPES.codeFailed });
    },
    load: () =>
      import(/* webpackChunkName: "fault-report-flow" */ './faultReportCascade').then(
        (module) => module.runFaultReportCascade,
      ),
  });
}
