import { useId, useState, type FocusEvent, type RefObject } from 'react';
import { useT } from '../../i18n/useT';

interface PasswordFieldProps {
  name: 'currentPassword' | 'password' | 'passwordVerify';
  label: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  error: string | null;
  hint?: string;
  readOnly: boolean;
  inputRef: RefObject<HTMLInputElement>;
  onChange: (value: string) => void;
  /** Leaving the field (input and its show/hide button) commits what was typed. */
  onCommit: () => void;
}

/** A password input with a show/hide toggle, its hint and its inline message. */
export function PasswordField(props: PasswordFieldProps) {
  const { name, label, autoComplete, value, error, hint, readOnly, inputRef, onChange, onCommit } = props;
  const t = useT();
  const id = useId();
  const [visible, setVisible] = useState(false);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const showHint = hint !== undefined && !error;
  const describedBy = [showHint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;

  // Focus moving between the input and its own show/hide button has not left the field yet.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onCommit();
  };

  return (
    <div className="b2b-form__field">
      <label className="b2b-form__label" htmlFor={id}>
        {label}
      </label>
      <div className="b2b-password" onBlur={onBlur}>
        <input
          ref={inputRef}
          id={id}
          className="b2b-form__input b2b-password__input"
          type={visible ? 'text' : 'password'}
          name={name}
          autoComplete={autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          value={value}
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="b2b-password__toggle"
          aria-label={visible ? t('account.hidePassword') : t('account.showPassword')}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? t('account.hide') : t('account.show')}
        </button>
      </div>
      {showHint && (
        <p id={hintId} className="b2b-form__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="b2b-form__error">
          {error}
        </p>
      )}
    </div>
  );
}
