import type { UnknownAction } from '@reduxjs/toolkit';
import { createElement, type ReactElement } from 'react';
import type { NoticeAction } from '../../store/core/ui';

/**
 * A toast's body with its button (Geri Al): the message as text, then the button, which hands its
 * action to `press` and closes the toast. Plain elements, no component of ours: the toast chunk stays
 * react-toastify alone.
 */
export function noticeContent(
  message: string,
  action: NoticeAction,
  press: (intent: UnknownAction) => void,
): (props: { closeToast: () => void }) => ReactElement {
  return ({ closeToast }) =>
    createElement(
      'span',
      { className: 'b2b-toast-action' },
      createElement('span', { className: 'b2b-toast-action__message' }, message),
      createElement(
        'button',
        {
          type: 'button',
          className: 'b2b-toast-action__button',
          autoFocus: action.focus === true,
          onClick: () => {
            press(action.intent);
            closeToast();
            const after = action.focusAfter;
            // After the intent's render has put the element back.
            if (after) setTimeout(() => document.getElementById(after)?.focus(), 0);
          },
        },
        action.label,
      ),
    );
}
