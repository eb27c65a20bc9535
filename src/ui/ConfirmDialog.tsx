import { useRef } from 'react';
import { Modal } from './Modal';
import './ConfirmDialog.css';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  dismissLabel: string;
  closeLabel: string;
  onConfirm: () => void;
  onDismiss: () => void;
}

/**
 * A yes/no question in the shared dialog (cancelling an order or an offer). The safe answer has the
 * focus, so Enter or Escape right after opening never cancels anything by accident. Pass a stable
 * onDismiss (useCallback): the dialog's focus handling follows it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, message, confirmLabel, dismissLabel, closeLabel, onConfirm, onDismiss } = props;
  const dismissRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal title={title} onClose={onDismiss} closeLabel={closeLabel} initialFocus={dismissRef}>
      <p className="b2b-confirm__message">{message}</p>
      <div className="b2b-confirm__actions">
        <button ref={dismissRef} type="button" className="b2b-confirm__dismiss" onClick={onDismiss}>
          {dismissLabel}
        </button>
        <button type="button" className="b2b-confirm__confirm" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
