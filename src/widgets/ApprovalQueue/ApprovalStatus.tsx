import { forwardRef } from 'react';
import { errorText } from '../../i18n/errorText';
import { useT } from '../../i18n/useT';
import type { ApprovalQueueState } from '../../store/company/approvalQueue';

interface ApprovalStatusProps {
  queue: ApprovalQueueState;
  onRetry: () => void;
}

/** Rows the skeleton shows on a first load (a queue is short: most companies wait on one or two). */
const SKELETON_ROWS = 2;

/**
 * What the queue shows instead of its table: a skeleton while loading, the failure with a retry
 * ('Onay bekleyen siparişler yüklenemedi.'), or the empty queue. The empty message takes the focus
 * when the last order was decided (tabIndex -1), so the keyboard is not dropped at the page's top.
 */
export const ApprovalStatus = forwardRef<HTMLParagraphElement, ApprovalStatusProps>(function ApprovalStatus(
  { queue, onRetry },
  emptyRef,
) {
  const t = useT();
  if (queue.fetching || (!queue.loaded && !queue.error)) {
    const rows = queue.items.length > 0 ? queue.items.length : SKELETON_ROWS;
    return (
      <div className="b2b-history__skeleton" role="status" aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="b2b-skeleton b2b-history__skeleton-row" />
        ))}
      </div>
    );
  }
  if (queue.error) {
    return (
      <div className="b2b-history__message b2b-history__message--error" role="alert">
        <p className="b2b-history__message-title">{t('approvals.loadFailed')}</p>
        <p>{errorText(queue.error, t)}</p>
        <button type="button" className="b2b-history__button" onClick={onRetry}>
          {t('productList.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="b2b-history__message" role="status">
      <p ref={emptyRef} className="b2b-history__message-title" tabIndex={-1}>
        {t('approvals.empty')}
      </p>
    </div>
  );
});
