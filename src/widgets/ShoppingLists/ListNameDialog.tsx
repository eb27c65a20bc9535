import { useId, useRef, useState, type FormEvent } from 'react';
import { judgeListName, LIST_NAME_MAX } from '../../domain/lists/shoppingLists';
import { errorText } from '../../i18n/errorText';
import type { LabelKey } from '../../i18n/translate';
import { useT } from '../../i18n/useT';
import type { FailureInfo } from '../../store/core/failure';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';

interface ListNameDialogProps {
  /** Yeni Liste, Yeniden Adlandır or Kopyala. */
  title: string;
  /** The name the field starts with ('' for a new list, '{name} (kopya)' for a copy). */
  initialName: string;
  saving: boolean;
  /** Why the last save failed (the host's message first); the field keeps what was typed. */
  saveError: FailureInfo | null;
  onSave: (name: string) => void;
  /** Stable (useCallback): the dialog's focus handling follows it. */
  onClose: () => void;
}

/** A list's name: typed freely, judged by judgeListName on Kaydet only, the reason under the field. */
export function ListNameDialog({
  title,
  initialName,
  saving,
  saveError,
  onSave,
  onClose,
}: ListNameDialogProps) {
  const t = useT();
  const id = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const errorId = `${id}-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const judged = judgeListName(name);
    if (!judged.ok) {
      setError(t(judged.message.key as LabelKey, judged.message.params));
      fieldRef.current?.focus();
      return;
    }
    setError(null);
    onSave(judged.text);
  };

  return (
    <Modal title={title} onClose={onClose} closeLabel={t('common.close')} initialFocus={fieldRef}>
      <form className="b2b-form b2b-lists__name-form" noValidate onSubmit={submit} aria-busy={saving}>
        <div className="b2b-form__field">
          <label className="b2b-form__label" htmlFor={id}>
            {t('lists.name')}
          </label>
          <input
            ref={fieldRef}
            id={id}
            className="b2b-form__input"
            type="text"
            autoComplete="off"
            // Room beyond the rule's limit: a too-long name is judged and said, not cut off silently.
            maxLength={LIST_NAME_MAX + 40}
            aria-required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              if (error) setError(null);
            }}
          />
          {error && (
            <p id={errorId} className="b2b-form__error">
              {error}
            </p>
          )}
        </div>
        <div aria-live="polite">
          {saveError && (
            <p className="b2b-form__message b2b-form__message--error" role="alert">
              {errorText(saveError, t)}
            </p>
          )}
        </div>
        <div className="b2b-confirm__actions">
          <button type="button" onClick={onClose}>
            {t('lists.cancel')}
          </button>
          {/* Saving, the button keeps the focus (a disabled one would drop it) and ignores presses. */}
          <button type="submit" className="b2b-lists__save" aria-disabled={saving || undefined}>
            {saving && <Spinner label={t('common.loading')} />}
            {t('lists.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
