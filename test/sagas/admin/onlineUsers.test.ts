import { onlineUsersActions as actions, selectOnlineUsers } from '../../../src/store/admin/onlineUsers';
import { ONLINE_USERS_POLL_MS } from '../../../src/domain/shared/timings';
import { FakeWebSocket, installFakeWebSocket } from '../../support/fakeWebSocket';
import { createTestStore, testConfig } from '../../support/renderWidget';

const SOCKET_URL = 'ws://localhost/ws';
const bayi1 = { id: 2, name: 'Yıldız Elektrik', date: '23.11.2026 18:36', status: 'online' };
const update = (onlineUsers: unknown[]) => ({ type: 'updateOnlineUsers', onlineUsers });

/** Runs pending promises and timers up to ms (the lazy chunk and the channel need a few turns). */
async function advance(ms = 0) {
  await jest.advanceTimersByTimeAsync(ms);
}

describe('online users socket (eventChannel)', () => {
  let sockets: ReturnType<typeof installFakeWebSocket>;
  let errorSpy: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    sockets = installFakeWebSocket();
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    sockets.restore();
    errorSpy.mockRestore();
    jest.useRealTimers();
  });

  async function opened() {
    const store = createTestStore(testConfig({ socketUrl: SOCKET_URL }));
    store.dispatch(actions.opened());
    await advance();
    return store;
  }
  const state = (store: ReturnType<typeof createTestStore>) => selectOnlineUsers(store.getState());

  it('connects to the config socketUrl and sends checkOnlineUsers with the domain on open', async () => {
    const store = await opened();
    expect(state(store).connection).toBe('connecting');
    const socket = sockets.latest();
    expect(socket.url).toBe(SOCKET_URL);
    expect(socket.sent).toEqual([]);
    socket.serverOpens();
    await advance();
    expect(state(store).connection).toBe('open');
    expect(socket.sentMessages()).toEqual([{ type: 'checkOnlineUsers', domain: 'localhost' }]);
  });

  it('asks again every 10 s while open', async () => {
    await opened();
    const socket = sockets.latest();
    socket.serverOpens();
    await advance(ONLINE_USERS_POLL_MS - 1);
    expect(socket.sent).toHaveLength(1);
    await advance(1);
    expect(socket.sent).toHaveLength(2);
    await advance(ONLINE_USERS_POLL_MS * 3);
    expect(socket.sent).toHaveLength(5);
  });

  it('stores the users of updateOnlineUsers and ignores messages it does not understand', async () => {
    const store = await opened();
    const socket = sockets.latest();
    socket.serverOpens();
    socket.serverSends(update([bayi1]));
    await advance();
    expect(state(store).users).toEqual([bayi1]);
    socket.serverSends('not json');
    socket.serverSends({ type: 'somethingElse' });
    socket.serverSends(update([{ id: 'x' }]));
    await advance();
    expect(state(store).users).toEqual([bayi1]);
    expect(errorSpy).toHaveBeenCalledTimes(3);
  });

  it('reconnects after a drop with backoff 1 s, 2 s, 4 s … up to 30 s, showing that it reconnects', async () => {
    const store = await opened();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const socket = sockets.latest();
      socket.drop();
      await advance();
      expect(state(store).connection).toBe('reconnecting');
      const wait = state(store).retryInMs!;
      waits.push(wait);
      const count = FakeWebSocket.instances.length;
      await advance(wait - 1);
      expect(FakeWebSocket.instances).toHaveLength(count);
      await advance(1);
      expect(FakeWebSocket.instances).toHaveLength(count + 1);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('starts again from 1 s once a connection delivered a list, and keeps the last list meanwhile', async () => {
    const store = await opened();
    sockets.latest().drop();
    await advance(1000);
    sockets.latest().drop();
    await advance(2000);
    const socket = sockets.latest();
    socket.serverOpens();
    socket.serverSends(update([bayi1]));
    await advance();
    expect(state(store).connection).toBe('open');
    socket.drop();
    await advance();
    expect(state(store)).toMatchObject({ connection: 'reconnecting', retryInMs: 1000, users: [bayi1] });
  });

  it('stops polling the dropped socket', async () => {
    await opened();
    const first = sockets.latest();
    first.serverOpens();
    await advance();
    first.drop();
    await advance(ONLINE_USERS_POLL_MS * 2);
    expect(first.sent).toHaveLength(1);
  });

  it('closes the socket when the widget goes away, and does not reconnect', async () => {
    const store = await opened();
    const socket = sockets.latest();
    socket.serverOpens();
    await advance();
    store.dispatch(actions.closed());
    await advance();
    expect(socket.closedWith).toBe(1000);
    expect(state(store)).toMatchObject({ connection: 'idle', users: null });
    await advance(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(socket.sent).toHaveLength(1);
  });

  it('cancels a pending reconnection when the widget goes away', async () => {
    const store = await opened();
    sockets.latest().drop();
    await advance();
    store.dispatch(actions.closed());
    await advance(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('keeps one socket for two widgets and closes it with the last', async () => {
    const store = await opened();
    store.dispatch(actions.opened());
    await advance();
    expect(FakeWebSocket.instances).toHaveLength(1);
    store.dispatch(actions.closed());
    await advance();
    expect(sockets.latest().closedWith).toBeNull();
    store.dispatch(actions.closed());
    await advance();
    expect(sockets.latest().closedWith).toBe(1000);
  });

  it('is unavailable without a socketUrl and opens nothing', async () => {
    const store = createTestStore(testConfig({ socketUrl: '' }));
    store.dispatch(actions.opened());
    await advance();
    expect(state(store).connection).toBe('unavailable');
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('treats an address the browser refuses as a drop and retries', async () => {
    class Refusing extends FakeWebSocket {
      constructor(url: string) {
        super(url);
        throw new SyntaxError('bad url');
      }
    }
    (globalThis as unknown as { WebSocket: unknown }).WebSocket = Refusing;
    const store = await opened();
    expect(state(store)).toMatchObject({ connection: 'reconnecting', retryInMs: 1000 });
    await advance(1000);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });
});
