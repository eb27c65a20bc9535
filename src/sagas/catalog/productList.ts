import { productListIntents as actions } from '../../store/catalog/productListIntents';
import { lazyListFlow } from '../runtime/lazySession';

/**
 * The product list flow: only this listener is in the entry chunk. The session (URL sync, paging,
 * the stock toggle) shares the widget's chunk name, so it comes in the same file as the widget: no
 * request of its own, and nothing of it in the entry.
 */
export function* productListFlow() {
  yield* lazyListFlow(
    'product list',
    actions.opened,
    actions.closed,
    actions.loadRequested,
    actions.fetchFailed,
    () =>
      import(/* webpackChunkName: "w-ProductList" */ './productListSession').then(
        (m) => m.productListSession,
      ),
  );
}
