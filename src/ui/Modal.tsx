import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { FOCUSABLE } from './focus';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect';
import './Modal.css';

interface ModalProps {
  title: string;
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
  /** Wider dialogs for tables. */
  size?: 'small' | 'large';
  /** What gets the focus on opening (a form's first field, a question's safe answer); the dialog otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/** The dialog on top: with one dialog over another only the upper one keeps the focus. */
function isTopmost(dialog: HTMLElement): boolean {
  const open = document.querySelectorAll('[role="dialog"][aria-modal="true"]');
  return open[open.length - 1] === dialog;
}

/**
 * Keeps Tab inside the dialog (aria-modal promises the page behind is out of reach): from the last
 * control to the first, Shift+Tab from the first to the last, and back in if the focus got out.
 */
function trapTab(event: KeyboardEvent, dialog: HTMLElement): void {
  const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (item) => !item.closest('[hidden], [inert]'),
  );
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
  } else if (!dialog.contains(active) || (event.shiftKey && (active === first || active === dialog))) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** An accessible dialog over the page: Escape and the backdrop close it, focus moves in, stays in and goes back. */
export function Modal({ title, onClose, closeLabel, children, size = 'small', initialFocus }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // The focus moves in once, on opening, and back once, on closing: a caller's new onClose on a
  // re-render must not run that again (the focus would jump away from where the user put it).
  const latestOnClose = useRef(onClose);
  useIsomorphicLayoutEffect(() => {
    latestOnClose.current = onClose;
  });

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    (initialFocus?.current ?? dialogRef.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog || !isTopmost(dialog)) return;
      if (event.key === 'Escape') latestOnClose.current();
      else if (event.key === 'Tab') trapTab(event, dialog);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [initialFocus]);

  return createPortal(
    <div className="b2b-modal-backdrop" onClick={onClose}>
      <div
        ref={dialogRef}
        className={`b2b-modal b2b-modal--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="b2b-modal__header">
          <h2 id={titleId} className="b2b-modal__title">
            {title}
          </h2>
          <button type="button" className="b2b-modal__close" aria-label={closeLabel} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="b2b-modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
