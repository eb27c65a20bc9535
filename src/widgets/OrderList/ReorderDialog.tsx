import { useCallback } from 'react';
import { CART_PATH } from '../../domain/shared/routes';
import { useT } from '../../i18n/useT';
import { selectBasePath } from '../../store/core/config';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { quickOrderActions, selectReorder } from '../../store/quickOrder/quickOrder';
import { reorderConfirmed, reorderRequested } from '../../store/quickOrder/quickOrderIntents';
import { selectReorderPreview } from '../../store/quickOrder/quickOrderSelectors';
import { Modal } from '../../ui/Modal';
import { LinePreviewBody } from '../shared/LinePreviewBody';

/**
 * 'Tekrar Sipariş Ver': before anything goes into the cart, the order's lines as they
 * would go today (price now against then, lines no longer sold or out of stock, quantities capped);
 * on confirmation one batch, then what was added and what was not.
 */
export function ReorderDialog() {
  const t = useT();
  const dispatch = useAppDispatch();
  const basePath = useAppSelector(selectBasePath);
  const reorder = useAppSelector(selectReorder);
  const preview = useAppSelector(selectReorderPreview);
  const close = useCallback(() => dispatch(quickOrderActions.reorderClosed()), [dispatch]);
  const { order } = reorder;
  if (!order) return null;

  const body = () => {
    if (reorder.status === 'done')
      return (
        <div className="b2b-reorder__done" role="status">
          <p className="b2b-reorder__done-title">{t('reorder.done', { n: reorder.added })}</p>
          {reorder.refused.length > 0 && (
            <>
              <p className="b2b-reorder__refused-title">
                {t('reorder.failedLines', { n: reorder.refused.length })}
              </p>
              <ul className="b2b-reorder__refused">
                {reorder.refused.map((line) => (
                  <li key={`${line.code}-${line.message}`}>
                    <strong>{line.code}</strong> {line.name}: {line.message}
                  </li>
                ))}
              </ul>
            </>
          )}
          <div className="b2b-reorder__actions">
            <button type="button" className="b2b-history__button" onClick={close}>
              {t('common.close')}
            </button>
            {reorder.added > 0 && (
              <a
                className="b2b-history__button b2b-history__button--primary"
                href={`${basePath}${CART_PATH}`}
              >
                {t('miniCart.goToCart')}
              </a>
            )}
          </div>
        </div>
      );
    const count = preview.batch.length;
    return (
      <LinePreviewBody
        status={reorder.status === 'idle' ? 'ready' : reorder.status}
        intro={t('reorder.intro')}
        lines={preview.lines}
        currency={order.currency}
        priceThenLabel={t('reorder.priceThen')}
        count={count}
        nothingText={t('reorder.nothing')}
        confirmLabel={t('reorder.confirm', { n: count })}
        message={reorder.message}
        onRetry={() => dispatch(reorderRequested(order))}
        onClose={close}
        onConfirm={() => dispatch(reorderConfirmed())}
      />
    );
  };

  return (
    <Modal
      title={t('reorder.title', { orderNo: order.orderNo })}
      onClose={close}
      closeLabel={t('common.close')}
      size="large"
    >
      <div className="b2b-reorder" aria-busy={reorder.status === 'loading' || reorder.status === 'sending'}>
        {body()}
      </div>
    </Modal>
  );
}
