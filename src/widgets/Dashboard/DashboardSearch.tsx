import { useId, useState, type FormEvent } from 'react';
import type { SearchType } from '../../contract/admin';
import { DASHBOARD_SEARCH_TYPES, isDashboardSearchType } from '../../domain/admin/dashboardSearch';
import type { LabelKey } from '../../i18n/translate';
import { useT } from '../../i18n/useT';
import { dashboardActions, selectDashboard } from '../../store/admin/dashboard';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';

const TYPE_LABELS: Record<SearchType, LabelKey> = {
  kelime: 'dashboard.typeWord',
  kullanıcı: 'dashboard.typeUser',
};

/**
 * The search box with its type ('kelime' or 'kullanıcı'). The typed term is form state: it is sent
 * as committed (submit) and the saga judges it; it stays in the box whatever the answer.
 */
export function DashboardSearch() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { searching, searchError } = useAppSelector(selectDashboard);
  const [input, setInput] = useState('');
  const [type, setType] = useState<SearchType>('kelime');
  const inputId = useId();
  const typeId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(dashboardActions.searchRequested({ input, type }));
  };

  return (
    <form className="b2b-dashboard__search" role="search" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="b2b-visually-hidden">
        {t('dashboard.searchPlaceholder')}
      </label>
      <input
        id={inputId}
        type="search"
        maxLength={100}
        autoComplete="off"
        placeholder={t('dashboard.searchPlaceholder')}
        value={input}
        onChange={(event) => setInput(event.target.value)}
      />
      <label htmlFor={typeId} className="b2b-visually-hidden">
        {t('dashboard.typeLabel')}
      </label>
      <select
        id={typeId}
        value={type}
        onChange={(event) => {
          if (isDashboardSearchType(event.target.value)) setType(event.target.value);
        }}
      >
        {DASHBOARD_SEARCH_TYPES.map((value) => (
          <option key={value} value={value}>
            {t(TYPE_LABELS[value])}
          </option>
        ))}
      </select>
      {/* Not disabled while searching: the button keeps focus, which the results modal returns to. */}
      <button type="submit" aria-busy={searching}>
        {t('dashboard.search')}
      </button>
      {searchError && (
        <p className="b2b-dashboard__error" role="alert">
          {t('dashboard.searchFailed')}
        </p>
      )}
    </form>
  );
}
