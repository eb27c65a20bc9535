import { useEffect, useMemo, useState } from 'react';
import { decode } from '../../contract/decode';
import { cartPropsDecoder } from '../../contract/props/cartProps';
import { defaultPaymentPlan } from '../../domain/checkout/paymentPlan';
import { useT } from '../../i18n/useT';
import { cartLoadRequested } from '../../store/cart/cartIntents';
import { cartPlanChosen } from '../../store/cart/cart';
import { selectCartStatus, selectCartSubmitting, selectPricedCart } from '../../store/cart/cartSelectors';
import { selectBasePath } from '../../store/core/config';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { useRenderedWhen } from '../../ui/renderedSignal';
import { Skeleton } from '../../ui/Skeleton';
import { reserveWhile } from '../../ui/reserve';
import { useIsomorphicLayoutEffect } from '../../ui/useIsomorphicLayoutEffect';
import { AddToListButton } from '../shared/AddToListButton';
import { CartCheckoutPanel } from './CartCheckoutPanel';
import { CartNotePanel } from './CartNotePanel';
import { CartShareLink } from './CartShareLink';
import { CartSummary } from './CartSummary';
import { CartTable } from './CartTable';
import { cartSeed } from './cartSeed';
import '../shared/cartLayout.css';

export { cartSeed };

/**
 * The cart page: the lines, the summary, the payment plan with Order /
 * Payment / Make offer, the branch and the order note, and 'Sepeti listeye kaydet'. The
 * note lives here while the page lives; the plan is in the store, so the mini cart prices the cart
 * the same way.
 */
export function Cart(props: Record<string, unknown>) {
  const { paymentOptions } = useMemo(() => decode(cartPropsDecoder, props, 'data-props'), [props]);
  const t = useT();
  const dispatch = useAppDispatch();
  const basePath = useAppSelector(selectBasePath);
  const status = useAppSelector(selectCartStatus);
  const cart = useAppSelector(selectPricedCart);
  const submitting = useAppSelector(selectCartSubmitting);
  const priceName = useAppSelector((state) => state.cart.priceName);
  const linesBusy = useAppSelector((state) => Object.keys(state.cart.pending).length > 0);
  const [description, setDescription] = useState('');
  useRenderedWhen(status === 'loaded' || status === 'failed');
  // A host that embeds the cart without rendering it on the server: its lines before the first paint
  // (a prerendered island's store has them already, see mount/hydration).
  useIsomorphicLayoutEffect(() => {
    const seeded = cartSeed(props);
    if (seeded) dispatch(seeded);
  }, [dispatch, props]);
  const plan = paymentOptions.find((option) => option.priceName === priceName) ?? null;
  // 'Sepeti listeye kaydet': every line with its unit and quantity.
  const listItems = useMemo(
    () =>
      cart.lines.map(({ item }) => ({
        productId: item.product.id,
        name: item.product.name,
        quantity: item.quantity,
        unitId: item.productUnit.id,
      })),
    [cart.lines],
  );

  useEffect(() => {
    if (plan) return;
    const fallback = defaultPaymentPlan(paymentOptions);
    if (fallback) dispatch(cartPlanChosen(fallback.priceName));
  }, [dispatch, plan, paymentOptions]);

  const backToShop = (
    <a className="b2b-cart__back" href={`${basePath}/`}>
      {t('cart.backToShop')}
    </a>
  );

  if (status !== 'loaded') {
    if (status === 'failed')
      return (
        <div className="b2b-cart__message b2b-cart__message--error" role="alert">
          <p>{t('cart.loadFailed')}</p>
          <button type="button" className="b2b-cart__button" onClick={() => dispatch(cartLoadRequested())}>
            {t('productList.retry')}
          </button>
        </div>
      );
    return (
      <div {...reserveWhile(true)}>
        <Skeleton height={320} label={t('common.loading')} />
      </div>
    );
  }
  if (cart.lines.length === 0 && submitting === null)
    return (
      <div className="b2b-cart__message">
        <p>{t('cart.empty')}</p>
        {backToShop}
      </div>
    );

  const locked = submitting !== null;
  return (
    <div className="b2b-cart">
      <div className="b2b-cart__main">
        <CartTable cart={cart} locked={locked} />
        <CartNotePanel description={description} onDescription={setDescription} disabled={locked} />
        <p className="b2b-cart__links">
          {backToShop}
          <AddToListButton items={listItems} label="addToList.saveCart" look="link" />
          <CartShareLink cart={cart} />
        </p>
      </div>
      <aside className="b2b-cart__side">
        <CartSummary cart={cart} />
        <CartCheckoutPanel
          options={paymentOptions}
          plan={plan}
          onPlan={(next) => dispatch(cartPlanChosen(next))}
          description={description}
          linesBusy={linesBusy}
        />
      </aside>
    </div>
  );
}
