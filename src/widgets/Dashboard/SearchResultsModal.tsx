import { useCallback } from 'react';
import { useT } from '../../i18n/useT';
import { dashboardActions, selectDashboard } from '../../store/admin/dashboard';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { Modal } from '../../ui/Modal';

/** 'Arama Sonuçları': who searched what, how often and when; or the empty message of the search type. */
export function SearchResultsModal() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { searchResult, searchQuery, searchType } = useAppSelector(selectDashboard);
  const close = useCallback(() => dispatch(dashboardActions.resultsClosed()), [dispatch]);
  if (searchResult === null) return null;
  return (
    <Modal title={t('dashboard.results')} onClose={close} closeLabel={t('common.close')} size="large">
      <p className="b2b-dashboard__results-for">{t('dashboard.resultsFor', { query: searchQuery })}</p>
      {searchResult.length === 0 ? (
        <p className="b2b-dashboard__empty" role="status">
          {t(searchType === 'kelime' ? 'dashboard.noWordResults' : 'dashboard.noUserResults')}
        </p>
      ) : (
        <table className="b2b-stack-table">
          <thead>
            <tr>
              <th scope="col">{t('dashboard.rank')}</th>
              <th scope="col">{t('dashboard.user')}</th>
              <th scope="col">{t('dashboard.word')}</th>
              <th scope="col" className="b2b-num">
                {t('dashboard.count')}
              </th>
              <th scope="col">{t('dashboard.date')}</th>
            </tr>
          </thead>
          <tbody>
            {searchResult.map((row, i) => (
              <tr key={`${row.name}-${row.query}-${i}`}>
                <td data-label={t('dashboard.rank')} className="b2b-stack-rank">
                  {i + 1}
                </td>
                <td data-label={t('dashboard.user')} className="b2b-stack-wide">
                  {row.name}
                </td>
                <td data-label={t('dashboard.word')}>{row.query}</td>
                <td data-label={t('dashboard.count')} className="b2b-num">
                  {row.count}
                </td>
                <td data-label={t('dashboard.date')}>{row.formattedCreatedAt}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
