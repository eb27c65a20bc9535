import { useEffect, useId, useRef, useState } from 'react';
import type { Offer } from '../../contract/offers';
import { formatDateTime } from '../../domain/shared/dates';
import { formatMoney } from '../../domain/shared/money';
import { useT } from '../../i18n/useT';
import { useAppDispatch } from '../../store/core/hooks';
import { offerListActions as actions, type OfferBusy } from '../../store/history/offerList';
import { HistoryGroup } from '../shared/historyTable/HistoryTable';
import { OfferActions } from './OfferActions';
import { OfferDetail } from './OfferDetail';

interface OfferRowProps {
  offer: Offer;
  detailOpen: boolean;
  margins: Record<number, number>;
  unsaved: boolean;
  busy: OfferBusy | undefined;
  blockedProductId: number | undefined;
  /** The viewer may change it (its maker or a Yönetici); else it is read, printed and edited into the cart only. */
  manageable: boolean;
  /** The viewer's role has a cart (Düzenle). */
  hasCart: boolean;
  onCancel: (offer: Offer) => void;
  onPrint: (offer: Offer) => void;
  onMail: (offer: Offer) => void;
  onCustomer: (offer: Offer) => void;
}

/** One offer: its columns, its actions and, in detail mode, its items with the margin inputs. */
export function OfferRow(props: OfferRowProps) {
  const { offer, detailOpen, busy, manageable } = props;
  const t = useT();
  const dispatch = useAppDispatch();
  const detailId = useId();
  // Margin fields whose typed text is refused, and the fields themselves (to take the user there).
  const invalid = useRef(new Set<string>());
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const [showFix, setShowFix] = useState(false);
  useEffect(() => {
    if (detailOpen) return;
    invalid.current.clear();
    setShowFix(false);
  }, [detailOpen]);

  const save = () => {
    const first = [...invalid.current][0];
    if (first !== undefined) {
      setShowFix(true);
      inputs.current.get(first)?.focus();
      return;
    }
    setShowFix(false);
    dispatch(actions.profitSaveRequested(offer.id));
  };
  const customer = [offer.customerName, offer.customerCompanyName].filter((s) => s.trim() !== '');

  const cells = (
    <>
      <th scope="row" data-label={t('offers.offerNo')} className="b2b-history__key">
        {offer.orderNo}
      </th>
      <td data-label={t('offers.date')}>{formatDateTime(offer.date)}</td>
      <td data-label={t('offers.customer')} className="b2b-offer-customer">
        <span className="b2b-offer-customer__text">
          {customer.length > 0 ? (
            customer.map((line, i) => (
              <span key={i} className={i === 0 ? 'b2b-offer-customer__name' : 'b2b-offer-customer__company'}>
                {line}
              </span>
            ))
          ) : (
            <span className="b2b-offer-customer__none">{t('offers.noCustomer')}</span>
          )}
          {offer.madeByRepresentative && (
            <span className="b2b-history__approver b2b-history__representative">
              {t('trace.madeByRepresentative', { name: offer.madeByRepresentative })}
            </span>
          )}
          {!offer.isCancel && manageable && (
            <button type="button" className="b2b-link-button" onClick={() => props.onCustomer(offer)}>
              {t(offer.customerName ? 'offers.customerEdit' : 'offers.customerAdd')}
            </button>
          )}
        </span>
      </td>
      <td data-label={t('offers.total')} className="b2b-history__num">
        {formatMoney(offer.total, offer.currency)}
      </td>
      <td data-label={t('offers.actions')} className="b2b-offer-actions-cell b2b-history__wide">
        <OfferActions
          offer={offer}
          detailOpen={detailOpen}
          detailId={detailId}
          manageable={manageable}
          hasCart={props.hasCart}
          busy={busy}
          onSave={save}
          onCancel={() => props.onCancel(offer)}
          onEdit={() => dispatch(actions.editRequested(offer.id))}
          onDetail={() => dispatch(actions.detailToggled(offer.id))}
          onPrint={() => props.onPrint(offer)}
          onMail={() => props.onMail(offer)}
        />
      </td>
    </>
  );
  return (
    <HistoryGroup
      open={detailOpen}
      detailsId={detailId}
      colSpan={5}
      cells={cells}
      details={() => (
        <OfferDetail
          offer={offer}
          readOnly={offer.isCancel || !manageable}
          margins={props.margins}
          unsaved={props.unsaved}
          blockedProductId={props.blockedProductId}
          showFixMessage={showFix}
          onItemMargin={(itemId, margin) =>
            dispatch(actions.marginSet({ offerId: offer.id, itemId, margin }))
          }
          onGlobalMargin={(margin) => {
            // Every item takes the global margin: their refused texts are gone with their fields.
            for (const key of [...invalid.current]) if (key !== 'global') invalid.current.delete(key);
            dispatch(actions.marginSetForAll({ offerId: offer.id, margin }));
          }}
          onValidity={(key, valid) => {
            if (valid) invalid.current.delete(key);
            else invalid.current.add(key);
            if (invalid.current.size === 0) setShowFix(false);
          }}
          registerInput={(key, element) => {
            if (element) inputs.current.set(key, element);
            else inputs.current.delete(key);
          }}
        />
      )}
    />
  );
}
