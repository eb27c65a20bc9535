import type { EventChannel, SagaIterator } from 'redux-saga';
import { call, put, race, select, take } from 'redux-saga/effects';
import type { HostConfig } from '../../contract/hostConfig';
import type { PaymentResult } from '../../contract/payment';
import { summaryPath } from '../../domain/checkout/checkoutSteps';
import { paymentFrameOrigin } from '../../domain/checkout/paymentFrame';
import { cartLoadRequested } from '../../store/cart/cartIntents';
import { checkoutActions as actions } from '../../store/checkout/checkout';
import { selectBasePath } from '../../store/core/config';
import { getConfig } from '../runtime/context';
import { paymentFrameChannel, type FrameEvent } from './paymentFrameChannel';
import { replacePath, scrollToTop } from '../runtime/browser';

/** What ends a payment besides the frame's own messages: the modal closed, another step, the widget gone. */
const PAYMENT_ENDS = [actions.paymentClosed.type, actions.stepShown.type, actions.closed.type];

/**
 * The summary of a paid checkout has its own address: the payment step's history entry becomes
 * /sepet/odeme/ozet/{paymentId}, so a reload shows the same summary. A paid cart is empty now: the
 * shared cart state reloads, so the mini cart agrees.
 */
function* paid(result: PaymentResult): SagaIterator {
  const basePath: string = yield select(selectBasePath);
  yield put(actions.paymentSucceeded(result));
  yield call(replacePath, summaryPath(result.paymentId, basePath));
  yield call(scrollToTop);
  if (result.paymentType === 'order') yield put(cartLoadRequested());
}

/**
 * One payment's frame messages: loading toggles the spinner, dialogClose closes the
 * modal (the form keeps the card, so a declined one can be corrected), payment_succeed goes to the
 * summary. Only the frame's exact origin and the frame's own window are heard (paymentFrameChannel);
 * anything else is ignored, and logged once per payment without its content.
 */
export function* watchPaymentFrame(frameId: string): SagaIterator {
  const config: HostConfig = yield getConfig();
  const origin = paymentFrameOrigin(config.paymentFrameOrigin);
  if (origin === null) return;
  const channel: EventChannel<FrameEvent> = yield call(paymentFrameChannel, origin, frameId);
  let warned = false;
  try {
    while (true) {
      const { event }: { event?: FrameEvent } = yield race({ event: take(channel), end: take(PAYMENT_ENDS) });
      if (!event) return;
      if (event.kind === 'ignored') {
        if (!warned)
          console.warn(`[b2b] a message that is not the payment frame's was ignored (${event.reason})`);
        warned = true;
        continue;
      }
      const message = event.message;
      if (message.type === 'loading') {
        yield put(actions.frameLoadingChanged(message.loading));
      } else if (message.type === 'dialogClose') {
        yield put(actions.paymentClosed());
        return;
      } else {
        yield call(paid, message.result);
        return;
      }
    }
  } finally {
    channel.close();
  }
}
