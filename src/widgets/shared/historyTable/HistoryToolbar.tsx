import { useId } from 'react';
import {
  HISTORY_SORT_OPTIONS,
  isHistorySortKey,
  type HistorySortKey,
} from '../../../domain/history/historyList';
import { useT } from '../../../i18n/useT';

interface HistoryToolbarProps {
  /** 'Toplam 12 sipariş' once loaded; '' while loading (the line keeps its height). */
  totalText: string;
  sort: HistorySortKey;
  onSort: (sort: HistorySortKey) => void;
}

/** The order and offer lists' toolbar: the count and the sort dropdown. */
export function HistoryToolbar({ totalText, sort, onSort }: HistoryToolbarProps) {
  const t = useT();
  const sortId = useId();
  return (
    <div className="b2b-history__toolbar">
      <p className="b2b-history__total" aria-live="polite">
        {totalText}
      </p>
      <span className="b2b-history__sort">
        <label htmlFor={sortId}>{t('productList.sortLabel')}</label>
        <select
          id={sortId}
          value={sort}
          onChange={(event) => {
            if (isHistorySortKey(event.target.value)) onSort(event.target.value);
          }}
        >
          {HISTORY_SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.labelKey)}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
