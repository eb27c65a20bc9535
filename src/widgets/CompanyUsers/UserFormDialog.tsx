import { useId, useRef, useState, type FormEvent } from 'react';
import type { CompanyUser } from '../../contract/company';
import { COMPANY_ROLES, isCompanyRole } from '../../domain/company/companyRoles';
import {
  COMPANY_USER_MAX,
  fixedUsername,
  judgeCompanyUser,
  usernamePart,
  type CompanyUserErrors,
  type CompanyUserForm,
  type CompanyUserInput,
  type UsernameNaming,
} from '../../domain/company/companyUser';
import { formatAmount } from '../../domain/shared/money';
import { errorText } from '../../i18n/errorText';
import type { LabelKey } from '../../i18n/translate';
import { useT } from '../../i18n/useT';
import type { CompanyBranch } from '../../store/company/companyUsers';
import type { FailureInfo } from '../../store/core/failure';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';

type TextField = 'name' | 'username' | 'email' | 'phone' | 'orderLimit' | 'monthlyLimit';

interface TextFieldSpec {
  name: TextField;
  label: LabelKey;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  required?: boolean;
  inputMode?: 'decimal';
  maxLength?: number;
  hint?: LabelKey;
}

const PERSON: TextFieldSpec[] = [
  { name: 'name', label: 'companyUsers.name', type: 'text', autoComplete: 'off', required: true },
  { name: 'username', label: 'companyUsers.username', type: 'text', autoComplete: 'off', required: true },
  { name: 'email', label: 'companyUsers.email', type: 'email', autoComplete: 'off', required: true },
  { name: 'phone', label: 'companyUsers.phone', type: 'tel', autoComplete: 'off' },
];
const LIMITS: TextFieldSpec[] = [
  {
    name: 'orderLimit',
    label: 'companyUsers.orderLimit',
    type: 'text',
    autoComplete: 'off',
    inputMode: 'decimal',
    hint: 'companyUsers.limitHint',
  },
  {
    name: 'monthlyLimit',
    label: 'companyUsers.monthlyLimit',
    type: 'text',
    autoComplete: 'off',
    inputMode: 'decimal',
    hint: 'companyUsers.limitHint',
  },
];

/** The fields in the order the form shows them: the first invalid one takes the focus. */
const ORDER: (keyof CompanyUserForm)[] = [
  'name',
  'username',
  'email',
  'phone',
  'role',
  'orderLimit',
  'monthlyLimit',
  'branchIds',
];

const limitText = (value: number | null) => (value === null ? '' : formatAmount(value));

function formOf(user: CompanyUser | null, prefix: string): CompanyUserForm {
  if (!user)
    return {
      name: '',
      username: '',
      email: '',
      phone: '',
      role: '',
      orderLimit: '',
      monthlyLimit: '',
      branchIds: [],
    };
  return {
    name: user.name,
    username: usernamePart(user.username, prefix),
    email: user.email,
    phone: user.phone,
    role: user.role,
    orderLimit: limitText(user.orderLimit),
    monthlyLimit: limitText(user.monthlyLimit),
    branchIds: [...user.branchIds],
  };
}

interface UserFormDialogProps {
  /** The user to edit; null adds one. */
  user: CompanyUser | null;
  branches: CompanyBranch[];
  /** The company's login and a dot: the username field types what follows it. */
  usernamePrefix: string;
  saving: boolean;
  /** Why the last save failed (the server's message first); the form stays as typed. */
  saveError: FailureInfo | null;
  onSave: (input: CompanyUserInput) => void;
  /** Stable (useCallback): the dialog's focus handling follows it. */
  onClose: () => void;
}

/**
 * Adding or editing a company user: name, username (typed after the company's prefix; a name given
 * outside it, as the company's own login, is shown and kept), e-mail, phone, role, the two limits
 * (typed, none when left empty) and the branches (when the company has any). judgeCompanyUser judges
 * the form on Kaydet only: each message shows under its field and the first invalid field takes the focus.
 */
