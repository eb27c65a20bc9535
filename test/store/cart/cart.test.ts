/** @jest-environment node */
import { configureStore } from '@reduxjs/toolkit';
import { rootReducer } from '../../../src/store/core/rootReducer';
import { DEFAULT_SETTINGS } from '../../../src/contract/hostConfigDefaults';
import {
  cartAddRequested,
  cartQuantitySetRequested,
  cartRemoveRequested,
} from '../../../src/store/cart/cartIntents';
import { cartActions, cartPlanChosen } from '../../../src/store/cart/cart';
import {
  selectAddedFlash,
  selectCartItemCount,
  selectInCartBaseQuantity,
  selectIsAdding,
  selectPricedCart,
} from '../../../src/store/cart/cartSelectors';
import { currencyChosen } from '../../../src/store/chrome/currency';
import { makeCartItem, makePackagedProduct } from '../../support/cart';
import { makeProduct } from '../../support/products';

function store() {
  const s = configureStore({ reducer: rootReducer });
  s.dispatch({ type: 'test/none' });
  return s;
}

describe('cart slice', () => {
  it('counts lines and the quantity in the cart in base units', () => {
    const s = store();
    const packaged = makePackagedProduct({ id: 2 });
    s.dispatch(
      cartActions.loaded([makeCartItem(makeProduct(), 4), makeCartItem(packaged, 3, packaged.units[1])]),
    );
    expect(selectCartItemCount(s.getState())).toBe(2);
    expect(selectInCartBaseQuantity(s.getState(), 1)).toBe(4);
    expect(selectInCartBaseQuantity(s.getState(), 2)).toBe(18); // 3 PAKET of 6
    expect(selectInCartBaseQuantity(s.getState(), 99)).toBe(0);
  });

  it('counts a line whose unit has no usable multiplier in base units, as the stock rules do', () => {
    const s = store();
    const broken = (id: number, multiplier: number) => {
      const product = makePackagedProduct({ id });
      const unit = { ...product.units[1]!, multiplier };
      return makeCartItem({ ...product, units: [product.units[0]!, unit] }, 3, unit);
    };
    s.dispatch(cartActions.loaded([broken(4, 0), broken(5, Number.NaN), broken(6, -6)]));
    expect([4, 5, 6].map((id) => selectInCartBaseQuantity(s.getState(), id))).toEqual([3, 3, 3]);
  });

  it('marks a product busy from the intent until it settles', () => {
    const s = store();
    s.dispatch(cartAddRequested({ product: makeProduct(), quantity: 1, context: 'list' }));
    expect(selectIsAdding(s.getState(), 1)).toBe(true);
    s.dispatch(cartActions.productSettled({ productId: 1 }));
    expect(selectIsAdding(s.getState(), 1)).toBe(false);
    s.dispatch(cartRemoveRequested({ productId: 1 }));
    expect(s.getState().cart.pending[1]).toBe('remove');
  });

  it('ends a flash only with its own token, so a second add keeps its full 1.25 s', () => {
    const s = store();
    s.dispatch(cartActions.itemAdded(makeCartItem()));
    const first = s.getState().cart.added[1]!;
    s.dispatch(cartActions.itemAdded(makeCartItem(makeProduct(), 2)));
    s.dispatch(cartActions.addedFlashEnded({ productId: 1, token: first }));
    expect(selectAddedFlash(s.getState(), 1)).toBe(true);
    s.dispatch(cartActions.addedFlashEnded({ productId: 1, token: s.getState().cart.added[1]! }));
    expect(selectAddedFlash(s.getState(), 1)).toBe(false);
  });

  it('keeps the lines when a reload fails, and says failed when nothing was ever read', () => {
    const s = store();
    s.dispatch(cartActions.loadStarted());
    s.dispatch(cartActions.loadFailed());
    expect(s.getState().cart.status).toBe('failed');
    s.dispatch(cartActions.loaded([makeCartItem()]));
    s.dispatch(cartActions.loadStarted());
    s.dispatch(cartActions.loadFailed());
    expect(s.getState().cart.status).toBe('loaded');
    expect(s.getState().cart.items).toHaveLength(1);
  });

  it('prices the cart in the active currency with cartTotals', () => {
    const s = configureStore({
      reducer: rootReducer,
      preloadedState: {
        currency: {
          currencies: [
            { id: 1, code: 'TRY', exchangeRate: 1 },
            { id: 2, code: 'USD', exchangeRate: 30 },
          ],
          defaultCurrency: 1,
        },
      },
    });
    const usd = makeProduct({ id: 3, taxRate: 10, currency: 'USD' });
    const item = makeCartItem(usd, 3);
    item.productUnit.defaultPrice = { value: 1.5, currency: 'USD' };
    s.dispatch(cartActions.loaded([makeCartItem(makeProduct(), 2), item]));
    const tl = selectPricedCart(s.getState());
    expect(tl.lines.map((l) => [l.unitPrice, l.amount])).toEqual([
      [100, 200],
      [45, 135],
    ]);
    expect(tl.totals).toEqual({ subtotal: 335, tax: 53.5, total: 388.5 });
    s.dispatch(currencyChosen(2));
    const usdCart = selectPricedCart(s.getState());
    // 100 TRY is shown as $3,33: 3,33 × 2 + 1,50 × 3 = 11,16 (the rows' amounts add up to it).
    expect(usdCart.lines.map((l) => l.amount)).toEqual([6.66, 4.5]);
    expect(usdCart.totals).toEqual({ subtotal: 11.16, tax: 1.78, total: 12.94 });
    expect(usdCart.format(usdCart.totals.total)).toBe('$12,94');
  });
});

