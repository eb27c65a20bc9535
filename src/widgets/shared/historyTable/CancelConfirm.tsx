import { useT } from '../../../i18n/useT';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

interface CancelConfirmProps {
  title: string;
  message: string;
  /** Stable (useCallback): the dialog's focus handling follows it. */
  onDismiss: () => void;
  onConfirm: () => void;
}

/** İptal's question, the same for an order and an offer ('Evet, İptal Et' or 'Vazgeç'). */
export function CancelConfirm({ title, message, onDismiss, onConfirm }: CancelConfirmProps) {
  const t = useT();
  return (
    <ConfirmDialog
      title={title}
      message={message}
      confirmLabel={t('orders.cancelYes')}
      dismissLabel={t('history.confirmNo')}
      closeLabel={t('common.close')}
      onDismiss={onDismiss}
      onConfirm={onConfirm}
    />
  );
}
