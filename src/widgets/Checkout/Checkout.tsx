import { useEffect, useMemo } from 'react';
import { decode } from '../../contract/decode';
import { checkoutPropsDecoder } from '../../contract/props/checkoutProps';
import type { IslandProps } from '../../contract/widgetProps';
import { useT } from '../../i18n/useT';
import { checkoutActions, selectCheckout } from '../../store/checkout/checkout';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { InlineError } from '../../ui/InlineError';
// The frame's rules first: each part's own rules, imported by the part, come after and win ties.
import './Checkout.css';
import { CheckoutPayment } from './CheckoutPayment';
import { CheckoutPreview } from './CheckoutPreview';
import { CheckoutSummary } from './CheckoutSummary';
import { StepIndicator } from './StepIndicator';

/**
 * The checkout island: the cart's preview, the card payment and the
 * summary, each on its own page of the host (the props say which step the page shows). Steps change
 * in place, with history entries (sagas/checkout/checkoutWorker); the card never leaves CheckoutPayment.
 */
export function Checkout(props: IslandProps) {
  const page = useMemo(() => decode(checkoutPropsDecoder, props, 'data-props'), [props]);
  const t = useT();
  const dispatch = useAppDispatch();
  const checkout = useAppSelector(selectCheckout);
  useEffect(() => {
    const { step, paymentType, stepUrls, plans, result } = page;
    dispatch(checkoutActions.opened({ step, paymentType, stepUrls, plans, result }));
    return () => {
      dispatch(checkoutActions.closed());
    };
  }, [dispatch, page]);

  // Before the store has taken the page's props (the first paint), the page's own step shows.
  const step = checkout.open ? checkout.step : page.step;
  const result = checkout.open ? checkout.result : page.result;
  return (
    <div className="b2b-checkout">
      <StepIndicator step={step} paymentType={page.paymentType} />
      {step === 'preview' && <CheckoutPreview page={page} />}
      {step === 'payment' && <CheckoutPayment page={page} />}
      {step === 'summary' &&
        (result ? <CheckoutSummary result={result} /> : <InlineError message={t('mount.failed')} />)}
    </div>
  );
}
