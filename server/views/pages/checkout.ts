/** Props of the Checkout placeholder for each step (preview, payment, summary). */
import type { FastifyRequest } from 'fastify';
import type { CheckoutProps } from '../../../src/contract/widgetProps';
import type { PaymentResult } from '../../../src/contract/payment';
import type { SessionData } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { banks, plansOf } from '../../repo/payments';
import { priceCart } from '../../repo/pricedCart';
import { getCurrencies } from '../../repo/settings';

export type Checkout = NonNullable<SessionData['checkout']>;

export function checkoutProps(
  ctx: AppContext,
  request: FastifyRequest,
  checkout: Checkout,
  step: CheckoutProps['step'],
  result: PaymentResult | null = null,
): CheckoutProps {
  const order = checkout.type === 'order';
  const priced = order
    ? priceCart(ctx.db, request.user!.id, checkout.advencePrice, getCurrencies(ctx.db))
    : null;
  return {
    step,
    paymentType: checkout.type,
    items: priced?.items ?? [],
    amount: priced?.totals.total ?? 0,
    description: checkout.description,
    advencePrice: checkout.advencePrice,
    plans: plansOf(ctx.db, null),
    banks: banks(ctx.db),
    stepUrls: order
      ? { preview: '/sepet/odeme', payment: '/sepet/odeme/kart' }
      : { preview: '/hesap/odeme', payment: '/hesap/odeme' },
    result,
  };
}
