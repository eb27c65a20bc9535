import { roundMoney } from './rounding';

/** A payment plan of the BIN answer (spec section 3: installment, commisionFee). */
export interface InstallmentPlan {
  installment: number;
  /** Commission percent; the spelling is the server's. */
  commisionFee: number;
}

export interface InstallmentRow {
  installment: number;
  /** amount × (100 + commission) / 100, rounded to the cent. */
  total: number;
  /** total / installment count, rounded to the cent. */
  monthly: number;
  /** Installments are always charged in TRY. */
  currency: 'TRY';
}

/** Bank installment tables list installments 1 to 12. */
export const BANK_TABLE_INSTALLMENTS: readonly number[] = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * One row of the installment table: total = amount × (100 + commission) / 100 and
 * monthly = total / count, both rounded half away from zero to the cent; monthly is divided from
 * the unrounded total, so count × monthly may differ from the total by under a cent per
 * installment (the bank settles the remainder). A count below 1 is a single payment.
 */
export function installmentRow(amount: number, plan: InstallmentPlan): InstallmentRow {
  const count = Number.isFinite(plan.installment) && plan.installment >= 1 ? Math.floor(plan.installment) : 1;
  const commission = Number.isFinite(plan.commisionFee) ? plan.commisionFee : 0;
  const base = Number.isFinite(amount) ? amount : 0;
  const total = (base * (100 + commission)) / 100;
  return {
    installment: count,
    total: roundMoney(total),
    monthly: roundMoney(total / count),
    currency: 'TRY',
  };
}

/** The installment table shows when plans exist and the amount exceeds installmentLimit (default 0). */
export function installmentTableVisible(
  plans: readonly InstallmentPlan[] | null | undefined,
  amount: number,
  installmentLimit = 0,
): boolean {
  return (plans?.length ?? 0) > 0 && amount > (Number.isFinite(installmentLimit) ? installmentLimit : 0);
}

/**
 * A bank's table: one entry per installment count 1–12, the row when the bank has a plan for that
 * count, null when it has none (the cell shows empty).
 */
export function bankInstallmentTable(
  amount: number,
  posPlans: readonly InstallmentPlan[],
): Array<{ installment: number; row: InstallmentRow | null }> {
  return BANK_TABLE_INSTALLMENTS.map((installment) => {
    const plan = posPlans.find((p) => p.installment === installment);
    return { installment, row: plan ? installmentRow(amount, plan) : null };
  });
}
