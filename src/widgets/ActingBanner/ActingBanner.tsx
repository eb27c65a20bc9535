import { errorText } from '../../i18n/errorText';
import { usePageT } from '../../i18n/usePageT';
import {
  representativesActions as actions,
  selectRepresentatives,
} from '../../store/company/representatives';
import { selectUser } from '../../store/core/config';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import './ActingBanner.css';

/**
 * Under the header on every page while a sales representative acts for a customer: whose storefront
 * this is, and 'Çık', which stops acting and goes to the book (/temsilci). The customer's name is
 * data, shown as text. Nothing when the user is not acting.
 */
export function ActingBanner() {
  const t = usePageT();
  const dispatch = useAppDispatch();
  const customer = useAppSelector(selectUser).representative?.actingFor ?? null;
  const { acting } = useAppSelector(selectRepresentatives);
  if (!customer) return null;
  return (
    <div className="b2b-acting-banner" role="region" aria-label={t('acting.banner', { name: customer.name })}>
      <p className="b2b-acting-banner__text">{t('acting.banner', { name: customer.name })}</p>
      <button
        type="button"
        className="b2b-acting-banner__exit"
        aria-label={t('acting.exitLabel', { name: customer.name })}
        disabled={acting.pending !== null}
        onClick={() => dispatch(actions.actingStopRequested())}
      >
        {t('acting.exit')}
      </button>
      {acting.error && (
        <p className="b2b-acting-banner__error" role="alert">
          {t('acting.stopFailed')} {errorText(acting.error, t)}
        </p>
      )}
    </div>
  );
}
