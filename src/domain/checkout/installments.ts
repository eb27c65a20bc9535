import { roundMoney } from '../shared/rounding';

/** A payment plan of the BIN answer (installment, commisionFee). */
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

/**
 * Whether an amount (TRY, before commission) may be paid in installments: it exceeds installmentLimit
 * (default 0; an unreadable limit is 0) and is a real amount above 0. At or below the limit a card
 * pays in one go: the checkout shows neither its installment table nor the bank tables, the product
 * page no installment line or dialog, and the payment frame refuses a count above 1.
 */
export function installmentsAllowed(amount: number, installmentLimit = 0): boolean {
  const limit = Number.isFinite(installmentLimit) ? installmentLimit : 0;
  return Number.isFinite(amount) && amount > 0 && amount > limit;
}

/** The installment table shows when plans exist and the amount exceeds installmentLimit (default 0). */
export function installmentTableVisible(
  plans: readonly unknown[] | null | undefined,
  amount: number,
  installmentLimit = 0,
): boolean {
  return (plans?.length ?? 0) > 0 && installmentsAllowed(amount, installmentLimit);
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

/** A plan the customer can choose (the BIN answer's and the checkout's plans). */
export interface ChoosablePlan extends InstallmentPlan {
  id: number;
  isDefault: boolean;
}

/** The preselected plan: the one marked default, else the single payment, else the first; null for none. */
export function defaultPlan<P extends ChoosablePlan>(plans: readonly P[]): P | null {
  return plans.find((p) => p.isDefault) ?? plans.find((p) => p.installment === 1) ?? plans[0] ?? null;
}

/**
 * The plan a payment uses. While the installment table shows, the chosen one (the default when the
 * choice is not among the plans, e.g. after another card's BIN answer); without the table nobody
 * could choose, so the single payment (then the default) is used.
 */
export function paymentPlan<P extends ChoosablePlan>(
  plans: readonly P[],
  chosenId: number | null,
  amount: number,
  installmentLimit = 0,
): P | null {
  if (installmentTableVisible(plans, amount, installmentLimit))
    return plans.find((p) => p.id === chosenId) ?? defaultPlan(plans);
  return plans.find((p) => p.installment === 1) ?? defaultPlan(plans);
}
