/**
 * A stand-in for the browser's WebSocket: tests open, feed and drop it by hand. Install it with
 * installFakeWebSocket() (it replaces the global for the test and restores it afterwards).
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  /** Every socket created, in order. */
  static instances: FakeWebSocket[] = [];

  readyState = FakeWebSocket.CONNECTING;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  send(text: string): void {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('send on a socket that is not open');
    this.sent.push(text);
  }

  close(code = 1000): void {
    this.closedWith = code;
    this.readyState = FakeWebSocket.CLOSED;
  }

  /** The server accepts the connection. */
  serverOpens(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  serverSends(data: unknown): void {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    this.onmessage?.(new MessageEvent('message', { data: text }));
  }

  /** The connection drops (network, server restart, policy close). */
  drop(code = 1006): void {
    this.readyState = FakeWebSocket.CLOSED;
    this.onerror?.(new Event('error'));
    this.onclose?.(Object.assign(new Event('close'), { code }) as CloseEvent);
  }

  /** The checkOnlineUsers messages this socket sent, parsed. */
  sentMessages(): unknown[] {
    return this.sent.map((text) => JSON.parse(text));
  }
}

export function installFakeWebSocket(): { restore(): void; latest(): FakeWebSocket } {
  const original = globalThis.WebSocket;
  FakeWebSocket.instances = [];
  (globalThis as unknown as { WebSocket: unknown }).WebSocket = FakeWebSocket;
  return {
    restore: () => {
      (globalThis as unknown as { WebSocket: unknown }).WebSocket = original;
    },
    latest: () => {
      const socket = FakeWebSocket.instances[FakeWebSocket.instances.length - 1];
      if (!socket) throw new Error('no socket was opened');
      return socket;
    },
  };
}
