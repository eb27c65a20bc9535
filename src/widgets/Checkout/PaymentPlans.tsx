import { cardLogo } from '../../domain/checkout/cardForm';
import { installmentRow, paymentPlan } from '../../domain/checkout/installments';
import { useT } from '../../i18n/useT';
import { checkoutActions, selectCheckout } from '../../store/checkout/checkout';
import { selectSettings } from '../../store/core/config';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { Spinner } from '../../ui/Spinner';
import { tryMoney } from './formatters';
import { InstallmentTable } from './InstallmentTable';

interface PaymentPlansProps {
  amount: number;
  showTable: boolean;
  disabled: boolean;
}

/**
 * What the card will be charged: the BIN answer (bank and scheme), the installment table while the
 * amount exceeds installmentLimit, and the total with the chosen plan's commission. During the BIN
 * lookup an overlay covers it; a failed lookup leaves the single payment usable and says so.
 */
export function PaymentPlans({ amount, showTable, disabled }: PaymentPlansProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const { plans, chosenPlanId, bin } = useAppSelector(selectCheckout);
  const { installmentLimit } = useAppSelector(selectSettings);
  const plan = paymentPlan(plans, chosenPlanId, amount, installmentLimit);
  const total = plan ? installmentRow(amount, plan).total : amount;
  const loading = bin.status === 'loading';

  return (
    <div className="b2b-checkout__plans" aria-busy={loading}>
      {loading && (
        <div className="b2b-checkout__overlay">
          <Spinner label={t('checkout.binLoading')} />
        </div>
      )}
      <p className="b2b-checkout__bin" role="status">
        {bin.status === 'loaded' && bin.bank
          ? [bin.bank.name, cardLogo(bin.bank.organization)].filter(Boolean).join(' · ')
          : bin.status === 'failed'
            ? t('checkout.binFailed')
            : ''}
      </p>
      {showTable && (
        <InstallmentTable
          plans={plans}
          amount={amount}
          chosenPlanId={plan?.id ?? null}
          onChoose={(id) => dispatch(checkoutActions.planChosen(id))}
          disabled={disabled || loading}
        />
      )}
      <dl className="b2b-checkout__totals b2b-checkout__pay-total">
        <dt>{t('checkout.amountToPay')}</dt>
        <dd>{tryMoney(amount)}</dd>
        {plan && plan.installment > 1 && (
          <>
            <dt>{t('checkout.installment')}</dt>
            <dd>{t('checkout.installmentCount', { n: plan.installment })}</dd>
          </>
        )}
        <dt>{t('checkout.totalWithCommission')}</dt>
        <dd className="b2b-checkout__grand-total">{tryMoney(total)}</dd>
      </dl>
    </div>
  );
}
