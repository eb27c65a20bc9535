import { createAction, createSlice, type UnknownAction } from '@reduxjs/toolkit';

export type NoticeKind = 'success' | 'error' | 'info' | 'warning';

/** A toast's button: its words and the action it dispatches (a plain, serialisable action). */
export interface NoticeAction {
  label: string;
  intent: UnknownAction;
  /**
   * The control the user pressed is gone (the line Kaldır hid): the button takes the focus when it
   * shows, so the keyboard's place is not lost to the page's top.
   */
  focus?: boolean;
  /** The id of the element that takes the focus back once the button has been pressed. */
  focusAfter?: string;
}

export interface Notice {
  kind: NoticeKind;
  message: string;
  /** Milliseconds; the container's default (5 s) when omitted; false stays until the user closes it. */
  autoClose?: number | false;
  /**
   * A button in the toast (Geri Al): pressing it dispatches `intent` and closes the toast. Such a toast
   * runs its full time, without pausing, so it ends with the offer its saga times.
   */
  action?: NoticeAction;
}

/** Sagas dispatch this to show a toast; the notify flow hands it to react-toastify. */
export const notify = createAction<Notice>('ui/notify');

/**
 * The page was shown again from the back/forward cache: its DOM and store are as they were when the
 * user left, so what may have changed since (the cart, the list's stock) is read again.
 */
export const pageRestored = createAction('ui/pageRestored');

/** window.B2BStorefront.openFaultReport() dispatches this; the FaultReport widget opens its modal. */
export const faultReportOpenRequested = createAction('ui/faultReportOpenRequested');

export interface UiState {
  /**
   * The toast container (and react-toastify) is a lazy chunk: most page views never show a toast,
   * so it is fetched with the first notice instead of weighing on the entry chunk.
   */
  toastsWanted: boolean;
}

const uiSlice = createSlice({
  name: 'ui',
  initialState: { toastsWanted: false } as UiState,
  reducers: {},
  extraReducers: (builder) =>
    builder.addCase(notify, (state) => {
      state.toastsWanted = true;
    }),
});

export const uiReducer = uiSlice.reducer;
export const selectToastsWanted = (state: { ui: UiState }) => state.ui.toastsWanted;
