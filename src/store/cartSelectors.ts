import { createSelector } from '@reduxjs/toolkit';
import type { CartItem } from '../contract/cart';
import { cartTotals, lineAmount, type CartTotals } from '../domain/pricing';
import type { ConfigState } from './config';
import type { CartState } from './cart';
import type { CurrencyState } from './currency';
import { selectPricing } from './pricing';

type WithCart = { cart: CartState };

export const selectCartItems = (state: WithCart) => state.cart.items;
/** The cart was read from the server at least once. */
export const selectCartLoaded = (state: WithCart) => state.cart.status === 'loaded';
export const selectCartStatus = (state: WithCart) => state.cart.status;
export const selectCartLoading = (state: WithCart) => state.cart.loading;
export const selectCartClearing = (state: WithCart) => state.cart.clearing;
/** The spec's fetching marker {productId, operation}. */
export const selectCartFetching = (state: WithCart) => state.cart.fetching;

/** Number of lines (distinct products) in the cart: the mini cart's badge and b2b:cart-changed's itemCount. */
export const selectCartItemCount = (state: WithCart) => state.cart.items.length;

export const selectCartLine = (state: WithCart, productId: number): CartItem | undefined =>
  state.cart.items.find((line) => line.product.id === productId);

/**
 * Quantity of a product already in the cart in base units (line quantity × its unit's multiplier):
 * the stock rules compare it with the stock, which is counted in base units.
 */
export const selectInCartBaseQuantity = (state: WithCart, productId: number): number => {
  const line = selectCartLine(state, productId);
  if (!line) return 0;
  const multiplier = line.productUnit.multiplier > 0 ? line.productUnit.multiplier : 1;
  return line.quantity * multiplier;
};

export const selectProductPending = (state: WithCart, productId: number) => state.cart.pending[productId];
export const selectIsAdding = (state: WithCart, productId: number) => state.cart.pending[productId] === 'add';
/** The 'added' flash of section 4 is running for this product (about 1.25 s after a successful add). */
export const selectAddedFlash = (state: WithCart, productId: number) => productId in state.cart.added;
/** Quantity chosen on a product card; 1 until something else is picked. */
export const selectChosenQuantity = (state: WithCart, productId: number) =>
  state.cart.chosenQuantity[productId] ?? 1;

/** Why the last quantity typed for this product was refused; undefined when nothing was. */
export const selectQuantityHint = (state: WithCart, productId: number) => state.cart.quantityHints[productId];

export interface PricedCartLine {
  item: CartItem;
  /** Unit price without tax, in the active currency. */
  unitPrice: number;
  /** unitPrice × quantity, to the cent. */
  amount: number;
}

export interface PricedCart {
  lines: PricedCartLine[];
  totals: CartTotals;
  currencyCode: string;
  format: (amount: number) => string;
}

type PricedCartState = WithCart & { currency: CurrencyState; config: ConfigState };

/**
 * The cart priced in the active currency: each line's unit price is its unit's default price
 * converted (section 9), totals by domain cartTotals (subtotal without tax, total with tax).
 */
export const selectPricedCart = createSelector(
  [(state: PricedCartState) => state.cart.items, selectPricing],
  (items, pricing): PricedCart => {
    const lines = items.map((item) => {
      const unitPrice = pricing.amount(item.productUnit.defaultPrice, item.product.taxRate, false);
      return { item, unitPrice, amount: lineAmount(unitPrice, item.quantity) };
    });
    const totals = cartTotals(
      lines.map((line) => ({
        unitPrice: line.unitPrice,
        quantity: line.item.quantity,
        taxRate: line.item.product.taxRate,
      })),
    );
    return { lines, totals, currencyCode: pricing.currencyCode, format: pricing.format };
  },
);
