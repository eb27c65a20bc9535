import { isActingForCustomer } from '../../domain/company/acting';
import { roleCan } from '../../domain/company/companyRoles';
import { selectUser } from '../../store/core/config';
import { useAppSelector } from '../../store/core/hooks';
import { NotWhileActing } from '../shared/NotWhileActing';
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
  const user = useAppSelector(selectUser);
  const consent = roleCan(user.companyRole, 'manageUsers') && <RepresentativeConsent />;
  if (isActingForCustomer(user)) return <NotWhileActing />;
  if (!consent) return <PasswordForm />;
  return (
    <>
      <PasswordForm />
      {consent}
    </>
  );
}
