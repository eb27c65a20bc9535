import { errorText } from '../../../i18n/errorText';
import { useT } from '../../../i18n/useT';
import type { HistoryListState } from '../../../store/history/historyList';

interface HistoryStatusProps {
  list: HistoryListState<unknown>;
  emptyText: string;
  onRetry: () => void;
  /** Rows the skeleton shows on a first load (a full page). */
  skeletonRows: number;
}

/**
 * What the order and offer lists show instead of their table: a skeleton of rows while loading
 * (as many as are on screen, so nothing jumps), the error with a retry, or the empty state.
 * Null when the table is to be shown.
 */
export function HistoryStatus({ list, emptyText, onRetry, skeletonRows }: HistoryStatusProps) {
  const t = useT();
  if (list.fetching || (!list.loaded && !list.error)) {
    const rows = list.items.length > 0 ? list.items.length : skeletonRows;
    return (
      <div className="b2b-history__skeleton" role="status" aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="b2b-skeleton b2b-history__skeleton-row" />
        ))}
      </div>
    );
  }
  if (list.error) {
    return (
      <div className="b2b-history__message b2b-history__message--error" role="alert">
        <p className="b2b-history__message-title">{t('history.loadFailed')}</p>
        <p>{errorText(list.error, t)}</p>
        <button type="button" className="b2b-history__button" onClick={onRetry}>
          {t('productList.retry')}
        </button>
      </div>
    );
  }
  if (list.items.length === 0) {
    return (
      <div className="b2b-history__message" role="status">
        <p className="b2b-history__message-title">{emptyText}</p>
      </div>
    );
  }
  return null;
}
