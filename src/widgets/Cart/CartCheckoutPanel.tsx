import { useId, useRef } from 'react';
import type { PaymentAdvencePrice } from '../../contract/cart';
import { formatAmount } from '../../domain/shared/money';
import { accountPaymentPlan, cardPaymentPlan, planAction } from '../../domain/checkout/paymentPlan';
import { useT } from '../../i18n/useT';
import { offerRequested, orderRequested } from '../../store/cart/cartIntents';
import {
  selectApprovalNeed,
  selectCartPricedUnder,
  selectCartSubmitting,
  selectRiskLimit,
} from '../../store/cart/cartSelectors';
import { mayPayByCard } from '../../domain/company/acting';
import { selectSettings, selectUser } from '../../store/core/config';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { Spinner } from '../../ui/Spinner';
import { PaymentForm } from './PaymentForm';

interface CartCheckoutPanelProps {
  options: PaymentAdvencePrice[];
  plan: PaymentAdvencePrice | null;
  onPlan: (priceName: string) => void;
  description: string;
  /** A line change is still running: a payment would be priced on the cart before it. */
  linesBusy: boolean;
}

/**
 * The payment plan and the buttons: a plan without a card lets the order be
 * saved (Order, hidden while saving, with a loader); a card plan (isVirtual) sends the customer to
 * card payment instead (Payment); Make offer when offers are on, disabled while the offer is made.
 * Over the risk limit the order is blocked before the click, with the spec's message, and the card
 * payment stays open, with the grand total under the card's plan beside it (the plan may
 * price the cart differently, and the customer sees that before leaving the cart). An offer carries
 * the prices of the plan the cart is shown with; where the store has several plans, the line under
 * the buttons names it.
 */
export function CartCheckoutPanel({ options, plan, onPlan, description, linesBusy }: CartCheckoutPanelProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const planId = useId();
  const noCardId = useId();
  const customerPaysId = useId();
  const offerPricesId = useId();
  const planRef = useRef<HTMLSelectElement>(null);
  const settings = useAppSelector(selectSettings);
  const submitting = useAppSelector(selectCartSubmitting);
  const risk = useAppSelector(selectRiskLimit);
  // Over the user's order limits: the order is sent for approval, and cannot be paid by card.
  const approval = useAppSelector(selectApprovalNeed);
  const cardPlan = cardPaymentPlan(options);
  // What card payment will cost, priced as the checkout will price it, shown before the cart is left.
  const cardCart = useAppSelector((state) => selectCartPricedUnder(state, cardPlan?.priceName ?? ''));
  const busy = submitting !== null;
  // A representative acting for the customer orders, but the customer pays by card themselves.
  const byCard = mayPayByCard(useAppSelector(selectUser));
  const customerPays = (
    <p id={customerPaysId} className="b2b-cart__approval">
      {t('acting.cardByCustomer')}
    </p>
  );
  const offersOn = settings.b2b_teklif_ver_durum === '1';
  // One plan (or none) prices the cart one way only: there is no other price the offer could carry.
  const offerPlan = offersOn && options.length > 1 ? plan : null;

  const payment = (priceName: string, label: string, describedBy?: string) => (
    <PaymentForm
      description={description}
      advencePrice={priceName}
      label={label}
      disabled={busy || linesBusy || approval.needed || !byCard}
      describedBy={byCard ? describedBy : customerPaysId}
    />
  );
  const accountPlan = accountPaymentPlan(options);
  const approvalNotice = approval.needed && (
    <p className="b2b-cart__approval" role="status">
      {t(approval.message.key, approval.message.params)}
    </p>
  );

  let main;
  if (plan && planAction(plan) === 'payment')
    // A card cannot pay an order before an approver saw it, and only a plan without a card sends it
    // for approval. The plan changes the prices, so the buyer is told so and taken to the plan select,
    // not switched to another plan behind their back.
    main = (
      <>
        {approval.needed && (
          <>
            <p id={noCardId} className="b2b-cart__approval">
              {accountPlan
                ? t('cart.approvalNoCard', { plan: accountPlan.name })
                : t('cart.approvalNoCardNoPlan')}
            </p>
            {accountPlan && (
              <button type="button" className="b2b-cart__button" onClick={() => planRef.current?.focus()}>
                {t('cart.changePlan')}
              </button>
            )}
          </>
        )}
        {!byCard && customerPays}
        {payment(plan.priceName, t('cart.payment'), approval.needed ? noCardId : undefined)}
      </>
    );
  else if (submitting === 'saveOrder')
    main = (
      <p className="b2b-cart__saving">
        <Spinner label={t('cart.saving')} />
        <span aria-hidden="true">{t('cart.saving')}</span>
      </p>
    );
  else if (risk.blocked)
    main = (
      <>
        <p className="b2b-cart__risk" role="alert">
          {t(risk.message.key, risk.message.params)}
        </p>
        {cardPlan && (
          <>
            <p className="b2b-cart__card-total">
              {t('cart.cardTotal', { plan: cardPlan.name, total: cardCart.format(cardCart.totals.total) })}
            </p>
            {!byCard && customerPays}
            {payment(cardPlan.priceName, t('cart.payByCard'))}
          </>
        )}
      </>
    );
  else
    main = (
      <>
        {approvalNotice}
        <button
          type="button"
          className="b2b-cart__button b2b-cart__button--primary"
          disabled={busy}
          onClick={() => dispatch(orderRequested({ description, advencePrice: plan?.priceName ?? '' }))}
        >
          {approval.needed ? t('cart.sendForApproval') : t('cart.order')}
        </button>
      </>
    );

  return (
    <section className="b2b-cart__checkout" aria-label={t('cart.paymentPlan')}>
      {options.length > 0 && (
        <div className="b2b-cart__field">
          <label htmlFor={planId}>{t('cart.paymentPlan')}</label>
          <select
            ref={planRef}
            id={planId}
            value={plan?.priceName ?? ''}
            disabled={busy}
            onChange={(event) => onPlan(event.target.value)}
          >
            {options.map((option) => (
              <option key={option.priceName} value={option.priceName}>
                {byCard || planAction(option) !== 'payment'
                  ? option.name
                  : `${option.name} (${t('acting.cardByCustomer')})`}
              </option>
            ))}
          </select>
        </div>
      )}
      {risk.applies && !risk.blocked && planAction(plan) === 'order' && (
        <p className="b2b-cart__credit">
          {t('cart.availableCredit', { available: formatAmount(risk.available) })}
        </p>
      )}
      <div className="b2b-cart__buttons">
        {main}
        {offersOn && (
          <button
            type="button"
            className="b2b-cart__button"
            disabled={busy}
            aria-busy={submitting === 'makeOffer'}
            aria-describedby={offerPlan ? offerPricesId : undefined}
            onClick={() => dispatch(offerRequested({ description, advencePrice: plan?.priceName ?? '' }))}
          >
            {submitting === 'makeOffer' ? t('cart.makingOffer') : t('cart.makeOffer')}
          </button>
        )}
      </div>
      {offerPlan && (
        <p id={offerPricesId} className="b2b-cart__offer-prices">
          {t('cart.offerPrices', { plan: offerPlan.name })}
        </p>
      )}
    </section>
  );
}
