/** Props of the Checkout placeholder for each step (preview, payment, summary). */
import type { CheckoutProps } from '../../../src/contract/widgetProps';
import type { BankOption, PaymentResult, PosPlan } from '../../../src/contract/payment';
import type { SessionData } from '../../repo/sessions';
import type { PricedCart } from '../../repo/pricedCart';

export type Checkout = NonNullable<SessionData['checkout']>;

/** What the checkout shows from the database, fetched by the route (the view runs no query). */
export interface CheckoutData {
  /** The cart priced under the checkout's plan; null for a free payment. */
  priced: Pick<PricedCart, 'items' | 'totals'> | null;
  /** The plans for cards of unknown banks (single payment). */
  plans: PosPlan[];
  banks: BankOption[];
}

export function checkoutProps(
  checkout: Checkout,
  step: CheckoutProps['step'],
  data: CheckoutData,
  result: PaymentResult | null = null,
): CheckoutProps {
  const order = checkout.type === 'order';
  const { priced } = data;
  return {
    step,
    paymentType: checkout.type,
    items: priced?.items ?? [],
    amount: priced?.totals.total ?? 0,
    description: checkout.description,
    advencePrice: checkout.advencePrice,
    plans: data.plans,
    banks: data.banks,
    stepUrls: order
      ? { preview: '/sepet/odeme', payment: '/sepet/odeme/kart' }
      : { preview: '/hesap/odeme', payment: '/hesap/odeme' },
    result,
  };
}
