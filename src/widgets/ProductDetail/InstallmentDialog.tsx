import type { BankOption } from '../../contract/payment';
import { formatAmount } from '../../domain/shared/money';
import { usePageT } from '../../i18n/usePageT';
import { Modal } from '../../ui/Modal';
import { BankTables } from '../shared/BankTables';
import '../shared/productModals.css';
import './installmentDialog.css';

export interface InstallmentDialogProps {
  productName: string;
  /** The quantity on screen with its unit ('3 PAKET'). */
  quantity: string;
  /** What a card pays for it: TRY, with tax, at the card plan's price when there is one. */
  amount: number;
  /** The card plan's name ('Kredi Kartı') when the amount is at its price; null: the price on screen. */
  cardPlanName: string | null;
  banks: BankOption[];
  onClose: () => void;
}

/**
 * 'Taksit Seçenekleri': every bank's installment table for the product page's amount, the checkout's
 * own tables, and what they are worked out on (the card plan's price, named, when a card pays another
 * price than the one on the page).
 */
export function InstallmentDialog({
  productName,
  quantity,
  amount,
  cardPlanName,
  banks,
  onClose,
}: InstallmentDialogProps) {
  const t = usePageT();
  return (
    <Modal
      title={t('detail.installmentOptions')}
      closeLabel={t('common.close')}
      onClose={onClose}
      size="large"
    >
      <p className="b2b-product-modal__product">{productName}</p>
      {cardPlanName !== null && (
        <p className="b2b-installment-dialog__basis">
          {t('detail.installmentCardPrice', { plan: cardPlanName })}
        </p>
      )}
      <p className="b2b-installment-dialog__basis">
        {t('detail.installmentBasis', { quantity, amount: formatAmount(amount) })}
      </p>
      <BankTables banks={banks} amount={amount} titled={false} />
    </Modal>
  );
}
