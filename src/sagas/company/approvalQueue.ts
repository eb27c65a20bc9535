import { approvalQueueIntents as actions } from '../../store/company/approvalQueueIntents';
import { lazyListFlow } from '../runtime/lazySession';

/** The approval queue flow: its session is a lazy chunk fetched when the widget mounts. */
export function* approvalQueueFlow() {
  yield* lazyListFlow(
    'approval queue',
    actions.opened,
    actions.closed,
    actions.loadRequested,
    actions.fetchFailed,
    () =>
      import(/* webpackChunkName: "approval-queue-flow" */ './approvalQueueSession').then(
        (m) => m.approvalQueueSession,
      ),
  );
}
