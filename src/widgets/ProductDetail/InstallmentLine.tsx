import { useCallback, useState } from 'react';
import type { PaymentAdvencePrice } from '../../contract/cart';
import type { ChildProduct, Product, Unit } from '../../contract/catalog';
import type { BankOption } from '../../contract/payment';
import { lowestMonthlyInstallment } from '../../domain/checkout/installmentLine';
import { formatAmount } from '../../domain/shared/money';
import { paymentFrameOrigin } from '../../domain/checkout/paymentFrame';
import { cardPaymentPlan } from '../../domain/checkout/paymentPlan';
import { unitPriceByCard } from '../../domain/checkout/planPrice';
import { lineTotal } from '../../domain/catalog/pricing';
import { unitLabel } from '../../domain/cart/units';
import { usePageT } from '../../i18n/usePageT';
import { selectSettings } from '../../store/core/config';
import { useAppSelector } from '../../store/core/hooks';
import { usePricing } from '../shared/usePricing';
import { InstallmentDialog } from './InstallmentDialog';

interface InstallmentLineProps {
  product: Product | ChildProduct;
  /** The unit on screen; null: the product's own sale price. */
  unit: Unit | null;
  /** The committed quantity (the detail's amount): judged on blur or Enter, never key by key. */
  quantity: number;
  /** The checkout's bank tables, from the page's props; [] when the store takes no cards. */
  banks: BankOption[];
  /** The cart's payment plans, from the page's props: the card plan's price is what a card pays. */
  paymentOptions: PaymentAdvencePrice[];
}

/**
 * Under the price: '12 aya varan taksitlerle aylık 1.234,56 TL', the highest installment count and
 * the lowest monthly amount of the checkout's bank tables for the unit and quantity on screen, at the
 * price a cart paid by card is charged (the card plan's, unitPriceByCard; the price on screen without
 * one), in TRY with tax (converted from the price's own currency as the checkout does, whatever
 * currency the page shows), and 'Taksit Seçenekleri', which opens every bank's table in a dialog.
 * Nothing when the store takes no cards (no bank tables, or no payment frame, as the checkout says) or
 * when the amount has no installments (not priced, or not above installmentLimit).
 * The dialog is in the widget's chunk: a chunk of its own would add its id to the entry's runtime.
 */
export function InstallmentLine({ product, unit, quantity, banks, paymentOptions }: InstallmentLineProps) {
  const t = usePageT();
  const pricing = usePricing();
  const { installmentLimit } = useAppSelector(selectSettings);
  const frameOrigin = useAppSelector((state) => state.config.paymentFrameOrigin);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  const cardPlan = cardPaymentPlan(paymentOptions);
  const price = unitPriceByCard(product, unit ?? { defaultPrice: product.salePrice }, paymentOptions);
  const amount = lineTotal({
    unitPrice: pricing.amountInTry(price, product.taxRate, false),
    quantity,
    taxRate: product.taxRate,
  });
  const line = paymentFrameOrigin(frameOrigin)
    ? lowestMonthlyInstallment(amount, banks, installmentLimit)
    : null;
  if (!line) return null;

  return (
    <p className="b2b-detail__installments">
      <span>
        {t('detail.installments', { count: line.installments, amount: formatAmount(line.monthly) })}
      </span>{' '}
      <button type="button" className="b2b-link-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('detail.installmentOptions')}
      </button>
      {open && (
        <InstallmentDialog
          productName={product.name}
          quantity={unit ? `${quantity} ${unitLabel(unit)}` : String(quantity)}
          amount={amount}
          cardPlanName={cardPlan?.name ?? null}
          banks={banks}
          onClose={close}
        />
      )}
    </p>
  );
}
