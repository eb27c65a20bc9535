import { useId, useRef, useState } from 'react';
import { useT } from '../../i18n/useT';
import { Modal } from '../../ui/Modal';

interface PasteDialogProps {
  onPaste: (text: string) => void;
  onClose: () => void;
}

/** 'Excel’den Yapıştır': a box to paste copied rows into; the pad reads them as a sheet. */
export function PasteDialog({ onPaste, onClose }: PasteDialogProps) {
  const t = useT();
  const fieldId = useId();
  const hintId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  return (
    <Modal
      title={t('quickOrder.pasteTitle')}
      onClose={onClose}
      closeLabel={t('common.close')}
      initialFocus={fieldRef}
    >
      <form
        className="b2b-quick-order__paste"
        onSubmit={(event) => {
          event.preventDefault();
          onPaste(text);
        }}
      >
        <label htmlFor={fieldId} className="b2b-quick-order__paste-label">
          {t('quickOrder.pasteLabel')}
        </label>
        <textarea
          id={fieldId}
          ref={fieldRef}
          className="b2b-quick-order__paste-field"
          rows={10}
          spellCheck={false}
          aria-describedby={hintId}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={hintId} className="b2b-quick-order__paste-hint">
          {t('quickOrder.pasteHint')}
        </p>
        <div className="b2b-quick-order__paste-actions">
          <button type="button" className="b2b-quick-order__secondary" onClick={onClose}>
            {t('history.confirmNo')}
          </button>
          <button type="submit" className="b2b-quick-order__primary" disabled={text.trim() === ''}>
            {t('quickOrder.pasteApply')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
