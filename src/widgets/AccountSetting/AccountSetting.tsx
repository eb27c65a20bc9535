import { useMemo } from 'react';
import { decode } from '../../contract/decode';
import { accountSettingPropsDecoder } from '../../contract/props/accountSettingProps';
import { sameSitePath } from '../../domain/shared/returnPath';
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
 * the consent to those who manage the company's users. After a first password the form offers the page
 * the user had asked for (data-props returnUrl, a same-site path only).
 */
export function AccountSetting(props: Record<string, unknown> = {}) {
  const { returnUrl } = useMemo(() => decode(accountSettingPropsDecoder, props, 'data-props'), [props]);
  const askedFor = sameSitePath(returnUrl);
  const user = useAppSelector(selectUser);
  const consent = roleCan(user.companyRole, 'manageUsers') && <RepresentativeConsent />;
  if (isActingForCustomer(user)) return <NotWhileActing />;
  if (!consent) return <PasswordForm askedFor={askedFor} />;
  return (
    <>
      <PasswordForm askedFor={askedFor} />
      {consent}
    </>
  );
}
