import { useEffect, type ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { dashboardActions, selectDashboard } from '../../store/admin/dashboard';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { useRenderedWhen } from '../../ui/renderedSignal';
import { Skeleton } from '../../ui/Skeleton';
import { reserveWhile } from '../../ui/reserve';
import { DashboardSearch } from './DashboardSearch';
import { LastQueriesTable } from './LastQueriesTable';
import { SearchResultsModal } from './SearchResultsModal';
import { TopQueriesTable } from './TopQueriesTable';
import { TopUsersTable } from './TopUsersTable';
import '../shared/historyTable/stackedTable.css';
import './Dashboard.css';

function Panel({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <section className="b2b-dashboard__panel">
      <h2>{title}</h2>
      {empty ? <p className="b2b-dashboard__empty">{t('dashboard.tablesEmpty')}</p> : children}
    </section>
  );
}

/**
 * The admin search dashboard: the search box with its results modal,
 * and the three tables. The lists are fetched on mount and emptied when the widget goes away.
 */
export function Dashboard() {
  const t = useT();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectDashboard);

  useEffect(() => {
    dispatch(dashboardActions.fetchRequested());
    return () => {
      dispatch(dashboardActions.cleared());
    };
  }, [dispatch]);

  // Until the first answer the tables have nothing to say: not even that they are empty.
  const waiting = state.loading || !state.loaded;
  useRenderedWhen(!waiting);

  return (
    <div className="b2b-dashboard" aria-busy={waiting} {...reserveWhile(waiting && !state.loaded)}>
      <DashboardSearch />
      {waiting ? (
        <Skeleton height={480} label={t('common.loading')} />
      ) : state.error ? (
        <p className="b2b-dashboard__error" role="alert">
          {t('dashboard.loadFailed')}
        </p>
      ) : (
        <div className="b2b-dashboard__panels">
          <Panel title={t('dashboard.topQueries')} empty={state.topQueries.length === 0}>
            <TopQueriesTable rows={state.topQueries} />
          </Panel>
          <Panel title={t('dashboard.topUsers')} empty={state.topUsers.length === 0}>
            <TopUsersTable rows={state.topUsers} />
          </Panel>
          <Panel title={t('dashboard.lastQueries')} empty={state.lastQueries.length === 0}>
            <LastQueriesTable rows={state.lastQueries} />
          </Panel>
        </div>
      )}
      <SearchResultsModal />
    </div>
  );
}
