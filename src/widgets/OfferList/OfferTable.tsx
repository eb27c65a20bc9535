import type { Offer } from '../../contract/offers';
import { useT } from '../../i18n/useT';
import { offerMargins, type OfferListState } from '../../store/offerList';
import { OfferRow } from './OfferRow';

interface OfferTableProps {
  list: OfferListState;
  onCancel: (offer: Offer) => void;
  onPrint: (offer: Offer) => void;
  onMail: (offer: Offer) => void;
  onCustomer: (offer: Offer) => void;
}

/** Columns offer no, date, customer, total, actions; each offer is a tbody with its detail below. */
export function OfferTable({ list, ...handlers }: OfferTableProps) {
  const t = useT();
  return (
    <div className="b2b-history__scroll">
      <table className="b2b-history__table b2b-offer-table">
        <caption className="b2b-visually-hidden">{t('offers.listLabel')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('offers.offerNo')}</th>
            <th scope="col">{t('offers.date')}</th>
            <th scope="col">{t('offers.customer')}</th>
            <th scope="col" className="b2b-history__num">
              {t('offers.total')}
            </th>
            <th scope="col">{t('offers.actions')}</th>
          </tr>
        </thead>
        {list.items.map((offer) => (
          <OfferRow
            key={offer.id}
            offer={offer}
            detailOpen={list.detail === offer.id}
            margins={offerMargins(list, offer.id) ?? {}}
            unsaved={list.margins[offer.id] !== undefined}
            busy={list.busy[offer.id]}
            blockedProductId={list.blockedProduct[offer.id]}
            {...handlers}
          />
        ))}
      </table>
    </div>
  );
}
