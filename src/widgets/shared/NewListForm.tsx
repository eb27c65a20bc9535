import { useId, type FormEvent, type RefObject } from 'react';
import { usePageT } from '../../i18n/usePageT';

export interface NewListFormProps {
  name: string;
  /** The name's refusal, shown once submitted. */
  error: string | null;
  sending: boolean;
  input: RefObject<HTMLInputElement>;
  onName: (name: string) => void;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
}

/** 'Yeni liste…' of the 'Listeye Ekle' menu: the new list's name, judged when submitted. */
export function NewListForm({ name, error, sending, input, onName, onSubmit, onCancel }: NewListFormProps) {
  const t = usePageT();
  const ids = useId();
  const inputId = `${ids}name`;
  const errorId = `${ids}nameError`;
  return (
    <form className="b2b-add-to-list__form" onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId}>{t('addToList.newListName')}</label>
      <input
        ref={input}
        id={inputId}
        type="text"
        value={name}
        autoComplete="off"
        autoFocus
        aria-invalid={error !== null || undefined}
        aria-describedby={error !== null ? errorId : undefined}
        onChange={(event) => onName(event.target.value)}
      />
      {error !== null && (
        <p id={errorId} className="b2b-add-to-list__name-error" role="alert">
          {error}
        </p>
      )}
      <div className="b2b-add-to-list__form-actions">
        <button type="submit" className="b2b-add-to-list__create" aria-disabled={sending || undefined}>
          {t('addToList.create')}
        </button>
        <button type="button" className="b2b-add-to-list__cancel" onClick={onCancel}>
          {t('lists.cancel')}
        </button>
      </div>
    </form>
  );
}
