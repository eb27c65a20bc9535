/** @jest-environment node */
import { configureStore } from '@reduxjs/toolkit';
import { rootReducer } from '../../src/store/rootReducer';
import { cartActions, cartAddRequested, cartRemoveRequested } from '../../src/store/cart';
import {
  selectAddedFlash,
  selectCartItemCount,
  selectInCartBaseQuantity,
  selectIsAdding,
  selectPricedCart,
} from '../../src/store/cartSelectors';
import { currencyChosen } from '../../src/store/currency';
import { makeCartItem, makePackagedProduct } from '../support/cart';
import { makeProduct } from '../support/products';

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
    expect(usdCart.totals).toEqual({ subtotal: 11.17, tax: 1.78, total: 12.95 });
    expect(usdCart.format(usdCart.totals.total)).toBe('$12,95');
  });
});
