import type { CustomerView, RepresentativeView } from '../../domain/chrome/topHeader';
import { usePageT } from '../../i18n/usePageT';
import { selectUser } from '../../store/core/config';
import { useAppSelector } from '../../store/core/hooks';

interface TopHeaderDetailsProps {
  representative: RepresentativeView | null;
  customer: CustomerView | null;
}

/** 'Temsilciniz:' with name, phone (tel:) and e-mail (mailto:); the user's name and role, the balance. */
export function TopHeaderDetails({ representative, customer }: TopHeaderDetailsProps) {
  const t = usePageT();
  // The user's role in their company, beside their name.
  const role = useAppSelector(selectUser).companyRole;
  return (
    <div className="b2b-top-header" role="group" aria-label={t('topBar.label')}>
      {representative && (
        <p className="b2b-top-header__rep">
          <span className="b2b-top-header__caption">{t('topBar.representative')}</span>{' '}
          <strong>{representative.name}</strong>
          {representative.phone && (
            <>
              {' '}
              {representative.phone.href ? (
                <a href={representative.phone.href}>{representative.phone.text}</a>
              ) : (
                <span>{representative.phone.text}</span>
              )}
            </>
          )}
          {representative.email && (
            <>
              {' '}
              {representative.email.href ? (
                <a href={representative.email.href}>{representative.email.text}</a>
              ) : (
                <span>{representative.email.text}</span>
              )}
            </>
          )}
        </p>
      )}
      {customer && (
        <p className="b2b-top-header__customer">
          <span className="b2b-visually-hidden">{t('topBar.customer')}: </span>
          <span className="b2b-top-header__name" title={customer.name}>
            {customer.name}
          </span>
          {role && <span className="b2b-top-header__role">{t(`company.role.${role}`)}</span>}
          {customer.balance !== '' && (
            <span className="b2b-top-header__balance">
              {t('topBar.balance')}:{' '}
              <strong>
                {customer.balance}
                {customer.currency ? ` ${customer.currency}` : ''}
              </strong>
            </span>
          )}
        </p>
      )}
    </div>
  );
}
