import { useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/useT';
import type { ImportReport } from '../../store/lists/shoppingListsState';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { readSheetFile } from './listFiles';

interface ImportDialogProps {
  importing: ImportReport;
  onImport: (text: string) => void;
  /** Stable (useCallback): the dialog's focus handling follows it. */
  onClose: () => void;
}

/**
 * 'CSV İçe Aktar': rows pasted (from Excel: tabs; a CSV: semicolons) or read from a chosen file into
 * the box, where they can be checked before 'Listeye Aktar'. A failed import keeps the text.
 */
export function ImportDialog({ importing, onImport, onClose }: ImportDialogProps) {
  const t = useT();
  const id = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [fileError, setFileError] = useState(false);
  const running = importing.status === 'running';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (running || text.trim() === '') return;
    onImport(text);
  };

  return (
    <Modal
      title={t('lists.import')}
      onClose={onClose}
      closeLabel={t('common.close')}
      size="large"
      initialFocus={fieldRef}
    >
      <form className="b2b-form b2b-lists__import" noValidate onSubmit={submit} aria-busy={running}>
        <p id={`${id}-hint`} className="b2b-form__hint">
          {t('lists.importHint')}
        </p>
        <div className="b2b-form__field">
          <label className="b2b-form__label" htmlFor={`${id}-text`}>
            {t('lists.importText')}
          </label>
          <textarea
            ref={fieldRef}
            id={`${id}-text`}
            className="b2b-lists__import-text"
            rows={8}
            spellCheck={false}
            aria-describedby={`${id}-hint`}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="b2b-form__field">
          <label className="b2b-form__label" htmlFor={`${id}-file`}>
            {t('lists.importFile')}
          </label>
          <input
            id={`${id}-file`}
            className="b2b-lists__import-file"
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            onChange={(event) => {
              const file = event.target.files?.[0];
              setFileError(false);
              if (!file) return;
              readSheetFile(file).then(setText, () => setFileError(true));
            }}
          />
        </div>
        <div aria-live="polite">
          {fileError && (
            <p className="b2b-form__message b2b-form__message--error" role="alert">
              {t('lists.importFileFailed')}
            </p>
          )}
          {importing.status === 'failed' && (
            <p className="b2b-form__message b2b-form__message--error" role="alert">
              {importing.message}
            </p>
          )}
        </div>
        <div className="b2b-confirm__actions">
          <button type="button" onClick={onClose}>
            {t('lists.cancel')}
          </button>
          <button
            type="submit"
            className="b2b-lists__save"
            aria-disabled={running || text.trim() === '' || undefined}
          >
            {running && <Spinner label={t('common.loading')} />}
            {t('lists.importRun')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
