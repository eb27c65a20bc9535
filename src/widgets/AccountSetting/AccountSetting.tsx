import { roleCan } from '../../domain/company/companyRoles';
import { useT } from '../../i18n/useT';
import { selectUser } from '../../store/core/config';
import { useAppSelector } from '../../store/core/hooks';
import { PasswordForm } from './PasswordForm';
import { RepresentativeConsent } from './RepresentativeConsent';
import '../shared/formControls.css';
import './AccountSetting.css';

/**
 * Account settings: the user's password form and, for the company's Yönetici, the consent given to
 * the company's sales representative. A representative acting for a customer changes neither the
 * customer's passwords nor its consent: the form is replaced by the reason, and the role table keeps
 * the consent to those who manage the company's users.
 */
export function AccountSetting() {
  const t = useT();
  const user = useAppSelector(selectUser);
  const acting = user.representative?.actingFor != null;
  const consent = roleCan(user.companyRole, 'manageUsers') && <RepresentativeConsent />;
  if (acting)
    return (
      <p className="b2b-account__not-acting" role="note">
        {t('acting.notWhileActing')}
      </p>
    );
  if (!consent) return <PasswordForm />;
  return (
    <>
      <PasswordForm />
      {consent}
    </>
  );
}
