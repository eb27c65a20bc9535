import { offerListIntents as actions } from '../../store/history/historyListIntents';
import { lazyListFlow } from '../runtime/lazySession';

/** The offer list flow: its session is a lazy chunk fetched when the widget mounts. */
export function* offerListFlow() {
  yield* lazyListFlow(
    'offer list',
    actions.opened,
    actions.closed,
    actions.loadRequested,
    actions.fetchFailed,
    () =>
      import(/* webpackChunkName: "offer-list-flow" */ './offerListSession').then((m) => m.offerListSession),
  );
}
