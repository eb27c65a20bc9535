import { bankInstallmentTable, installmentTableVisible, type InstallmentPlan } from './installments';

/** A bank of the checkout's tables as far as the amounts go: its plans (BankOption.posPlans). */
export interface BankPlans {
  posPlans: readonly InstallmentPlan[];
}

/** What a product page says under its price: '12 aya varan taksitlerle aylık 1.234,56 TL'. */
export interface LowestMonthly {
  /** The highest installment count any bank offers for the amount (2 to 12). */
  installments: number;
  /** The lowest monthly amount of any bank's plan of 2 or more installments, TRY, to the cent. */
  monthly: number;
  currency: 'TRY';
}

/**
 * The installment line of a product page, read off the same bank tables the checkout shows
 * (bankInstallmentTable: counts 1 to 12, a bank's first plan of each count): over every bank's cells
 * of 2 or more installments (a single payment is no installment), the highest count and the lowest
 * monthly amount. Null when there is nothing to offer: an amount that is not a positive number, no
 * such cell, or an amount that does not exceed installmentLimit (the checkout then takes a single
 * payment only, see paymentPlan).
 */
export function lowestMonthlyInstallment(
  amount: number,
  banks: readonly BankPlans[],
  installmentLimit = 0,
): LowestMonthly | null {
  if (!Number.isFinite(amount) || amount <= 0) return null;
  const rows = banks.flatMap((bank) =>
    bankInstallmentTable(amount, bank.posPlans).flatMap(({ installment, row }) =>
      row && installment > 1 ? [row] : [],
    ),
  );
  if (!installmentTableVisible(rows, amount, installmentLimit)) return null;
  return {
    installments: Math.max(...rows.map((row) => row.installment)),
    monthly: Math.min(...rows.map((row) => row.monthly)),
    currency: 'TRY',
  };
}
