import { companyUsersIntents as actions } from '../../store/company/companyUsersIntents';
import { lazyListFlow } from '../runtime/lazySession';

/**
 * The company users flow: only this listener is in the entry chunk; the session (list,
 * add, edit, deactivate, reactivate) is a lazy chunk fetched when the widget mounts.
 */
export function* companyUsersFlow() {
  yield* lazyListFlow(
    'company users',
    actions.opened,
    actions.closed,
    actions.loadRequested,
    actions.fetchFailed,
    () =>
      import(/* webpackChunkName: "company-users-flow" */ './companyUsersSession').then(
        (m) => m.companyUsersSession,
      ),
  );
}
