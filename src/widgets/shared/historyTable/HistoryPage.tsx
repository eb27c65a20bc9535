import type { ActionCreatorWithoutPayload, ActionCreatorWithPayload } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import type { IslandProps } from '../../../contract/widgetProps';
import type { FirstAnswerSeed } from '../../../ui/firstAnswerSeed';
import type { HistorySortKey } from '../../../domain/history/historyList';
import { useAppDispatch } from '../../../store/core/hooks';
import type { HistoryListState } from '../../../store/history/historyList';
import { reserveWhile } from '../../../ui/reserve';
import { Pagination } from '../Pagination';
import { HistoryStatus } from './HistoryStatus';
import { HistoryToolbar } from './HistoryToolbar';
import { useHistoryList } from './useHistoryList';
import './historyTable.css';
import './stackedTable.css';

/** The list actions the frame dispatches (both lists' slices have them under these names). */
export interface HistoryPageActions {
  opened: ActionCreatorWithoutPayload;
  closed: ActionCreatorWithoutPayload;
  loadRequested: ActionCreatorWithoutPayload;
  sortChosen: ActionCreatorWithPayload<HistorySortKey>;
  pageChosen: ActionCreatorWithPayload<number>;
}

interface HistoryPageProps {
  /** The list's own class beside b2b-history (b2b-order-list, b2b-offer-list). */
  className: string;
  label: string;
  list: HistoryListState<unknown>;
  actions: HistoryPageActions;
  /** 'Toplam 12 sipariş' for the list's total. */
  totalText: (total: number) => string;
  emptyText: string;
  /** Rows the skeleton shows on a first load: the list's page size. */
  skeletonRows: number;
  /** The table, rendered only once a non-empty page is in view. */
  table: () => ReactNode;
  /** The seed of the first page the host may embed in the island's props (historySeed). */
  firstPage?: { seed: FirstAnswerSeed; props: IslandProps };
  /** The list's dialogs. */
  children?: ReactNode;
}

/**
 * The frame of a history list (orders, offers): its session's life, the count and sort, the table or
 * the skeleton/error/empty state in its place, and the pagination. Page and sort live in the URL.
 */
export function HistoryPage(props: HistoryPageProps) {
  const { list, actions } = props;
  const dispatch = useAppDispatch();
  const { sort, hrefOf } = useHistoryList(list, actions.opened, actions.closed, props.firstPage);
  const showTable = !list.fetching && list.loaded && !list.error && list.items.length > 0;
  return (
    <section
      className={`b2b-history ${props.className}`}
      aria-busy={list.fetching}
      {...reserveWhile(!list.loaded && !list.error)}
      aria-label={props.label}
    >
      <HistoryToolbar
        totalText={list.loaded && !list.error ? props.totalText(list.total) : ''}
        sort={sort}
        onSort={(next) => dispatch(actions.sortChosen(next))}
      />
      {showTable ? (
        props.table()
      ) : (
        <HistoryStatus
          list={list}
          emptyText={props.emptyText}
          onRetry={() => dispatch(actions.loadRequested())}
          skeletonRows={props.skeletonRows}
        />
      )}
      {!list.error && (
        <Pagination
          page={list.page}
          pages={list.pages}
          onPage={(n) => dispatch(actions.pageChosen(n))}
          hrefOf={hrefOf}
        />
      )}
      {props.children}
    </section>
  );
}