export function UserFormDialog(props: UserFormDialogProps) {
  const { user, branches, usernamePrefix, saving, saveError, onSave, onClose } = props;
  const t = useT();
  const id = useId();
  const firstRef = useRef<HTMLInputElement>(null);
  const naming: UsernameNaming = { prefix: usernamePrefix, current: user?.username ?? null };
  const fixed = fixedUsername(naming) !== null;
  const [form, setForm] = useState<CompanyUserForm>(() => formOf(user, usernamePrefix));
  const [errors, setErrors] = useState<CompanyUserErrors>({});
  const fieldId = (name: keyof CompanyUserForm) => `${id}-${name}`;

  const change = <K extends keyof CompanyUserForm>(name: K, value: CompanyUserForm[K]) => {
    setForm((current) => ({ ...current, [name]: value }));
    // A message stays until the next Kaydet judges again, but not once its field is being corrected.
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const judged = judgeCompanyUser(form, naming);
    setErrors(judged.errors);
    if (!judged.input) {
      const first = ORDER.find((name) => judged.errors[name]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    onSave(judged.input);
  };

  const message = (name: keyof CompanyUserForm) => {
    const found = errors[name];
    return found ? t(found.key as LabelKey, found.params) : '';
  };

  const textField = (spec: TextFieldSpec, index: number) => {
    const error = message(spec.name);
    const hintId = `${fieldId(spec.name)}-hint`;
    const errorId = `${fieldId(spec.name)}-error`;
    // The username is typed after the company's prefix, which its hint names; a fixed one is only shown.
    const isUsername = spec.name === 'username';
    const prefix = isUsername && !fixed ? usernamePrefix : '';
    const hint = isUsername
      ? t(fixed ? 'companyUsers.usernameFixed' : 'companyUsers.usernameHint', { prefix: usernamePrefix })
      : spec.hint && t(spec.hint);
    const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
    const max =
      spec.name in COMPANY_USER_MAX ? COMPANY_USER_MAX[spec.name as keyof typeof COMPANY_USER_MAX] : 20;
    const input = (
      <input
        ref={index === 0 ? firstRef : undefined}
        id={fieldId(spec.name)}
        className="b2b-form__input"
        name={spec.name}
        type={spec.type}
        inputMode={spec.inputMode}
        autoComplete={spec.autoComplete}
        autoCapitalize={spec.name === 'name' ? undefined : 'off'}
        spellCheck={false}
        // Room beyond the rule's limit: a too-long value is judged and said, not cut off silently.
        maxLength={max + 20}
        aria-required={spec.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        readOnly={isUsername && fixed}
        value={form[spec.name]}
        onChange={(event) => change(spec.name, event.target.value)}
      />
    );
    return (
      <div key={spec.name} className="b2b-form__field">
        <label className="b2b-form__label" htmlFor={fieldId(spec.name)}>
          {t(spec.label)}
          {spec.required && <span aria-hidden="true"> *</span>}
        </label>
        {prefix ? (
          <div className="b2b-company-users__prefixed">
            {/* Read out through the hint, which names the prefix too. */}
            <span className="b2b-company-users__prefix" aria-hidden="true">
              {prefix}
            </span>
            {input}
          </div>
        ) : (
          input
        )}
        {hint && (
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
  };

  const roleError = message('role');
  const toggleBranch = (branchId: number, on: boolean) =>
    change('branchIds', on ? [...form.branchIds, branchId] : form.branchIds.filter((b) => b !== branchId));

  return (
    <Modal
      title={user ? t('companyUsers.editTitle') : t('companyUsers.add')}
      onClose={onClose}
      closeLabel={t('common.close')}
      size="large"
      initialFocus={firstRef}
    >
      <form className="b2b-form b2b-company-users__form" noValidate onSubmit={submit} aria-busy={saving}>
        <div className="b2b-company-users__fields">
          {PERSON.map(textField)}
          <div className="b2b-form__field">
            <label className="b2b-form__label" htmlFor={fieldId('role')}>
              {t('companyUsers.role')}
              <span aria-hidden="true"> *</span>
            </label>
            <select
              id={fieldId('role')}
              className="b2b-form__select"
              name="role"
              aria-required
              aria-invalid={roleError ? true : undefined}
              aria-describedby={roleError ? `${fieldId('role')}-error` : undefined}
              value={form.role}
              onChange={(event) => {
                const value = event.target.value;
                change('role', isCompanyRole(value) ? value : '');
              }}
            >
              <option value="">{t('companyUsers.chooseRole')}</option>
              {COMPANY_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`company.role.${role}`)}
                </option>
              ))}
            </select>
            {roleError && (
              <p id={`${fieldId('role')}-error`} className="b2b-form__error">
                {roleError}
              </p>
            )}
          </div>
          {LIMITS.map((spec) => textField(spec, -1))}
        </div>
        {branches.length > 0 && (
          <fieldset className="b2b-company-users__branches" aria-describedby={`${fieldId('branchIds')}-hint`}>
            <legend className="b2b-form__label">{t('companyUsers.branches')}</legend>
            <p id={`${fieldId('branchIds')}-hint`} className="b2b-form__hint">
              {t('companyUsers.branchesHint')}
            </p>
            <div className="b2b-company-users__branch-list">
              {branches.map((branch, index) => (
                <label key={branch.id} className="b2b-company-users__branch">
                  <input
                    id={index === 0 ? fieldId('branchIds') : undefined}
                    type="checkbox"
                    checked={form.branchIds.includes(branch.id)}
                    onChange={(event) => toggleBranch(branch.id, event.target.checked)}
                  />
                  <span>{branch.name}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <div aria-live="polite">
          {saveError && (
            <p className="b2b-form__message b2b-form__message--error" role="alert">
              {errorText(saveError, t)}
            </p>
          )}
        </div>
        <div className="b2b-confirm__actions">
          <button type="button" onClick={onClose}>
            {t('companyUsers.cancel')}
          </button>
          {/* Saving, the button keeps the focus (a disabled one would drop it) and ignores presses. */}
          <button type="submit" className="b2b-company-users__save" aria-disabled={saving || undefined}>
            {saving && <Spinner label={t('common.loading')} />}
            {t('companyUsers.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
