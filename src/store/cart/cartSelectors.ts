import { approvalNeed, NO_LIMITS, type ApprovalNeed } from '../../domain/company/orderApproval';
import { createSelector } from '@reduxjs/toolkit';
import type { CartItem } from '../../contract/cart';
import type { Price } from '../../contract/catalog';
import { cartUnitPriceUnderPlan } from '../../domain/checkout/planPrice';
import { cartTotals, lineAmount, type CartTotals } from '../../domain/catalog/pricing';
import { riskLimitCheck, type RiskLimitResult } from '../../domain/cart/riskLimit';
import { unitMultiplier } from '../../domain/cart/cartUnits';
import { selectSettings, selectUser, type ConfigState } from '../core/config';
import type { CartState } from './cartIntents';
import type { CurrencyState } from '../chrome/currency';
import { selectPricing } from '../core/pricing';
// Whoever reads the cart brings its reducer along (store/cart injects its slice into the root), so
// no intent a reader dispatches can reach a cart without one.
import './cart';

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
 * What the cart holds of each product in base units (line quantity × its unit's multiplier), as a
 * lookup: the stock rules compare it with the stock, which is counted in base units.
 */
export const selectInCartBase = createSelector([(state: WithCart) => state.cart.items], (items) => {
  const held = new Map<number, number>();
  for (const line of items)
    held.set(
      line.product.id,
      (held.get(line.product.id) ?? 0) + line.quantity * unitMultiplier(line.productUnit),
    );
  return (productId: number) => held.get(productId) ?? 0;
});

/**
 * The cart's line of each product as it holds it (unit and quantity), as a lookup, null where it holds
 * none: the cap of an add beside it reads it (domain/cart/cartLine capCartAdd).
 */
export const selectHeldLine = createSelector([(state: WithCart) => state.cart.items], (items) => {
  const held = new Map(
    items.map((line) => [line.product.id, { unit: line.productUnit, quantity: line.quantity }]),
  );
  return (productId: number) => held.get(productId) ?? null;
});

/** Quantity of a product already in the cart in base units (see selectInCartBase). */
export const selectInCartBaseQuantity = (state: WithCart, productId: number): number =>
  selectInCartBase(state)(productId);

export const selectIsAdding = (state: WithCart, productId: number) => state.cart.pending[productId] === 'add';
/** The 'added' flash of the spec is running for this product (about 1.25 s after a successful add). */
export const selectAddedFlash = (state: WithCart, productId: number) => productId in state.cart.added;
/** Quantity chosen on a product card; 1 until something else is picked. */
export const selectChosenQuantity = (state: WithCart, productId: number) =>
  state.cart.chosenQuantity[productId] ?? 1;

/** Why the last quantity typed for this product was refused; undefined when nothing was. */
export const selectQuantityHint = (state: WithCart, productId: number) => state.cart.quantityHints[productId];

export interface PricedCartLine {
  item: CartItem;
  /** Unit price without tax, in the active currency, under the cart's payment plan. */
  unitPrice: number;
  /** unitPrice × quantity, to the cent. */
  amount: number;
  /** The unit price and line amount as the price settings show them (with tax when productsWithKdv). */
  shownUnitPrice: number;
  shownAmount: number;
}

export interface PricedCart {
  lines: PricedCartLine[];
  totals: CartTotals;
  /** The same totals in TRY, without conversion into the shown currency: what the risk limit and payments use. */
  tryTotals: CartTotals;
  currencyCode: string;
  format: (amount: number) => string;
}

type PricedCartState = WithCart & { currency: CurrencyState; config: ConfigState };

/** The price of a line's unit under a payment plan (its advance price), or its sale price without one. */
export function linePrice(item: CartItem, priceName: string): Price {
  return cartUnitPriceUnderPlan(item.productUnit, priceName);
}

/**
 * The cart priced in the active currency under a payment plan: each line's unit price
 * converted, totals by domain cartTotals (subtotal without tax, total with tax), and the TRY totals
 * beside them. Memoized per plan, so the cart page can show another plan's total (the card's) too.
 */
export const selectCartPricedUnder = createSelector(
  [
    (state: PricedCartState) => state.cart.items,
    (_state: PricedCartState, priceName: string) => priceName,
    selectPricing,
  ],
  (items, priceName, pricing): PricedCart => {
    const lines = items.map((item) => {
      const price = linePrice(item, priceName);
      const unitPrice = pricing.amount(price, item.product.taxRate, false);
      const shownUnitPrice = pricing.amount(price, item.product.taxRate);
      return {
        item,
        unitPrice,
        amount: lineAmount(unitPrice, item.quantity),
        shownUnitPrice,
        shownAmount: lineAmount(shownUnitPrice, item.quantity),
      };
    });
    const totalsOf = (amountOf: (item: CartItem) => number) =>
      cartTotals(
        items.map((item) => ({
          unitPrice: amountOf(item),
          quantity: item.quantity,
          taxRate: item.product.taxRate,
        })),
      );
    return {
      lines,
      totals: totalsOf((item) => pricing.amount(linePrice(item, priceName), item.product.taxRate, false)),
      tryTotals: totalsOf((item) =>
        pricing.amountInTry(linePrice(item, priceName), item.product.taxRate, false),
      ),
      currencyCode: pricing.currencyCode,
      format: pricing.format,
    };
  },
);

/** The cart priced under the cart's own payment plan: what the cart page and the mini cart show. */
export const selectPricedCart = (state: PricedCartState): PricedCart =>
  selectCartPricedUnder(state, state.cart.priceName);

/**
 * The risk-limit check of the spec on the cart as priced now (its TRY total): the Order button and
 * the order saga read the same verdict.
 */
export const selectRiskLimit = createSelector(
  [selectSettings, selectUser, (state: PricedCartState) => selectPricedCart(state).tryTotals.total],
  (settings, user, total): RiskLimitResult =>
    riskLimitCheck({
      enabled: settings.b2b_risk_limit_islem,
      riskLimit: user.riskLimit,
      overdueBalance: user.debt?.overdueBalance ?? 0,
      cartTotal: total,
    }),
);

/**
 * Whether the cart's order would wait for approval: over the user's per-order limit, or
 * over what is left of their monthly limit, in TL, as the host will judge it when the order is saved.
 */
export const selectApprovalNeed = createSelector(
  [selectUser, (state: PricedCartState) => selectPricedCart(state).tryTotals.total],
  (user, total): ApprovalNeed => approvalNeed(total, user.limits ?? NO_LIMITS),
);

/** An order or an offer is being saved (the spec's fetching marker). */
export const selectCartSubmitting = (state: WithCart) => state.cart.submitting;
