import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, fork, getContext, put, select, take, takeEvery } from 'redux-saga/effects';
import type { User } from '../../contract/hostConfig';
import { cartLoadRequested } from '../../store/cart/cartIntents';
import { cartActions } from '../../store/cart/cart';
import { selectBasePath, selectUser } from '../../store/core/config';

/**
 * Tabs of the storefront tell each other that the cart changed; each then reads it again. One
 * channel per storefront: two storefronts under one origin (other base paths) have other carts.
 */
const channelName = (basePath: string) => `b2b-cart:${basePath}`;

/** Changes made in this tab that the other tabs must see (a load only reads, so it is not passed on). */
const CHANGES = [
  cartActions.itemAdded.type,
  cartActions.itemUpdated.type,
  cartActions.itemRemoved.type,
  cartActions.cleared.type,
  cartActions.batchAdded.type,
];

/** Node's BroadcastChannel (tests) would keep the process alive; browsers have no unref. */
function keepNoProcessAlive(channel: BroadcastChannel): BroadcastChannel {
  (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  return channel;
}

function messagesOf(channel: BroadcastChannel): EventChannel<true> {
  return eventChannel((emit) => {
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown } | null;
      if (data && data.type === 'cart-changed') emit(true);
    };
    return () => {
      channel.onmessage = null;
    };
  });
}

function* tellOtherTabs(channel: BroadcastChannel, action: { type: string }): SagaIterator {
  try {
    yield call([channel, channel.postMessage], { type: 'cart-changed', operation: action.type });
  } catch (error) {
    console.error('[b2b] the other tabs could not be told about the cart:', error);
  }
}

/**
 * Two tabs of the storefront agree: a change of the cart here is posted on a BroadcastChannel, and a
 * change posted by another tab reads the cart again, so every mini cart and cart page follows without
 * a reload. One channel object sends and receives, so a tab never hears its own changes. Without
 * BroadcastChannel a tab sees the change at its next cart load.
 */
export function* cartSyncFlow(): SagaIterator {
  const enabled: boolean = yield getContext('crossTabSync');
  const user: User = yield select(selectUser);
  if (!enabled || !user.authenticated || user.admin || typeof BroadcastChannel === 'undefined') return;
  const basePath: string = yield select(selectBasePath);
  const channel = keepNoProcessAlive(new BroadcastChannel(channelName(basePath)));
  const messages: EventChannel<true> = yield call(messagesOf, channel);
  yield fork(function* send() {
    yield takeEvery(CHANGES, tellOtherTabs, channel);
  });
  try {
    while (true) {
      yield take(messages);
      yield put(cartLoadRequested());
    }
  } finally {
    messages.close();
    channel.close();
  }
}
