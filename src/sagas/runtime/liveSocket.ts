import { buffers, eventChannel, type EventChannel } from 'redux-saga';

export type SocketEvent =
  { kind: 'open' } | { kind: 'message'; data: unknown } | { kind: 'closed'; code: number };

/** A WebSocket seen by a saga: its events as a channel, and send/close. */
export interface LiveSocket {
  events: EventChannel<SocketEvent>;
  /** Sends when the socket is open; otherwise does nothing (the next poll tries again). */
  send(text: string): void;
  /** Closes the socket and the channel; safe to call more than once. */
  close(): void;
}

const OPEN = 1;
const CLOSING = 2;
const NORMAL_CLOSURE = 1000;

/**
 * Opens a WebSocket to url. An address the browser refuses (not ws:/wss:) surfaces as an
 * immediate 'closed' event, so the caller's reconnect logic is the one place failures are handled.
 */
export function openLiveSocket(url: string): LiveSocket {
  let socket: WebSocket | null = null;
  const events = eventChannel<SocketEvent>((emit) => {
    try {
      socket = new WebSocket(url);
    } catch {
      queueMicrotask(() => emit({ kind: 'closed', code: 0 }));
      return () => undefined;
    }
    const live = socket;
    live.onopen = () => emit({ kind: 'open' });
    live.onmessage = (event: MessageEvent) => emit({ kind: 'message', data: event.data });
    // An error is always followed by close, which carries the code: nothing to do here.
    live.onerror = () => undefined;
    live.onclose = (event: CloseEvent) => emit({ kind: 'closed', code: event.code });
    return () => {
      live.onopen = null;
      live.onmessage = null;
      live.onerror = null;
      live.onclose = null;
      if (live.readyState < CLOSING) live.close(NORMAL_CLOSURE);
    };
  }, buffers.expanding<SocketEvent>(8));
  return {
    events,
    send(text) {
      if (socket?.readyState === OPEN) socket.send(text);
    },
    close() {
      events.close();
    },
  };
}
