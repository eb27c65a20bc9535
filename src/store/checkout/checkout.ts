import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BinControlAnswer, PaymentResult, PosPlan } from '../../contract/payment';
import type { CheckoutStep, StepUrls } from '../../domain/checkout/checkoutSteps';
import { defaultPlan } from '../../domain/checkout/installments';
import { rootReducer } from '../core/rootReducer';

/**
 * The checkout's state. The card itself (number, expiry, security code)
 * is never here: it lives in the card form's component state and goes only to the payment frame.
 * The BIN (the first 8 digits, which banks and the PCI rules treat as public) is not kept either.
 */
export interface CheckoutState {
  /** A Checkout widget is on the page. */
  open: boolean;
  step: CheckoutStep;
  paymentType: 'order' | 'pay';
  stepUrls: StepUrls;
  /** The plans of the page, before any card is known: what a cleared or failed lookup falls back to. */
  pagePlans: PosPlan[];
  /** The plans of the card being typed: its bank's after the BIN answer, else the page's. */
  plans: PosPlan[];
  chosenPlanId: number | null;
  bin: {
    status: 'idle' | 'loading' | 'loaded' | 'failed';
    /** The bank of the answer (name and logo may be empty for an unknown bank) and the card scheme. */
    bank: BinControlAnswer['bank'] | null;
  };
  payment: {
    /** 'running' from 'Ödeme Yap' until the frame closes or reports success: pay cannot be pressed twice. */
    status: 'idle' | 'running';
    /** The frame's spinner: on until the frame has loaded, then as its loading messages say. */
    frameLoading: boolean;
    /** Element id of the payment iframe: the frame channel accepts messages only from its window. */
    frameId: string | null;
  };
  result: PaymentResult | null;
}

export const initialCheckout: CheckoutState = {
  open: false,
  step: 'preview',
  paymentType: 'order',
  stepUrls: { preview: '', payment: '' },
  pagePlans: [],
  plans: [],
  chosenPlanId: null,
  bin: { status: 'idle', bank: null },
  payment: { status: 'idle', frameLoading: false, frameId: null },
  result: null,
};

export interface CheckoutOpenedPayload {
  step: CheckoutStep;
  paymentType: 'order' | 'pay';
  stepUrls: StepUrls;
  plans: PosPlan[];
  result: PaymentResult | null;
}

function offerPlans(state: CheckoutState, plans: PosPlan[]): void {
  state.plans = plans;
  state.chosenPlanId = defaultPlan(plans)?.id ?? null;
}

const idlePayment = initialCheckout.payment;

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckout,
  reducers: {
    /** The widget mounted with its page's props. */
    opened(_state, action: PayloadAction<CheckoutOpenedPayload>) {
      const { step, paymentType, stepUrls, plans, result } = action.payload;
      const state: CheckoutState = { ...initialCheckout, open: true, step, paymentType, stepUrls, result };
      state.pagePlans = plans;
      offerPlans(state, plans);
      return state;
    },
    closed() {
      return initialCheckout;
    },
    /** 'Devam Et' (or a step of the indicator): the saga pushes the step's page, then shows it. */
    stepRequested(_state, _action: PayloadAction<Exclude<CheckoutStep, 'summary'>>) {},
    /** A step is shown (after a push, or Back / Forward): leaving the payment step ends a running payment. */
    stepShown(state, action: PayloadAction<CheckoutStep>) {
      state.step = action.payload;
      if (action.payload !== 'payment') state.payment = idlePayment;
    },
    /** The typed card's BIN changed: its first 8 digits once all 16 are typed, else null. */
    cardBinChanged(_state, _action: PayloadAction<string | null>) {},
    binLookupStarted(state) {
      state.bin = { status: 'loading', bank: null };
    },
    binLookupSucceeded(state, action: PayloadAction<BinControlAnswer>) {
      state.bin = { status: 'loaded', bank: action.payload.bank };
      // A bank without plans still takes the card in one payment: the page's plans stay usable.
      offerPlans(state, action.payload.plans.length > 0 ? action.payload.plans : state.pagePlans);
    },
    binLookupFailed(state) {
      state.bin = { status: 'failed', bank: null };
      offerPlans(state, state.pagePlans);
    },
    /** The card is no longer complete: back to the page's plans and their default. */
    binCleared(state) {
      if (state.bin.status === 'idle') return;
      state.bin = { status: 'idle', bank: null };
      offerPlans(state, state.pagePlans);
    },
    planChosen(state, action: PayloadAction<number>) {
      if (state.plans.some((p) => p.id === action.payload)) state.chosenPlanId = action.payload;
    },
    /** 'Ödeme Yap' passed the checks: the modal opens with the frame; the widget posts the card to it. */
    paymentStarted(state, action: PayloadAction<{ frameId: string }>) {
      if (state.payment.status === 'running') return;
      state.payment = { status: 'running', frameLoading: true, frameId: action.payload.frameId };
    },
    frameLoadingChanged(state, action: PayloadAction<boolean>) {
      if (state.payment.status === 'running') state.payment.frameLoading = action.payload;
    },
    /** The frame asked to close (dialogClose) or the customer closed the modal: the form keeps the card. */
    paymentClosed(state) {
      state.payment = idlePayment;
    },
    paymentSucceeded(state, action: PayloadAction<PaymentResult>) {
      state.payment = idlePayment;
      state.result = action.payload;
      state.step = 'summary';
    },
  },
});

export const checkoutActions = checkoutSlice.actions;

// A lazy data area: the checkout's state and reducer come with the widget's chunk, not the entry.
declare module '../core/rootReducer' {
  interface LazyLoadedSlices {
    checkout: CheckoutState;
  }
}
const injectedCheckout = checkoutSlice.injectInto(rootReducer);

export const selectCheckout = injectedCheckout.selectSlice;
