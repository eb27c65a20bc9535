import { useT } from '../../i18n/useT';
import type { AccountOutcome } from '../../store/account/account';

/**
 * The message below the form: 'Hesap bilgileriniz güncellendi.' after a save,
 * the server's own text when it refused, else the technical-error text. The live region is always
 * there, so screen readers hear the message when it appears.
 */
export function FormMessage({ outcome }: { outcome: AccountOutcome | null }) {
  const t = useT();
  return (
    <div aria-live="polite">
      {outcome?.kind === 'saved' && (
        <p className="b2b-form__message b2b-form__message--success" role="status">
          {t('account.updated')}
        </p>
      )}
      {outcome?.kind === 'failed' && (
        <p className="b2b-form__message b2b-form__message--error" role="alert">
          {outcome.serverMessage ?? t('common.technicalError')}
        </p>
      )}
    </div>
  );
}
