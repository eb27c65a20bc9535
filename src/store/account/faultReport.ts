import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FaultProduct, Subcategory } from '../../contract/faultReport';
import {
  faultReportPickerActions,
  selectFaultReportPicker,
  type FaultReportPickerState,
} from './faultReportPicker';
import { rootReducer, type RootState } from '../core/rootReducer';
import type { FailureInfo } from '../catalog/productList';

/**
 * The id GET /api/catalog/faultreport/basecategories/{id} answers the top level for. Kept here rather
 * than in the contract module, whose decoders belong in the lazy chunk, not the entry.
 */
export const FAULT_REPORT_ROOT_ID = 0;

export type PickerStepKind = 'categories' | 'products';

/**
 * One select of the picker: the top categories, a level of subcategories, or (below a category without
 * subcategories) its products. Each loads, fails and is retried on its own.
 */
export interface PickerStep {
  kind: PickerStepKind;
  /** The category whose children this step lists (FAULT_REPORT_ROOT_ID for the top level). */
  parentId: number;
  status: 'loading' | 'ready' | 'failed';
  options: (Subcategory | FaultProduct)[];
  selectedId: number | null;
  error: FailureInfo | null;
}

/**
 * The picker's steps: a lazy area, injected by the FaultReport widget's chunk (which the cascade's
 * chunk needs too), like which picker is open (store/account/faultReportPicker.ts).
 */
interface FaultReportStepsState {
  /** steps[0] lists the top categories; each next step lists the children of the one chosen above. */
  steps: PickerStep[];
}

/** The whole fault report area as its widget and cascade see it. */
export interface FaultReportState extends FaultReportPickerState, FaultReportStepsState {}

const NO_STEPS: PickerStep[] = [];
const initialState: FaultReportStepsState = { steps: NO_STEPS };

/** The top level as failed, with its retry (a network failure: nothing answered). */
const TOP_FAILED: PickerStep = {
  kind: 'categories',
  parentId: FAULT_REPORT_ROOT_ID,
  status: 'failed',
  options: [],
  selectedId: null,
  error: { status: 0, serverMessage: null, networkFailure: true, malformed: false },
};

/** The category step n hangs under: the root for the first, else what is chosen in the step above. */
export function expectedParent(steps: PickerStep[], depth: number): number | null {
  if (depth === 0) return FAULT_REPORT_ROOT_ID;
  return steps[depth - 1]?.kind === 'categories' ? (steps[depth - 1]!.selectedId ?? null) : null;
}

interface StepRef {
  depth: number;
  kind: PickerStepKind;
  parentId: number;
}

/** The step an answer is for, if the user has not chosen something else meanwhile. */
function current(state: FaultReportStepsState, ref: StepRef): PickerStep | undefined {
  const step = state.steps[ref.depth];
  return step && step.kind === ref.kind && step.parentId === ref.parentId && step.status === 'loading'
    ? step
    : undefined;
}

// Named like the picker's slice: the action types stay 'faultReport/…'.
const faultReportStepsSlice = createSlice({
  name: 'faultReport',
  initialState,
  reducers: {
    /** A choice in step `depth` (null: back to the placeholder). Deeper steps go: they hung under the old one. */
    optionChosen(state, action: PayloadAction<{ depth: number; id: number | null }>) {
      const step = state.steps[action.payload.depth];
      if (!step || step.status !== 'ready') return;
      step.selectedId = action.payload.id;
      if (step.kind === 'categories') state.steps.length = action.payload.depth + 1;
    },
    /** Tekrar Dene on a failed step; the saga loads it again. */
    retried(_state, _action: PayloadAction<{ depth: number }>) {},
    stepLoading(state, action: PayloadAction<StepRef>) {
      const { depth, kind, parentId } = action.payload;
      if (expectedParent(state.steps, depth) !== parentId) return;
      state.steps.length = Math.min(state.steps.length, depth);
      state.steps.push({ kind, parentId, status: 'loading', options: [], selectedId: null, error: null });
    },
    stepReceived(state, action: PayloadAction<StepRef & { options: (Subcategory | FaultProduct)[] }>) {
      const step = current(state, action.payload);
      if (!step) return;
      step.status = 'ready';
      step.options = action.payload.options;
    },
    stepFailed(state, action: PayloadAction<StepRef & { error: FailureInfo }>) {
      const step = current(state, action.payload);
      if (!step) return;
      step.status = 'failed';
      step.error = action.payload.error;
    },
    /**
     * The cascade's code could not be fetched (sagas/account/faultReport.ts): an open picker with nothing
     * loaded shows the top level failed, with its retry (which tries the code again).
     */
    codeFailed(state) {
      if (state.steps.length === 0) state.steps = [{ ...TOP_FAILED }];
    },
  },
});

declare module '../core/rootReducer' {
  interface LazyLoadedSlices {
    faultReportSteps: FaultReportStepsState;
  }
}
const injectedFaultReportSteps = faultReportStepsSlice.injectInto(rootReducer, {
  reducerPath: 'faultReportSteps',
});

export const faultReportActions = { ...faultReportPickerActions, ...faultReportStepsSlice.actions };

const selectSteps = (state: RootState) => injectedFaultReportSteps.selectSlice(state).steps;

/** Memoised: it joins which picker is open and the steps into one object. */
export const selectFaultReport = createSelector(
  [selectFaultReportPicker, selectSteps],
  (picker, steps): FaultReportState => ({ ...picker, steps }),
);
