import type { Offer } from '../../contract/offers';
import { useT } from '../../i18n/useT';
import type { OfferBusy } from '../../store/history/offerList';
import { Spinner } from '../../ui/Spinner';

interface OfferActionsProps {
  offer: Offer;
  detailOpen: boolean;
  detailId: string;
  busy: OfferBusy | undefined;
  /** The viewer may change it: Kaydet, İptal and the mail are theirs only. */
  manageable: boolean;
  /** The viewer's role has a cart: Düzenle reads the offer into it. */
  hasCart: boolean;
  onSave: () => void;
  onCancel: () => void;
  onEdit: () => void;
  onDetail: () => void;
  onPrint: () => void;
  onMail: () => void;
}

/**
 * Kaydet (detail mode only), İptal, Düzenle, Detay, Yazdır and the mail. A cancelled offer offers
 * neither İptal nor Düzenle (nor the mail, which the host refuses), and shows 'İptal Edildi'. A
 * colleague's offer (not `manageable`) offers Düzenle, Detay and Yazdır only; a role without a cart
 * (İzleyici) has no Düzenle.
 */
export function OfferActions(props: OfferActionsProps) {
  const { offer, detailOpen, busy } = props;
  const t = useT();
  const active = !offer.isCancel;
  const changeable = active && props.manageable;
  const button = (label: string, onClick: () => void, kind: OfferBusy | null, className = '') => (
    <button
      type="button"
      className={`b2b-history__button ${className}`}
      disabled={busy !== undefined}
      onClick={onClick}
    >
      {busy !== undefined && busy === kind && <Spinner label={t('common.loading')} />}
      {label}
    </button>
  );
  return (
    <div className="b2b-offer-actions">
      {offer.isCancel && <span className="b2b-history__badge">{t('offers.cancelled')}</span>}
      {changeable &&
        detailOpen &&
        button(t('offers.save'), props.onSave, 'profit', 'b2b-history__button--primary')}
      {changeable && button(t('offers.cancel'), props.onCancel, 'cancel', 'b2b-history__button--danger')}
      {active && props.hasCart && button(t('offers.edit'), props.onEdit, 'edit')}
      <button
        type="button"
        className="b2b-history__button b2b-history__fold"
        aria-expanded={detailOpen}
        aria-controls={props.detailId}
        onClick={props.onDetail}
      >
        {t('offers.detail')}
        <span className="b2b-history__chevron" aria-hidden="true" />
      </button>
      <button type="button" className="b2b-history__button" onClick={props.onPrint}>
        {t('offers.print')}
      </button>
      {changeable && button(t('offers.mail'), props.onMail, 'mail')}
    </div>
  );
}
