import { useCallback } from 'react';
import { useT } from '../../i18n/useT';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { selectOfferEditPreview } from '../../store/history/offerEditPreview';
import { offerListActions as actions, selectOfferList } from '../../store/history/offerList';
import { Modal } from '../../ui/Modal';
import { LinePreviewBody } from '../shared/LinePreviewBody';

/**
 * Düzenle: the edit replaces the cart, so before anything is lost the customer sees the
 * offer's lines as they would go today (capped by the stock or by 100, left out and why), as
 * 'Tekrar Sipariş Ver' shows a past order; on confirmation the host puts them in, then /sepet.
 */
export function OfferEditDialog() {
  const t = useT();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectOfferList);
  const preview = useAppSelector(selectOfferEditPreview);
  const close = useCallback(() => dispatch(actions.editClosed()), [dispatch]);
  const { edit } = list;
  const offer = list.items.find((o) => o.id === edit.offerId);
  if (!offer || edit.status === 'idle') return null;
  const count = preview.batch.length;
  return (
    <Modal
      title={t('offers.editTitle', { offerNo: offer.orderNo })}
      onClose={close}
      closeLabel={t('common.close')}
      size="large"
    >
      <div className="b2b-reorder" aria-busy={edit.status === 'loading' || edit.status === 'sending'}>
        <LinePreviewBody
          status={edit.status}
          intro={t('offers.editIntro')}
          lines={preview.lines}
          currency={offer.currency}
          priceThenLabel={t('offers.editPriceThen')}
          count={count}
          nothingText={t('offers.editNothing')}
          confirmLabel={t('offers.editConfirm', { n: count })}
          message={edit.message}
          onRetry={() => dispatch(actions.editRequested(offer.id))}
          onClose={close}
          onConfirm={() => dispatch(actions.editConfirmed())}
        />
      </div>
    </Modal>
  );
}
