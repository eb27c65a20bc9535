import { loginUrl } from '../../domain/shared/routes';
import { useT } from '../../i18n/useT';
import { selectBasePath } from '../../store/core/config';
import { useAppSelector } from '../../store/core/hooks';
import type { WarrantyOutcome } from '../../store/account/warranty';

/**
 * Why a lookup shows no result: no data, no sale, login needed (with a way to log in
 * and come back), the server's own message, or the technical-error text.
 */
export function OutcomeMessage({ outcome }: { outcome: WarrantyOutcome }) {
  const t = useT();
  const basePath = useAppSelector(selectBasePath);
  if (outcome.kind === 'result') return null;
  const text = outcome.kind === 'serverMessage' ? outcome.text : t(outcome.key);
  const needsLogin = outcome.kind === 'message' && outcome.key === 'warranty.loginRequired';
  // Nothing found is an answer about the serial number, not a failure: a calmer colour.
  const notFound =
    outcome.kind === 'message' && (outcome.key === 'warranty.noData' || outcome.key === 'warranty.noSale');
  return (
    <p className={`b2b-form__message b2b-form__message--${notFound ? 'info' : 'error'}`} role="alert">
      {text}
      {needsLogin && (
        <>
          {' '}
          <a href={loginUrl(basePath, window.location.pathname + window.location.search)}>
            {t('miniCart.login')}
          </a>
        </>
      )}
    </p>
  );
}
