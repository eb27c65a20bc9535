import { useId, useRef, useState, type FormEvent } from 'react';
import type { DomainMessage } from '../../domain/shared/messageKeys';
import { checkSerialNumber } from '../../domain/account/warrantySerial';
import type { LabelKey } from '../../i18n/translate';
import { useT } from '../../i18n/useT';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { selectWarranty, warrantyActions } from '../../store/account/warranty';
import { Spinner } from '../../ui/Spinner';
import { OutcomeMessage } from './OutcomeMessage';

/**
 * The serial number form: Sorgula stays disabled until the field is edited. The
 * serial is judged when the field is left and on Sorgula (trimmed, not empty, not absurd); only a
 * valid one is sent, and what the user typed stays in the field whatever the answer.
 */
export function WarrantyForm({ requester }: { requester: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const { loading, outcome, requester: asking } = useAppSelector(selectWarranty);
  const mine = asking === requester;
  const busy = mine && loading;
  const [text, setText] = useState('');
  const [edited, setEdited] = useState(false);
  const [error, setError] = useState<DomainMessage | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const errorId = `${id}-error`;

  const commit = () => {
    if (text.trim() === '') return setError(null);
    const check = checkSerialNumber(text);
    setError(check.ok ? null : check.message);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!edited || busy) return;
    const check = checkSerialNumber(text);
    if (!check.ok) {
      setError(check.message);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setText(check.serial);
    dispatch(warrantyActions.inquiryRequested({ requester, serial: check.serial }));
  };

  return (
    <form className="b2b-form b2b-warranty" noValidate onSubmit={submit} aria-busy={busy}>
      <div className="b2b-form__field">
        <label className="b2b-form__label" htmlFor={id}>
          {t('warranty.serialNumber')}
        </label>
        <div className="b2b-warranty__row">
          <input
            ref={inputRef}
            id={id}
            className="b2b-form__input"
            name="serialNumber"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setEdited(true);
              setError(null);
              if (mine && outcome && outcome.kind !== 'result') dispatch(warrantyActions.outcomeCleared());
            }}
            onBlur={commit}
          />
          {/* Busy, the button stays focusable (a disabled one would drop the focus) and ignores clicks. */}
          <button
            type="submit"
            className="b2b-form__submit"
            disabled={!edited}
            aria-disabled={busy || undefined}
          >
            {busy && <Spinner label={t('warranty.searching')} />}
            {busy ? t('warranty.searching') : t('warranty.submit')}
          </button>
        </div>
        {error && (
          <p id={errorId} className="b2b-form__error">
            {t(error.key as LabelKey, error.params)}
          </p>
        )}
      </div>
      <div aria-live="polite">{mine && outcome && <OutcomeMessage outcome={outcome} />}</div>
    </form>
  );
}
