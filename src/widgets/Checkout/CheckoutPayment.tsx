import './CheckoutPayment.css';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CardMessage } from '../../contract/payment';
import type { CheckoutProps } from '../../contract/widgetProps';
import { cardBin, digitsOnly, validateCardForm } from '../../domain/checkout/cardForm';
import { installmentTableVisible, paymentPlan } from '../../domain/checkout/installments';
import { paymentFrameOrigin } from '../../domain/checkout/paymentFrame';
import { useT } from '../../i18n/useT';
import { checkoutActions as actions, selectCheckout } from '../../store/checkout/checkout';
import { selectSettings } from '../../store/core/config';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { InlineError } from '../../ui/InlineError';
import { BankTables } from '../shared/BankTables';
import { CardForm } from './CardForm';
import { CardGraphic } from './CardGraphic';
import { FreePaymentFields } from './FreePaymentFields';
import { PaymentPlans } from './PaymentPlans';
import { PaymentModal } from './PaymentModal';
import { useCardForm } from './useCardForm';
import { useFreeAmount } from './useFreeAmount';

/**
 * The payment step: card form and card graphic, the installment choice, every bank's table, and
 * 'Ödeme Yap', which checks the form in the spec’s order and opens the payment frame.
 * The card goes from this component's state straight to the frame's window, to its exact origin.
 */
export function CheckoutPayment({ page }: { page: CheckoutProps }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const checkout = useAppSelector(selectCheckout);
  const { installmentLimit } = useAppSelector(selectSettings);
  const frameOrigin = paymentFrameOrigin(useAppSelector((state) => state.config.paymentFrameOrigin));
  const { card, setField } = useCardForm();
  const free = useFreeAmount(page.description);
  const [flipped, setFlipped] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const pendingCard = useRef<CardMessage | null>(null);
  const frameId = useId();

  const amount = page.paymentType === 'pay' ? free.preview : page.amount;
  const running = checkout.payment.status === 'running';
  const payButton = useRef<HTMLButtonElement>(null);
  const wasRunning = useRef(false);
  // The modal's opener was disabled while it was open: give the focus back to it when it closes.
  useEffect(() => {
    if (wasRunning.current && !running) payButton.current?.focus();
    wasRunning.current = running;
  }, [running]);
  const closeModal = useCallback(() => dispatch(actions.paymentClosed()), [dispatch]);
  const bin = cardBin(card.cardNumber);
  useEffect(() => {
    dispatch(actions.cardBinChanged(bin));
  }, [dispatch, bin]);

  const pay = (event: FormEvent) => {
    event.preventDefault();
    // The typed amount is judged on every submit, even one that cannot start a payment.
    const paid = page.paymentType === 'pay' ? free.commit() : page.amount;
    if (running || frameOrigin === null) return;
    const problem = validateCardForm(formRef.current ? { ...card, amount: paid } : null);
    if (problem) return window.alert(t(problem.key, problem.params));
    const plan = paymentPlan(checkout.plans, checkout.chosenPlanId, paid, installmentLimit);
    if (!plan) return window.alert(t('checkout.noPlan'));
    pendingCard.current = {
      paymentType: page.paymentType,
      ccno: digitsOnly(card.cardNumber),
      ccv: digitsOnly(card.securityCode),
      expiry: card.expiry,
      holder: card.holder.trim(),
      plan: plan.id,
      installment: plan.installment,
      amount: paid,
      description: page.paymentType === 'pay' ? free.description.trim() : page.description,
      advencePrice: page.advencePrice,
    };
    dispatch(actions.paymentStarted({ frameId }));
  };

  // Posted once, when the frame has loaded, to the frame's own origin only; then forgotten.
  const postCard = (frameWindow: Window) => {
    dispatch(actions.frameLoadingChanged(false));
    const message = pendingCard.current;
    pendingCard.current = null;
    if (message && frameOrigin) frameWindow.postMessage(message, frameOrigin);
  };

  return (
    <section className="b2b-checkout__panel" aria-label={t('checkout.payment')}>
      <h2 className="b2b-checkout__title">{t('checkout.payment')}</h2>
      {frameOrigin === null && <InlineError message={t('checkout.noPaymentFrame')} />}
      <form ref={formRef} className="b2b-checkout__pay" onSubmit={pay} noValidate>
        {page.paymentType === 'pay' && <FreePaymentFields {...free.fields} disabled={running} />}
        <div className="b2b-checkout__card-area">
          <CardForm card={card} onChange={setField} onSecurityFocus={setFlipped} disabled={running} />
          <CardGraphic card={card} bank={checkout.bin.bank} flipped={flipped} />
        </div>
        <PaymentPlans
          amount={amount}
          showTable={installmentTableVisible(checkout.plans, amount, installmentLimit)}
          disabled={running}
        />
        <button
          ref={payButton}
          type="submit"
          className="b2b-checkout__primary b2b-checkout__pay-button"
          disabled={running || frameOrigin === null}
        >
          {t('checkout.pay')}
        </button>
      </form>
      <BankTables banks={page.banks} amount={amount} />
      {running && frameOrigin && (
        <PaymentModal
          frameId={frameId}
          frameOrigin={frameOrigin}
          loading={checkout.payment.frameLoading}
          onFrameLoad={postCard}
          onClose={closeModal}
        />
      )}
    </section>
  );
}
