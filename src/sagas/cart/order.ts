import type { SagaIterator } from 'redux-saga';
import { call, takeLeading } from 'redux-saga/effects';
import type { PageTranslate } from '../../i18n/translate';
import { offerRequested, orderRequested } from '../../store/cart/cartIntents';
import { alertUser } from '../runtime/browser';
import { withChunk } from '../runtime/lazyChunk';
import { currentPageTranslator } from '../chrome/pageTranslator';

// The submit code (API calls, risk check, alerts) is a lazy chunk of its own, fetched with the first
// order or offer: the cart worker that logged-in pages fetch at start stays small.
const loadSubmit = () => import(/* webpackChunkName: "order-flow" */ './orderSubmit');
type Submit = Awaited<ReturnType<typeof loadSubmit>>;

/** An order is never sent later behind the user's back: the failure is said, and the next click tries again. */
function* withSubmit(run: (submit: Submit) => SagaIterator): SagaIterator {
  yield* withChunk('order', loadSubmit, run, function* report() {
    const t: PageTranslate = yield* currentPageTranslator();
    yield call(alertUser, t('mount.chunkFailed'));
  });
}

/** Saving the cart as an order or an offer; one at a time, a second click while one runs does nothing. */
export function* orderFlow(): SagaIterator {
  yield takeLeading(orderRequested.type, (action: ReturnType<typeof orderRequested>) =>
    withSubmit((submit) => submit.onOrderRequested(action)),
  );
  yield takeLeading(offerRequested.type, (action: ReturnType<typeof offerRequested>) =>
    withSubmit((submit) => submit.onOfferRequested(action)),
  );
}
