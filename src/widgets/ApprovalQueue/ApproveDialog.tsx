import type { Approval } from '../../contract/company';
import { formatMoney } from '../../domain/shared/money';
import { useT } from '../../i18n/useT';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

interface ApproveDialogProps {
  approval: Approval;
  /** Stable (useCallback): the dialog's focus handling follows it. */
  onDismiss: () => void;
  onApprove: () => void;
}

/**
 * Onayla's question: approving places the order at once, so the approver confirms it with its number
 * and total before the call. 'Vazgeç' has the focus; Escape, the backdrop and × leave it undecided.
 */
export function ApproveDialog({ approval, onDismiss, onApprove }: ApproveDialogProps) {
  const t = useT();
  const { order } = approval;
  return (
    <ConfirmDialog
      title={`${t('approvals.approveTitle')} · ${order.orderNo}`}
      message={t('approvals.approveQuestion', {
        orderNo: order.orderNo,
        total: formatMoney(order.total, order.currency),
      })}
      confirmLabel={t('approvals.approveYes')}
      dismissLabel={t('approvals.cancel')}
      closeLabel={t('common.close')}
      onDismiss={onDismiss}
      onConfirm={onApprove}
    />
  );
}
