import { createSelector } from '@reduxjs/toolkit';
import type { OfferItem } from '../../contract/offers';
import type { ReorderItem } from '../../domain/cart/reorder';
import { selectSettings } from '../core/config';
import { linePreview, NO_PREVIEW, type ReorderPreview } from '../cart/linePreview';
import { selectOfferList } from './offerList';
import type { RootState } from '../core/rootReducer';

/** An offer line in the reorder preview's terms: the dealer's price then, in the unit it was offered in. */
const asReorderItem = (item: OfferItem): ReorderItem => ({
  id: item.id,
  product: { id: item.productId },
  code: item.code,
  name: item.name,
  quantity: item.quantity,
  productUnit: {
    value: item.unit?.value ?? '',
    ...(item.unit?.label ? { label: item.unit.label } : {}),
    multiplier: item.unit?.multiplier ?? 1,
  },
  price: item.price,
});

// Düzenle replaces the cart: what it holds now does not take from the stock the offer's lines get.
const emptyCart = () => null;

/**
 * The open Düzenle preview: the offer's lines as they would replace the cart today, capped
 * by the cart line rule, at today's sale price (offers are made at the sale price); empty until loaded.
 */
export const selectOfferEditPreview = createSelector(
  [
    (state: RootState) => selectOfferList(state).edit,
    (state: RootState) => selectOfferList(state).items,
    selectSettings,
    (state: RootState) => state.currency,
  ],
  (edit, offers, settings, currency): ReorderPreview => {
    const offer = offers.find((o) => o.id === edit.offerId);
    if (!offer || (edit.status !== 'ready' && edit.status !== 'sending')) return NO_PREVIEW;
    return linePreview(offer.offerItems.map(asReorderItem), {
      products: edit.products,
      cartLine: emptyCart,
      settings,
      priceName: '',
      currencyCode: offer.currency,
      currency,
    });
  },
);
