import { useCallback, useMemo, useState } from 'react';
import {
  OFFER_LIST_DEFAULT_LIMIT,
  offerListAnswer,
  type Offer,
  type OfferCustomer,
} from '../../contract/offers';
import type { IslandProps } from '../../contract/widgetProps';
import { useT } from '../../i18n/useT';
import { selectLocale } from '../../store/chrome/locale';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { offerListActions as actions, offerMargins, selectOfferList } from '../../store/history/offerList';
import { notify } from '../../store/core/ui';
import { openPrintWindow } from '../../ui/printWindow';
import { CancelConfirm } from '../shared/historyTable/CancelConfirm';
import { HistoryPage } from '../shared/historyTable/HistoryPage';
import { CustomerModal } from './CustomerModal';
import { OfferTable } from './OfferTable';
import { QuoteDocument } from './QuoteDocument';
import { QUOTE_STYLES } from './quoteStyles';
import { OfferEditDialog } from './OfferEditDialog';
import { historySeed } from '../shared/historyTable/historySeed';
import './OfferList.css';

/** The offer list page the host may embed (firstPage: { query, answer } of GET /api/catalog/offers). */
export const offerListSeed = historySeed(offerListAnswer, OFFER_LIST_DEFAULT_LIMIT, actions.firstPageSeeded);

/**
 * The dealer's offers to its own customers (the spec-4): a page of offers with their
 * customer and total; each can be saved with new margins (detail mode), cancelled, edited back into
 * the cart (after a preview of its lines as they would go today), opened in detail, printed as a quote and mailed to its customer.
 */
export function OfferList(props: IslandProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectOfferList);
  const locale = useAppSelector(selectLocale);
  const [confirming, setConfirming] = useState<Offer | null>(null);
  const [customerHint, setCustomerHint] = useState<string | null>(null);
  const dismiss = useCallback(() => setConfirming(null), []);
  const firstPage = useMemo(() => ({ seed: offerListSeed, props }), [props]);
  const closeCustomer = useCallback(() => dispatch(actions.customerClosed()), [dispatch]);
  const customerOffer = list.items.find((o) => o.orderNo === list.customer.orderNo) ?? null;

  // Called from the click itself: a window opened after an await would be blocked.
  const print = (offer: Offer) => {
    const margins = offerMargins(list, offer.id) ?? {};
    let close = () => {};
    const printWindow = openPrintWindow({
      title: t('quote.documentTitle', { offerNo: offer.orderNo }),
      lang: locale,
      styles: QUOTE_STYLES,
      content: (
        <QuoteDocument
          offer={offer}
          margins={margins}
          logo={list.userLogo}
          address={list.userAddress}
          t={t}
          locale={locale}
          onPrint={() => printWindow?.window.print()}
          onClose={() => close()}
        />
      ),
    });
    if (!printWindow) {
      dispatch(notify({ kind: 'error', message: t('history.printBlocked') }));
      return;
    }
    close = printWindow.close;
  };
  const mail = (offer: Offer) => {
    if (offer.customerEmail.trim() === '') {
      // The host cannot send a quote without an address: ask for it first.
      setCustomerHint(t('offers.mailNeedsEmail'));
      dispatch(actions.customerOpened(offer.orderNo));
      return;
    }
    dispatch(actions.mailRequested(offer.id));
  };
  const editCustomer = (offer: Offer) => {
    setCustomerHint(null);
    dispatch(actions.customerOpened(offer.orderNo));
  };

  return (
    <HistoryPage
      className="b2b-offer-list"
      label={t('offers.listLabel')}
      list={list}
      actions={actions}
      totalText={(n) => t('offers.totalCount', { n })}
      emptyText={t('offers.empty')}
      skeletonRows={OFFER_LIST_DEFAULT_LIMIT}
      firstPage={firstPage}
      table={() => (
        <OfferTable
          list={list}
          onCancel={setConfirming}
          onPrint={print}
          onMail={mail}
          onCustomer={editCustomer}
        />
      )}
    >
      <OfferEditDialog />
      {confirming && (
        <CancelConfirm
          title={t('offers.cancelTitle')}
          message={t('offers.cancelQuestion', { offerNo: confirming.orderNo })}
          onDismiss={dismiss}
          onConfirm={() => {
            dispatch(actions.cancelRequested(confirming.id));
            setConfirming(null);
          }}
        />
      )}
      {customerOffer && (
        <CustomerModal
          key={customerOffer.orderNo}
          offer={customerOffer}
          saving={list.customer.saving}
          failed={list.customer.failed}
          hint={customerHint}
          onClose={closeCustomer}
          onSave={(customer: OfferCustomer) =>
            dispatch(actions.customerSaveRequested({ orderNo: customerOffer.orderNo, customer }))
          }
        />
      )}
    </HistoryPage>
  );
}
