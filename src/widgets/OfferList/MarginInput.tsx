import { useId, useState, type KeyboardEvent } from 'react';
import { formatMarginPercent, parseMarginPercent } from '../../domain/history/offerMargin';
import type { DomainMessage } from '../../domain/shared/messageKeys';
import type { LabelKey } from '../../i18n/translate';
import { useT } from '../../i18n/useT';

interface MarginInputProps {
  /** The accepted margin (saved, or accepted and not saved yet). */
  value: number;
  label: string;
  /** Shown as the visible label too (the global input); the item inputs label themselves for readers only. */
  showLabel?: boolean;
  disabled?: boolean;
  onAccept: (margin: number) => void;
  /** Whether the typed text is refused (Kaydet waits until it is fixed). */
  onValidity?: (valid: boolean) => void;
  inputRef?: (element: HTMLInputElement | null) => void;
}

/**
 * A margin percent as typed: kept in the field until committed (blur or Enter), then judged by the
 * domain rule; an accepted value goes to the store, a refused one stays with its message beside it.
 */
export function MarginInput(props: MarginInputProps) {
  const { value, label, showLabel = false, disabled, onAccept, onValidity, inputRef } = props;
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<DomainMessage | null>(null);

  const commit = () => {
    if (draft === null) return;
    const result = parseMarginPercent(draft);
    if (!result.ok) {
      setError(result.message);
      onValidity?.(false);
      return;
    }
    setError(null);
    setDraft(null);
    onValidity?.(true);
    if (result.value !== value) onAccept(result.value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  return (
    <span className={`b2b-margin${error ? ' b2b-margin--invalid' : ''}`}>
      <label htmlFor={id} className={showLabel ? 'b2b-margin__label' : 'b2b-visually-hidden'}>
        {label}
      </label>
      <span className="b2b-margin__field">
        <input
          ref={inputRef}
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          size={6}
          value={draft ?? formatMarginPercent(value)}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <span aria-hidden="true">%</span>
      </span>
      {error && (
        <span id={`${id}-error`} className="b2b-margin__error" role="alert">
          {t(error.key as LabelKey, error.params)}
        </span>
      )}
    </span>
  );
}
