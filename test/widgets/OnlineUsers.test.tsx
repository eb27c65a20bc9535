import { act, screen, within } from '@testing-library/react';
import { OnlineUsers } from '../../src/widgets/OnlineUsers/OnlineUsers';
import { installFakeWebSocket } from '../support/fakeWebSocket';
import { createTestStore, renderWidget, testConfig } from '../support/renderWidget';

const USERS = [
  { id: 2, name: 'Yıldız Elektrik', date: '23.11.2026 18:36', status: 'online' },
  { id: 5, name: 'ışık Market', date: '23.11.2026 14:34', status: 'offline' },
];

let sockets: ReturnType<typeof installFakeWebSocket>;
beforeEach(() => {
  jest.useFakeTimers();
  sockets = installFakeWebSocket();
});
afterEach(() => {
  sockets.restore();
  jest.useRealTimers();
});

async function mounted(socketUrl = 'ws://localhost/ws') {
  const result = renderWidget(<OnlineUsers />, createTestStore(testConfig({ socketUrl })));
  await act(() => jest.advanceTimersByTimeAsync(0));
  return result;
}
async function serverSends(onlineUsers: unknown[]) {
  const socket = sockets.latest();
  await act(async () => {
    socket.serverOpens();
    socket.serverSends({ type: 'updateOnlineUsers', onlineUsers });
    await jest.advanceTimersByTimeAsync(0);
  });
}

describe('OnlineUsers', () => {
  it('says it is connecting until the first list arrives', async () => {
    await mounted();
    expect(document.querySelector('.b2b-online-users__note')!.textContent).toBe('Bağlanıyor...');
  });

  it('shows a card per user: initial, name, last seen and the status as dot and text', async () => {
    await mounted();
    await serverSends(USERS);
    const cards = within(screen.getByRole('list', { name: 'Çevrimiçi Kullanıcılar' })).getAllByRole(
      'listitem',
    );
    expect(cards.map((card) => card.textContent)).toEqual([
      'YYıldız ElektrikSon görülme: 23.11.2026 18:36Çevrimiçi',
      'Iışık MarketSon görülme: 23.11.2026 14:34Çevrimdışı',
    ]);
    expect(cards[0]!.querySelector('.b2b-online-user__status--online .b2b-online-user__dot')).not.toBeNull();
    expect(cards[1]!.querySelector('.b2b-online-user__status--offline .b2b-online-user__dot')).not.toBeNull();
    expect(screen.queryByText('Şu anda çevrimiçi kullanıcı bulunmamaktadır.')).toBeNull();
  });

  it('shows the empty message when nobody is online', async () => {
    await mounted();
    await serverSends([]);
    expect(screen.getByText('Şu anda çevrimiçi kullanıcı bulunmamaktadır.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('follows the live list', async () => {
    await mounted();
    await serverSends([USERS[1]]);
    expect(screen.getByText('Şu anda çevrimiçi kullanıcı bulunmamaktadır.')).toBeTruthy();
    await act(async () => {
      sockets.latest().serverSends({ type: 'updateOnlineUsers', onlineUsers: USERS });
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('Şu anda çevrimiçi kullanıcı bulunmamaktadır.')).toBeNull();
  });

  it('shows that it reconnects after a drop, keeping the last list', async () => {
    await mounted();
    await serverSends(USERS);
    await act(async () => {
      sockets.latest().drop();
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(document.querySelector('.b2b-online-users__note')!.textContent).toBe(
      'Bağlantı koptu. Yeniden bağlanılıyor...',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    await serverSends(USERS);
    expect(document.querySelector('.b2b-online-users__note')!.textContent).toBe('');
  });

  it('closes the socket when it goes away (leaving the page)', async () => {
    const { unmount } = await mounted();
    await serverSends(USERS);
    const socket = sockets.latest();
    unmount();
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(socket.closedWith).toBe(1000);
  });

  it('says the list cannot be shown without a socket address', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await mounted('');
    expect(screen.getByRole('alert').textContent).toBe('Çevrimiçi kullanıcılar şu anda gösterilemiyor.');
    jest.restoreAllMocks();
  });
});
