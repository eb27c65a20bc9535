import { useId } from 'react';
import type { BookCustomer } from '../../contract/representatives';
import { actingBlockedReason } from '../../domain/company/representativeBook';
import { useT } from '../../i18n/useT';

interface ActForButtonProps {
  customer: BookCustomer;
  /** A start or stop is under way (for this customer or another): no second one. */
  busy: boolean;
  onAct: (companyId: number) => void;
}

/** 'Adına Çalış' of one customer; without the customer's consent disabled, with the reason as text. */
export function ActForButton({ customer, busy, onAct }: ActForButtonProps) {
  const t = useT();
  const reasonId = useId();
  const reason = actingBlockedReason(customer);
  return (
    <div className="b2b-book__act">
      <button
        type="button"
        className="b2b-history__button b2b-history__button--primary"
        aria-label={t('book.actForLabel', { name: customer.name })}
        aria-describedby={reason ? reasonId : undefined}
        disabled={reason !== null || busy}
        onClick={() => onAct(customer.companyId)}
      >
        {t('book.actFor')}
      </button>
      {reason && (
        <span id={reasonId} className="b2b-book__reason">
          {t(reason)}
        </span>
      )}
    </div>
  );
}
