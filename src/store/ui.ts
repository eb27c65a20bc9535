import { createAction } from '@reduxjs/toolkit';

export type NoticeKind = 'success' | 'error' | 'info' | 'warning';

export interface Notice {
  kind: NoticeKind;
  message: string;
  /** Milliseconds; the container's default (5 s) when omitted. */
  autoClose?: number;
}

/** Sagas dispatch this to show a toast; the notify flow hands it to react-toastify. */
export const notify = createAction<Notice>('ui/notify');

/** window.B2BStorefront.openFaultReport() dispatches this; the FaultReport widget opens its modal. */
export const faultReportOpenRequested = createAction('ui/faultReportOpenRequested');
