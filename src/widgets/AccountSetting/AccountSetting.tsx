import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { DomainMessage } from '../../domain/messageKeys';
import { passwordFormChanged, validatePassword } from '../../domain/password';
import type { LabelKey } from '../../i18n/translate';
import { useT } from '../../i18n/useT';
import { accountActions, selectAccount } from '../../store/account';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { FormMessage } from './FormMessage';
import { PasswordField } from './PasswordField';
import '../shared/formControls.css';
import './AccountSetting.css';

type Field = 'password' | 'passwordVerify';
type FieldErrors = Partial<Record<Field, DomainMessage>>;

/** Which field a rule's message belongs under. */
const FIELD_OF: Record<string, Field> = {
  'password.length': 'password',
  'password.verifyRequired': 'passwordVerify',
};

/**
 * Account settings (spec sections 2, 4, 5, 6, 8): password and confirmation, Kaydet enabled once
 * something is typed. The length and confirmation rules show inline when a field is left and on
 * Kaydet; whether the two match is the server's call (section 5). The passwords stay in this
 * component: the store only learns how the save went.
 */
export function AccountSetting() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { saving, outcome, savedCount } = useAppSelector(selectAccount);
  const [values, setValues] = useState<Record<Field, string>>({ password: '', passwordVerify: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const refs = { password: useRef<HTMLInputElement>(null), passwordVerify: useRef<HTMLInputElement>(null) };
  const seenSaves = useRef(savedCount);

  useEffect(() => {
    if (savedCount === seenSaves.current) return;
    seenSaves.current = savedCount;
    setValues({ password: '', passwordVerify: '' });
    setErrors({});
  }, [savedCount]);

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    if (outcome) dispatch(accountActions.outcomeCleared());
  };

  // Leaving a field judges what it holds: the length once a password is typed, the confirmation
  // once the password is there and the confirmation field is left empty.
  const commit = (field: Field) => {
    const { password, passwordVerify } = values;
    if (password === '') return;
    const message = validatePassword(password, passwordVerify, { checkMatch: false });
    const mine = message && FIELD_OF[message.key] === field ? message : undefined;
    setErrors((e) => ({ ...e, [field]: mine }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { password, passwordVerify } = values;
    if (saving || !passwordFormChanged(password, passwordVerify)) return;
    const message = validatePassword(password, passwordVerify, { checkMatch: false });
    if (message) {
      const field = FIELD_OF[message.key] ?? 'password';
      setErrors({ [field]: message });
      refs[field].current?.focus();
      return;
    }
    setErrors({});
    dispatch(accountActions.saveRequested({ password, passwordVerify }));
  };

  const errorText = (field: Field) => {
    const message = errors[field];
    return message ? t(message.key as LabelKey, message.params) : null;
  };

  return (
    <form className="b2b-form b2b-account" noValidate onSubmit={submit} aria-busy={saving}>
      <PasswordField
        name="password"
        label={t('account.password')}
        hint={t('account.passwordHint')}
        value={values.password}
        error={errorText('password')}
        readOnly={saving}
        inputRef={refs.password}
        onChange={(value) => change('password', value)}
        onCommit={() => commit('password')}
      />
      <PasswordField
        name="passwordVerify"
        label={t('account.passwordVerify')}
        value={values.passwordVerify}
        error={errorText('passwordVerify')}
        readOnly={saving}
        inputRef={refs.passwordVerify}
        onChange={(value) => change('passwordVerify', value)}
        onCommit={() => commit('passwordVerify')}
      />
      {/* Saving, the button stays focusable (a disabled one would drop the focus) and ignores clicks. */}
      <button
        type="submit"
        className="b2b-form__submit"
        disabled={!passwordFormChanged(values.password, values.passwordVerify)}
        aria-disabled={saving || undefined}
      >
        {saving ? t('account.saving') : t('account.save')}
      </button>
      <FormMessage outcome={outcome} />
    </form>
  );
}
