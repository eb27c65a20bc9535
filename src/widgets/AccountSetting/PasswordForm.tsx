import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { DomainMessage } from '../../domain/shared/messageKeys';
import { currentPasswordMessage, passwordFormChanged, validatePassword } from '../../domain/account/password';
import type { LabelKey } from '../../i18n/translate';
import { useT } from '../../i18n/useT';
import { accountActions, selectAccount } from '../../store/account/account';
import { selectBasePath, selectUser } from '../../store/core/config';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { FormMessage } from './FormMessage';
import { PasswordField } from './PasswordField';

type Field = 'currentPassword' | 'password' | 'passwordVerify';
type FieldErrors = Partial<Record<Field, DomainMessage>>;

/** The fields in the order the form shows them: the first with a message takes the focus. */
const FIELDS: Field[] = ['currentPassword', 'password', 'passwordVerify'];
const EMPTY: Record<Field, string> = { currentPassword: '', password: '', passwordVerify: '' };

/** Which field a rule's message belongs under. */
const FIELD_OF: Record<string, Field> = {
  'password.currentRequired': 'currentPassword',
  'password.length': 'password',
  'password.verifyRequired': 'passwordVerify',
};

/** Every rule's message for the form as typed, under its field; the match is the server's call. */
function judge(values: Record<Field, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const message of [
    currentPasswordMessage(values.currentPassword),
    validatePassword(values.password, values.passwordVerify, { checkMatch: false }),
  ])
    if (message) errors[FIELD_OF[message.key] ?? 'password'] = message;
  return errors;
}

/**
 * The account settings' password form: the current password, then the new one and its
 * confirmation, Kaydet enabled once something is typed. The rules show inline when a field is left
 * (once a new password is typed) and on Kaydet; whether the two new ones match, and whether the
 * current one is right, is the server's call. The passwords stay in this component: the store only
 * learns how the save went. After a first password, `askedFor` (the page the user had asked for, a
 * same-site path) is offered, else the store's home page.
 */
export function PasswordForm({ askedFor }: { askedFor: string | null }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const { saving, outcome, savedCount } = useAppSelector(selectAccount);
  // From the page's config block: the host sends a new company user here until they set a password.
  const mustSetPassword = useAppSelector(selectUser).mustSetPassword;
  const basePath = useAppSelector(selectBasePath);
  const [values, setValues] = useState<Record<Field, string>>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const refs: Record<Field, RefObject<HTMLInputElement>> = {
    currentPassword: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    passwordVerify: useRef<HTMLInputElement>(null),
  };
  const seenSaves = useRef(savedCount);

  useEffect(() => {
    if (savedCount === seenSaves.current) return;
    seenSaves.current = savedCount;
    setValues(EMPTY);
    setErrors({});
  }, [savedCount]);

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    if (outcome) dispatch(accountActions.outcomeCleared());
  };

  // Leaving a field judges what it holds, once a new password is typed: the length, the
  // confirmation left empty, the current password left empty.
  const commit = (field: Field) => {
    if (values.password === '') return;
    setErrors((e) => ({ ...e, [field]: judge(values)[field] }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving || !passwordFormChanged(...FIELDS.map((field) => values[field]))) return;
    const found = judge(values);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    dispatch(accountActions.saveRequested({ ...values }));
  };

  const errorText = (field: Field) => {
    const message = errors[field];
    return message ? t(message.key as LabelKey, message.params) : null;
  };

  const field = (name: Field, label: LabelKey, hint?: LabelKey) => (
    <PasswordField
      name={name}
      label={t(label)}
      hint={hint && t(hint)}
      // The browser offers the saved password for the current field and a new one for the others.
      autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
      value={values[name]}
      error={errorText(name)}
      readOnly={saving}
      inputRef={refs[name]}
      onChange={(value) => change(name, value)}
      onCommit={() => commit(name)}
    />
  );

  return (
    <form className="b2b-form b2b-account" noValidate onSubmit={submit} aria-busy={saving}>
      {field('currentPassword', 'account.currentPassword')}
      {field('password', 'account.password', 'account.passwordHint')}
      {field('passwordVerify', 'account.passwordVerify')}
      {/* Saving, the button stays focusable (a disabled one would drop the focus) and ignores clicks. */}
      <button
        type="submit"
        className="b2b-form__submit"
        disabled={!passwordFormChanged(...FIELDS.map((name) => values[name]))}
        aria-disabled={saving || undefined}
      >
        {saving ? t('account.saving') : t('account.save')}
      </button>
      <FormMessage outcome={outcome} />
      {mustSetPassword && savedCount > 0 && (
        <p className="b2b-account__first-done">
          {t('account.firstPasswordSet')}{' '}
          {askedFor ? (
            <a href={askedFor}>{t('account.continueToAskedPage')}</a>
          ) : (
            <a href={`${basePath}/`}>{t('account.continueShopping')}</a>
          )}
        </p>
      )}
    </form>
  );
}