describe('cart page state', () => {
  const withPlans = (item: ReturnType<typeof makeCartItem>) => ({
    ...item,
    productUnit: {
      ...item.productUnit,
      advencePrice1: { value: 95, currency: 'TRY' },
      advencePrice2: { value: 110, currency: 'USD' },
    },
  });

  it('shows a set quantity at once and keeps it while a later change of the line is queued', () => {
    const s = store();
    s.dispatch(cartActions.loaded([makeCartItem(makeProduct(), 2)]));
    s.dispatch(cartQuantitySetRequested({ productId: 1, quantity: 3 }));
    s.dispatch(cartQuantitySetRequested({ productId: 1, quantity: 4 }));
    expect(s.getState().cart.items[0]!.quantity).toBe(4);
    // The first answer (3) arrives while the second call is queued: the shown 4 stays.
    s.dispatch(cartActions.itemUpdated(makeCartItem(makeProduct(), 3)));
    s.dispatch(cartActions.productSettled({ productId: 1 }));
    expect(s.getState().cart.items[0]!.quantity).toBe(4);
    expect(s.getState().cart.pending[1]).toBe('quantity');
    s.dispatch(cartActions.itemUpdated(makeCartItem(makeProduct(), 4)));
    s.dispatch(cartActions.productSettled({ productId: 1 }));
    expect(s.getState().cart.items[0]!.quantity).toBe(4);
    expect(s.getState().cart.pending).toEqual({});
  });

  it('prices lines by the chosen payment plan, and gives the TRY totals without conversion', () => {
    const s = store();
    s.dispatch(cartActions.loaded([withPlans(makeCartItem(makeProduct(), 2))]));
    expect(selectPricedCart(s.getState()).totals).toEqual({ subtotal: 200, tax: 40, total: 240 });
    s.dispatch(cartPlanChosen('advencePrice1'));
    expect(selectPricedCart(s.getState()).lines[0]!.unitPrice).toBe(95);
    expect(selectPricedCart(s.getState()).totals.total).toBe(228);
    s.dispatch(cartPlanChosen('advencePrice2'));
    // 110 USD a unit; the store knows no USD rate, so it counts as the base: 2 × 110 + 20 % tax.
    expect(selectPricedCart(s.getState()).tryTotals.total).toBe(264);
  });

  it('shows unit prices with tax when the price settings say so', () => {
    const s = configureStore({
      reducer: rootReducer,
      preloadedState: {
        config: {
          ...rootReducer(undefined, { type: 'x' }).config,
          settings: { ...DEFAULT_SETTINGS, productsWithKdv: '1' },
        },
      } as never,
    });
    s.dispatch(cartActions.loaded([makeCartItem(makeProduct(), 2)]));
    const [line] = selectPricedCart(s.getState()).lines;
    expect([line!.unitPrice, line!.shownUnitPrice, line!.shownAmount]).toEqual([100, 120, 240]);
  });

  it('keeps the order marker when a saved order empties the cart', () => {
    const s = store();
    s.dispatch(cartActions.loaded([makeCartItem(makeProduct(), 2)]));
    s.dispatch(cartActions.submitStarted('saveOrder'));
    s.dispatch(cartActions.cleared());
    expect(s.getState().cart.fetching).toEqual({ productId: null, operation: 'saveOrder' });
    s.dispatch(cartActions.submitEnded());
    expect(s.getState().cart.fetching).toBeNull();
  });
});
