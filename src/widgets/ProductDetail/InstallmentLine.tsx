import { useCallback, useState, type ComponentType } from 'react';
import type { ChildProduct, Product, Unit } from '../../contract/catalog';
import type { BankOption } from '../../contract/payment';
import { cardPaymentAmount, lowestMonthlyInstallment } from '../../domain/installments';
import { formatAmount } from '../../domain/money';
import { paymentFrameOrigin } from '../../domain/paymentFrame';
import { unitLabel } from '../../domain/units';
import { useT } from '../../i18n/useT';
import { selectSettings } from '../../store/config';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../store/ui';
import { usePricing } from '../shared/usePricing';
import type { InstallmentDialogProps } from './InstallmentDialog';

type Dialog = ComponentType<InstallmentDialogProps>;

// The dialog and the bank tables are a chunk of their own, fetched when it first opens; a failed
// fetch is forgotten, so the next press fetches again.
let dialogChunk: Promise<Dialog> | null = null;
let loadedDialog: Dialog | null = null;
function loadDialog(): Promise<Dialog> {
  dialogChunk ??= import(/* webpackChunkName: "installment-dialog" */ './InstallmentDialog').then(
    (module) => (loadedDialog = module.InstallmentDialog),
    (error: unknown) => {
      dialogChunk = null;
      throw error;
    },
  );
  return dialogChunk;
}

interface InstallmentLineProps {
  product: Product | ChildProduct;
  /** The unit on screen (its price is the one shown); null: the product's own sale price. */
  unit: Unit | null;
  /** The committed quantity (the detail's amount): judged on blur or Enter, never key by key. */
  quantity: number;
  /** The checkout's bank tables, from the page's props; [] when the store takes no cards. */
  banks: BankOption[];
}

/**
 * Under the price (issue 26): '12 aya varan taksitlerle aylık 1.234,56 TL', the highest installment
 * count and the lowest monthly amount of the checkout's bank tables for the unit and quantity on
 * screen, in TRY with tax as a card pays it (converted from the price's currency as the checkout
 * does), and 'Taksit Seçenekleri', which opens every bank's table in a dialog. Nothing when the store
 * takes no cards (no bank tables, or no payment frame, as the checkout says) or when the amount has
 * no installments (not priced, or not above installmentLimit).
 */
export function InstallmentLine({ product, unit, quantity, banks }: InstallmentLineProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const pricing = usePricing();
  const { installmentLimit } = useAppSelector(selectSettings);
  const frameOrigin = useAppSelector((state) => state.config.paymentFrameOrigin);
  const [open, setOpen] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  const price = unit ? unit.defaultPrice : product.salePrice;
  const amount = cardPaymentAmount({
    unitPrice: pricing.amountInTry(price, product.taxRate, false),
    quantity,
    taxRate: product.taxRate,
  });
  const line = paymentFrameOrigin(frameOrigin)
    ? lowestMonthlyInstallment(amount, banks, installmentLimit)
    : null;
  if (!line) return null;

  const show = () => {
    if (loadedDialog) return setOpen(true);
    if (waiting) return;
    setWaiting(true);
    loadDialog().then(
      () => {
        setWaiting(false);
        setOpen(true);
      },
      (error: unknown) => {
        console.error('[b2b] the installment options could not be loaded:', error);
        setWaiting(false);
        dispatch(notify({ kind: 'error', message: t('detail.installmentsUnavailable') }));
      },
    );
  };

  const Dialog = open ? loadedDialog : null;
  return (
    <p className="b2b-detail__installments">
      <span>
        {t('detail.installments', { count: line.installments, amount: formatAmount(line.monthly) })}
      </span>{' '}
      <button
        type="button"
        className="b2b-link-button"
        aria-haspopup="dialog"
        aria-busy={waiting || undefined}
        onClick={show}
      >
        {t('detail.installmentOptions')}
      </button>
      {Dialog && (
        <Dialog
          productName={product.name}
          quantity={unit ? `${quantity} ${unitLabel(unit)}` : String(quantity)}
          amount={amount}
          banks={banks}
          onClose={close}
        />
      )}
    </p>
  );
}
