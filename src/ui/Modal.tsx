import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
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

/** An accessible dialog over the page: Escape and the backdrop close it, focus moves in and back. */
export function Modal({ title, onClose, closeLabel, children, size = 'small', initialFocus }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    (initialFocus?.current ?? dialogRef.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onClose, initialFocus]);

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
