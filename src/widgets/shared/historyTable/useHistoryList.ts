import { useEffect } from 'react';
import type { IslandProps } from '../../../contract/widgetProps';
import type { ActionCreatorWithoutPayload } from '@reduxjs/toolkit';
import { readHistoryQuery, withHistoryQuery, type HistorySortKey } from '../../../domain/history/historyList';
import { useAppDispatch } from '../../../store/core/hooks';
import type { HistoryListState } from '../../../store/history/historyList';
import { useRenderedWhen } from '../../../ui/renderedSignal';
import type { FirstAnswerSeed } from '../../../ui/firstAnswerSeed';
import { usePageUrl } from '../../../ui/pageUrl';
import { useIsomorphicLayoutEffect } from '../../../ui/useIsomorphicLayoutEffect';

/**
 * The mount of an order or offer list: its session opens with the widget and closes with it; until
 * the session has read the URL, the toolbar shows the URL's sort, so it does not flip on screen.
 * The page's b2b:rendered waits for the first page (or its failure). A first page the host embedded
 * is in the store before the session opens (a prerendered island's already is, see mount/hydration),
 * so the session finds it and asks for nothing.
 */
export function useHistoryList(
  list: HistoryListState<unknown>,
  opened: ActionCreatorWithoutPayload,
  closed: ActionCreatorWithoutPayload,
  firstPage?: { seed: FirstAnswerSeed; props: IslandProps },
) {
  const dispatch = useAppDispatch();
  const url = usePageUrl();
  useRenderedWhen(!list.fetching && (list.loaded || list.error !== null));
  useIsomorphicLayoutEffect(() => {
    const seeded = firstPage?.seed(firstPage.props, url);
    if (seeded) dispatch(seeded);
    // Once, for the page as it opened: later pages are the session's.
  }, [dispatch, firstPage?.seed, firstPage?.props]);
  useEffect(() => {
    dispatch(opened());
    return () => {
      dispatch(closed());
    };
  }, [dispatch, opened, closed]);
  const sort: HistorySortKey = list.loaded ? list.sort : readHistoryQuery(url.search).sort;
  const hrefOf = (page: number) => url.pathname + withHistoryQuery(url.search, { page });
  return { sort, hrefOf };
}
