import { useId } from 'react';
import type { PosPlan } from '../../contract/payment';
import { installmentRow } from '../../domain/checkout/installments';
import { useT } from '../../i18n/useT';
import { percentText } from '../../domain/shared/percentText';
import { selectLocale } from '../../store/chrome/locale';
import { useAppSelector } from '../../store/core/hooks';
import { tryMoney } from './formatters';

interface InstallmentTableProps {
  plans: PosPlan[];
  amount: number;
  chosenPlanId: number | null;
  onChoose: (planId: number) => void;
  disabled: boolean;
}

/**
 * The installment table of the spec: one choosable row per plan with the installment count, the
 * monthly amount, the total (amount × (100 + commission) / 100) and the commission, in TRY.
 */
export function InstallmentTable({ plans, amount, chosenPlanId, onChoose, disabled }: InstallmentTableProps) {
  const t = useT();
  const locale = useAppSelector(selectLocale);
  const name = useId();
  return (
    <fieldset className="b2b-checkout__installments" disabled={disabled}>
      <legend className="b2b-checkout__legend">{t('checkout.installmentOptions')}</legend>
      <div className="b2b-checkout__scroll">
        <table className="b2b-checkout__table b2b-checkout__installment-table">
          <thead>
            <tr>
              <th scope="col">{t('checkout.installment')}</th>
              <th scope="col">{t('checkout.monthly')}</th>
              <th scope="col">{t('checkout.total')}</th>
              <th scope="col">{t('checkout.commission')}</th>
            </tr>
          </thead>
          <tbody>
            {plans.map((plan) => {
              const row = installmentRow(amount, plan);
              const id = `${name}-${plan.id}`;
              const chosen = plan.id === chosenPlanId;
              return (
                <tr key={plan.id} className={chosen ? 'b2b-checkout__row--chosen' : undefined}>
                  <td>
                    <input
                      type="radio"
                      id={id}
                      name={name}
                      checked={chosen}
                      onChange={() => onChoose(plan.id)}
                    />{' '}
                    <label htmlFor={id}>
                      {row.installment === 1
                        ? t('checkout.singlePayment')
                        : t('checkout.installmentCount', { n: row.installment })}
                    </label>
                  </td>
                  <td>{tryMoney(row.monthly)}</td>
                  <td>{tryMoney(row.total)}</td>
                  <td>{percentText(plan.commisionFee, locale)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </fieldset>
  );
}
