import { useId, useRef, useState } from 'react';
import { useT } from '../../i18n/useT';
import type { CreatedUser } from '../../store/company/companyUsers';
import { Modal } from '../../ui/Modal';

interface OneTimePasswordDialogProps {
  created: CreatedUser;
  /** Stable (useCallback). Closing forgets the password: it is shown once. */
  onClose: () => void;
}

/**
 * 'Tek Kullanımlık Şifre': the password a new user logs in with the first time, shown once with
 * Kopyala. Where the clipboard is out of reach (a page over plain http) the password is selected so
 * the admin can copy it themselves.
 */
export function OneTimePasswordDialog({ created, onClose }: OneTimePasswordDialogProps) {
  const t = useT();
  const id = useId();
  const copyRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  const selectPassword = () => inputRef.current?.select();
  const copyPassword = async () => {
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    try {
      if (!clipboard) throw new Error('no clipboard');
      await clipboard.writeText(created.oneTimePassword);
      setCopy('copied');
    } catch {
      selectPassword();
      setCopy('failed');
    }
  };

  return (
    <Modal
      title={t('companyUsers.oneTimeTitle')}
      onClose={onClose}
      closeLabel={t('common.close')}
      initialFocus={copyRef}
    >
      <div className="b2b-form b2b-company-users__one-time">
        <p className="b2b-company-users__one-time-text">
          {t('companyUsers.oneTimeText', { username: created.username })}
        </p>
        <div className="b2b-form__field">
          <label className="b2b-form__label" htmlFor={`${id}-password`}>
            {t('companyUsers.password')}
          </label>
          <div className="b2b-company-users__copy-row">
            <input
              ref={inputRef}
              id={`${id}-password`}
              className="b2b-form__input b2b-company-users__password"
              type="text"
              readOnly
              autoComplete="off"
              spellCheck={false}
              value={created.oneTimePassword}
              onFocus={selectPassword}
            />
            <button
              ref={copyRef}
              type="button"
              className="b2b-form__secondary"
              onClick={() => void copyPassword()}
            >
              {t('companyUsers.copy')}
            </button>
          </div>
          <p className="b2b-form__hint b2b-company-users__copy-state" aria-live="polite">
            {copy === 'copied' && t('companyUsers.copied')}
            {copy === 'failed' && t('companyUsers.copyFailed')}
          </p>
        </div>
        <div className="b2b-confirm__actions">
          <button type="button" onClick={onClose}>
            {t('companyUsers.done')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
