/** The payment-plan options of the cart page (payment advance price option). */
export interface PaymentPlanOption {
  priceName: string;
  varsayilan: boolean;
  isVirtual: boolean;
}

/** The plan preselected on the cart page: the one marked varsayilan, else the first. */
export function defaultPaymentPlan<P extends PaymentPlanOption>(options: readonly P[]): P | null {
  return options.find((option) => option.varsayilan) ?? options[0] ?? null;
}

/**
 * What the chosen plan lets the customer do: a plan without a card lets the order be
 * saved; a virtual plan (a card) must go to card payment.
 */
export function planAction(plan: PaymentPlanOption | null): 'order' | 'payment' {
  return plan?.isVirtual ? 'payment' : 'order';
}

/**
 * The card plan: the (first) virtual plan, whose prices a cart paid by card is charged at; null when
 * the store has none (a card then pays the sale price). The cart's card total, the product page's
 * installment line and the host's card checkout all take this one.
 */
export function cardPaymentPlan<P extends PaymentPlanOption>(options: readonly P[]): P | null {
  return options.find((option) => option.isVirtual) ?? null;
}

/**
 * The plan an order on account is saved under when the buyer leaves the card: the one marked
 * varsayilan if it has no card, else the first without a card; null when every plan is a card.
 */
export function accountPaymentPlan<P extends PaymentPlanOption>(options: readonly P[]): P | null {
  const onAccount = options.filter((option) => !option.isVirtual);
  return onAccount.find((option) => option.varsayilan) ?? onAccount[0] ?? null;
}
