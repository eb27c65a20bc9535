import type { Action } from '@reduxjs/toolkit';
import type { Channel, SagaIterator, Task } from 'redux-saga';
import { call, cancel, delay, fork, put, take } from 'redux-saga/effects';
import type { HostConfig } from '../../contract/hostConfig';
import type { CheckOnlineUsersMessage } from '../../contract/admin';
import { updateOnlineUsersDecoder } from '../../contract/admin';
import { decode } from '../../contract/decode';
import { reconnectDelay } from '../../domain/shared/reconnect';
import { ONLINE_USERS_POLL_MS } from '../../domain/shared/timings';
import { onlineUsersActions as actions } from '../../store/admin/onlineUsers';
import { currentDomain } from '../runtime/browser';
import { getConfig } from '../runtime/context';
import { openLiveSocket, type LiveSocket, type SocketEvent } from '../runtime/liveSocket';

/** checkOnlineUsers with the domain: at once on open, then every 10 s while the socket is up. */
function* poll(socket: LiveSocket, domain: string): SagaIterator {
  const message: CheckOnlineUsersMessage = { type: 'checkOnlineUsers', domain };
  const text = JSON.stringify(message);
  for (;;) {
    yield call([socket, socket.send], text);
    yield delay(ONLINE_USERS_POLL_MS);
  }
}

/** An updateOnlineUsers message, or null for anything else (logged, the list stays as it was). */
function usersOf(data: unknown) {
  try {
    return decode(updateOnlineUsersDecoder, JSON.parse(String(data)), 'message').onlineUsers;
  } catch (error) {
    console.error('[b2b] an online-users message was not understood:', error);
    return null;
  }
}

/**
 * One connection from open to drop. Returns whether it delivered a list: only a connection that
 * did so resets the backoff (a socket the server accepts and closes at once must not retry every second).
 */
function* session(socket: LiveSocket, domain: string): SagaIterator<boolean> {
  let delivered = false;
  let poller: Task | null = null;
  try {
    for (;;) {
      const event: SocketEvent = yield take(socket.events);
      if (event.kind === 'closed') return delivered;
      if (event.kind === 'open') {
        yield put(actions.connected());
        poller = yield fork(poll, socket, domain);
      } else {
        const users = usersOf(event.data);
        if (users) {
          delivered = true;
          yield put(actions.usersReceived(users));
        }
      }
    }
  } finally {
    if (poller) yield cancel(poller);
    // Also when the widget goes away and this saga is cancelled: leaving the page closes the socket.
    socket.close();
  }
}

/** Connects, and after every drop reconnects with backoff (1 s doubling to 30 s) until cancelled. */
function* connection(url: string): SagaIterator {
  const domain: string = yield call(currentDomain);
  let attempt = 0;
  for (;;) {
    yield put(actions.connecting());
    const socket: LiveSocket = yield call(openLiveSocket, url);
    const delivered: boolean = yield call(session, socket, domain);
    if (delivered) attempt = 0;
    const wait = reconnectDelay(attempt);
    attempt += 1;
    yield put(actions.disconnected({ retryInMs: wait }));
    yield delay(wait);
  }
}

/**
 * The OnlineUsers widget's live channel: open while at least one widget is
 * mounted, closed when the last one goes.
 */
export function* runOnlineUsers(intents: Channel<Action>): SagaIterator {
  let mounted = 0;
  let task: Task | null = null;
  for (;;) {
    const action: Action = yield take(intents);
    if (actions.opened.match(action)) {
      mounted += 1;
      if (mounted > 1) continue;
      const config: HostConfig = yield getConfig();
      if (config.socketUrl.trim() === '') {
        console.error('[b2b] OnlineUsers: the config has no socketUrl.');
        yield put(actions.unavailable());
      } else task = yield fork(connection, config.socketUrl);
    } else if (actions.closed.match(action)) {
      if (mounted === 0) continue;
      mounted -= 1;
      if (mounted > 0) continue;
      if (task) yield cancel(task);
      task = null;
      yield put(actions.stopped());
    }
  }
}
