import { useState } from 'react';
import type { Offer } from '../../contract/offers';
import { markedUpPrice, quoteLineTotal, quoteTotals } from '../../domain/history/offerMargin';
import { formatMoney } from '../../domain/shared/money';
import { percentText } from '../../domain/shared/percentText';
import { useT } from '../../i18n/useT';
import { selectLocale } from '../../store/chrome/locale';
import { useAppSelector } from '../../store/core/hooks';
import { HistoryItemImage, HistoryItemsTable, HistorySums } from '../shared/historyTable/HistoryItems';
import { MarginInput } from './MarginInput';

interface OfferDetailProps {
  offer: Offer;
  /** Cancelled, or not the viewer's to change: the margins show as text. */
  readOnly: boolean;
  /** Each item's margin in effect (accepted over saved). */
  margins: Record<number, number>;
  unsaved: boolean;
  /** The product a refused Düzenle named. */
  blockedProductId: number | undefined;
  /** Kaydet was pressed while a margin was refused. */
  showFixMessage: boolean;
  onItemMargin: (itemId: number, margin: number) => void;
  onGlobalMargin: (margin: number) => void;
  onValidity: (key: string, valid: boolean) => void;
  registerInput: (key: string, element: HTMLInputElement | null) => void;
}

/**
 * Detay: the offer's items with the dealer's price, a margin per item and one for all, and what the
 * end customer pays, recomputed as each margin is accepted (the spec's price formula).
 */
export function OfferDetail(props: OfferDetailProps) {
  const { offer, readOnly, margins, unsaved, blockedProductId, showFixMessage } = props;
  const t = useT();
  const locale = useAppSelector(selectLocale);
  // A new global margin replaces every item's: their fields start again from it.
  const [generation, setGeneration] = useState(0);
  // The global field starts from the margin every item shares, if they share one.
  const [globalMargin, setGlobalMargin] = useState(() => {
    const shared = new Set(offer.offerItems.map((i) => margins[i.id] ?? i.profit));
    return shared.size === 1 ? [...shared][0]! : 0;
  });
  const money = (value: number) => formatMoney(value, offer.currency);
  const items = offer.offerItems.map((item) => ({ ...item, profit: margins[item.id] ?? item.profit }));
  const totals = quoteTotals(items);
  const columns = [
    { label: t('orders.itemImage') },
    { label: t('orders.itemCode') },
    { label: t('orders.itemName') },
    { label: t('orders.itemQuantity'), num: true },
    { label: t('offers.itemPrice'), num: true },
    { label: t('cart.tax'), num: true },
    { label: t('offers.itemDiscount') },
    { label: t('offers.itemSalePrice'), num: true },
    { label: t('orders.itemTotal'), num: true },
  ];

  return (
    <div className="b2b-history__items b2b-offer-detail">
      {!readOnly && (
        <div className="b2b-offer-detail__global">
          <MarginInput
            value={globalMargin}
            label={t('offers.globalDiscount')}
            showLabel
            onAccept={(margin) => {
              setGlobalMargin(margin);
              setGeneration(generation + 1);
              props.onGlobalMargin(margin);
            }}
            onValidity={(valid) => props.onValidity('global', valid)}
            inputRef={(element) => props.registerInput('global', element)}
          />
        </div>
      )}
      <HistoryItemsTable caption={t('offers.itemsOf', { offerNo: offer.orderNo })} columns={columns}>
        {items.map((item) => {
          const blocked = item.productId === blockedProductId;
          return (
            <tr key={item.id} className={`b2b-history__item${blocked ? ' b2b-offer-detail__blocked' : ''}`}>
              <HistoryItemImage image={item.image} name={item.name} />
              <td data-label={t('orders.itemCode')}>{item.code}</td>
              <td data-label={t('orders.itemName')} className="b2b-history__name">
                {item.name}
                {blocked && (
                  <span className="b2b-history__badge b2b-offer-detail__flag">{t('offers.unavailable')}</span>
                )}
              </td>
              <td data-label={t('orders.itemQuantity')} className="b2b-history__num">
                {item.quantity}
              </td>
              <td data-label={t('offers.itemPrice')} className="b2b-history__num">
                {money(item.price)}
              </td>
              <td data-label={t('cart.tax')} className="b2b-history__num">
                {percentText(item.taxRate, locale)}
              </td>
              <td data-label={t('offers.itemDiscount')} className="b2b-offer-detail__margin">
                {readOnly ? (
                  percentText(item.profit, locale)
                ) : (
                  <MarginInput
                    key={`${item.id}-${generation}`}
                    value={item.profit}
                    label={t('offers.itemMarginOf', { code: item.code })}
                    onAccept={(margin) => props.onItemMargin(item.id, margin)}
                    onValidity={(valid) => props.onValidity(`item-${item.id}`, valid)}
                    inputRef={(element) => props.registerInput(`item-${item.id}`, element)}
                  />
                )}
              </td>
              <td data-label={t('offers.itemSalePrice')} className="b2b-history__num">
                {money(markedUpPrice(item.price, item.profit))}
              </td>
              <td data-label={t('orders.itemTotal')} className="b2b-history__num">
                {money(quoteLineTotal(item))}
              </td>
            </tr>
          );
        })}
      </HistoryItemsTable>
      <div className="b2b-offer-detail__footer">
        <p className="b2b-offer-detail__status" role="status">
          {showFixMessage ? (
            <span className="b2b-margin__error">{t('offers.marginFix')}</span>
          ) : unsaved ? (
            t('offers.unsaved')
          ) : (
            ''
          )}
        </p>
        <HistorySums
          live
          lines={[
            { label: t('offers.cost'), value: money(totals.cost) },
            { label: t('offers.margin'), value: money(totals.margin) },
            { label: t('cart.subtotal'), value: money(totals.subtotal) },
            { label: t('cart.taxTotal'), value: money(totals.tax) },
          ]}
          grandTotal={money(totals.total)}
        />
      </div>
    </div>
  );
}
