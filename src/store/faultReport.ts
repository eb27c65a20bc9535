import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FaultProduct, Subcategory } from '../contract/faultReport';
import type { FailureInfo } from './productList';
import { faultReportOpenRequested } from './ui';

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

export interface FaultReportState {
  /** Mounted FaultReport islands, in mount order; openFaultReport() opens the first one. */
  pickers: string[];
  /** The island whose modal is open. */
  openFor: string | null;
  /** openFaultReport() came before any picker had mounted: the first to mount opens. */
  openPending: boolean;
  /** steps[0] lists the top categories; each next step lists the children of the one chosen above. */
  steps: PickerStep[];
}

const initialState: FaultReportState = { pickers: [], openFor: null, openPending: false, steps: [] };

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
function current(state: FaultReportState, ref: StepRef): PickerStep | undefined {
  const step = state.steps[ref.depth];
  return step && step.kind === ref.kind && step.parentId === ref.parentId && step.status === 'loading'
    ? step
    : undefined;
}

const faultReportSlice = createSlice({
  name: 'faultReport',
  initialState,
  reducers: {
    pickerMounted(state, action: PayloadAction<string>) {
      if (!state.pickers.includes(action.payload)) state.pickers.push(action.payload);
      if (state.openPending) {
        state.openFor = action.payload;
        state.openPending = false;
      }
    },
    pickerUnmounted(state, action: PayloadAction<string>) {
      state.pickers = state.pickers.filter((id) => id !== action.payload);
      if (state.openFor === action.payload) state.openFor = null;
    },
    /** 'Ürün Seç' of one island. */
    opened(state, action: PayloadAction<string>) {
      state.openFor = action.payload;
    },
    closed(state) {
      state.openFor = null;
      state.openPending = false;
    },
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
  },
  extraReducers: (builder) =>
    builder.addCase(faultReportOpenRequested, (state) => {
      const first = state.pickers[0];
      if (first === undefined) state.openPending = true;
      else state.openFor = first;
    }),
});

export const faultReportActions = faultReportSlice.actions;
export const faultReportReducer = faultReportSlice.reducer;
export const selectFaultReport = (state: { faultReport: FaultReportState }) => state.faultReport;
