import { orderListIntents as actions } from '../../store/history/historyListIntents';
import { lazyListFlow } from '../runtime/lazySession';

/** The order list flow: its session is a lazy chunk fetched when the widget mounts. */
export function* orderListFlow() {
  yield* lazyListFlow(
    'order list',
    actions.opened,
    actions.closed,
    actions.loadRequested,
    actions.fetchFailed,
    () =>
      import(/* webpackChunkName: "order-list-flow" */ './orderListSession').then((m) => m.orderListSession),
  );
}
