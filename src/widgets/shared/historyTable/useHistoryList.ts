import { useEffect } from 'react';
import type { ActionCreatorWithoutPayload } from '@reduxjs/toolkit';
import { readHistoryQuery, withHistoryQuery, type HistorySortKey } from '../../../domain/history/historyList';
import { useAppDispatch } from '../../../store/core/hooks';
import type { HistoryListState } from '../../../store/history/historyList';
import { useRenderedWhen } from '../../../ui/renderedSignal';

/**
 * The mount of an order or offer list: its session opens with the widget and closes with it; until
 * the session has read the URL, the toolbar shows the URL's sort, so it does not flip on screen.
 * The page's b2b:rendered waits for the first page (or its failure).
 */
export function useHistoryList(
  list: HistoryListState<unknown>,
  opened: ActionCreatorWithoutPayload,
  closed: ActionCreatorWithoutPayload,
) {
  const dispatch = useAppDispatch();
  useRenderedWhen(!list.fetching && (list.loaded || list.error !== null));
  useEffect(() => {
    dispatch(opened());
    return () => {
      dispatch(closed());
    };
  }, [dispatch, opened, closed]);
  const sort: HistorySortKey = list.loaded ? list.sort : readHistoryQuery(window.location.search).sort;
  const hrefOf = (page: number) =>
    window.location.pathname + withHistoryQuery(window.location.search, { page });
  return { sort, hrefOf };
}
