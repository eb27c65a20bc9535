import { CART_PATH } from '../../domain/shared/routes';
import { useT } from '../../i18n/useT';
import { selectBasePath } from '../../store/core/config';
import { useAppSelector } from '../../store/core/hooks';
import type { SubmitState } from '../../store/quickOrder/quickOrder';

interface SubmitResultProps {
  submit: SubmitState;
  onDismiss: () => void;
}

/** What the last 'Sepete Ekle' did: the lines added (with the way to the cart) and the rows left, or why nothing was. */
export function SubmitResult({ submit, onDismiss }: SubmitResultProps) {
  const t = useT();
  const basePath = useAppSelector(selectBasePath);
  if (submit.status === 'failed')
    return (
      <div className="b2b-quick-order__result b2b-quick-order__result--failed" role="alert">
        <p>{submit.message || t('mount.chunkFailed')}</p>
        <button type="button" className="b2b-quick-order__link-button" onClick={onDismiss}>
          {t('common.close')}
        </button>
      </div>
    );
  if (submit.status !== 'done') return null;
  return (
    <div className="b2b-quick-order__result" role="status">
      {submit.added.length > 0 && (
        <>
          <p className="b2b-quick-order__result-title">{t('quickOrder.added', { n: submit.added.length })}</p>
          <ul className="b2b-quick-order__added" aria-label={t('quickOrder.addedTitle')}>
            {submit.added.map((line) => (
              <li key={line.productId}>
                <span className="b2b-quick-order__added-code">{line.code}</span> {line.name} — {line.quantity}{' '}
                {line.unit}
              </li>
            ))}
          </ul>
        </>
      )}
      {submit.refused > 0 && (
        <p className="b2b-quick-order__result-problems">{t('quickOrder.notAdded', { n: submit.refused })}</p>
      )}
      <p className="b2b-quick-order__result-actions">
        {submit.added.length > 0 && <a href={`${basePath}${CART_PATH}`}>{t('miniCart.goToCart')}</a>}
        <button type="button" className="b2b-quick-order__link-button" onClick={onDismiss}>
          {t('common.close')}
        </button>
      </p>
    </div>
  );
}
