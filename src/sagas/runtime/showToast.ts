import type { UnknownAction } from '@reduxjs/toolkit';
import { toast } from 'react-toastify/unstyled';
import type { Notice } from '../../store/core/ui';
import { noticeContent } from './noticeContent';

/**
 * A notice as a toast: its text, or its text with its button (Geri Al), which waits for the user
 * rather than closing under the pointer. In the toast chunk with react-toastify, not in the entry.
 */
export function showToast(
  { kind, message, autoClose, action }: Notice,
  press: (intent: UnknownAction) => void,
) {
  const options = { type: kind, ...(autoClose === false || autoClose ? { autoClose } : {}) };
  if (!action) toast(message, options);
  else
    toast(noticeContent(message, action, press), {
      ...options,
      pauseOnHover: false,
      pauseOnFocusLoss: false,
      closeOnClick: false,
    });
}
