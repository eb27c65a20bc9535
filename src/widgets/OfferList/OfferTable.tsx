import type { Offer } from '../../contract/offers';
import { mayManageOffer, roleHasCart } from '../../domain/company/companyRoles';
import { useT } from '../../i18n/useT';
import { selectUser } from '../../store/core/config';
import { useAppSelector } from '../../store/core/hooks';
import { offerMargins, type OfferListState } from '../../store/history/offerList';
import { HistoryTable } from '../shared/historyTable/HistoryTable';
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
  // Who may change which offer: its maker and the Yönetici (domain/company/companyRoles).
  const user = useAppSelector(selectUser);
  const viewer = { id: user.id, role: user.companyRole };
  const columns = [
    { label: t('offers.offerNo') },
    { label: t('offers.date') },
    { label: t('offers.customer') },
    { label: t('offers.total'), num: true },
    { label: t('offers.actions') },
  ];
  return (
    <HistoryTable caption={t('offers.listLabel')} columns={columns} className="b2b-offer-table">
      {list.items.map((offer) => (
        <OfferRow
          key={offer.id}
          offer={offer}
          detailOpen={list.detail === offer.id}
          margins={offerMargins(list, offer.id) ?? {}}
          unsaved={list.margins[offer.id] !== undefined}
          busy={list.busy[offer.id]}
          blockedProductId={list.blockedProduct[offer.id]}
          manageable={mayManageOffer(viewer, offer)}
          hasCart={roleHasCart(user.companyRole)}
          {...handlers}
        />
      ))}
    </HistoryTable>
  );
}
