/**
 * A buyer is told what became of their order that waited for approval. Decisions known when
 * the page was made come in the config block and show at once; later ones come through the socket,
 * which the page asks 10 s after it opened and then every 10 s, reconnecting after a drop.
 */
import { act, screen } from '@testing-library/react';
import { ANONYMOUS_USER } from '../../../src/contract/hostConfigDefaults';
import type { OrderNotice, User } from '../../../src/contract/hostConfig';
import { ORDER_NOTICES_POLL_MS, ORDER_NOTICES_START_MS } from '../../../src/domain/shared/timings';
import { en } from '../../../src/i18n/en';
import { tr } from '../../../src/i18n/tr';
import { registerLabelTable } from '../../../src/i18n/translate';
import { selectOrderList, orderListActions } from '../../../src/store/history/orderList';
import { installFakeWebSocket } from '../../support/fakeWebSocket';
import { makeOrder, orderPage } from '../../support/history';
import { createTestStore, renderWidget, testConfig } from '../../support/renderWidget';

const SOCKET_URL = 'ws://localhost/ws';
const REJECTED: OrderNotice = { orderNo: 'SP100018', status: 'rejected', reason: 'Bütçe aşıldı' };
const APPROVED: OrderNotice = { orderNo: 'SP100019', status: 'approved', reason: '' };

function start(user: Partial<User>, locale: 'tr' | 'en' = 'tr', store = storeFor(user, locale)) {
  return renderWidget(<div />, store);
}

function storeFor(user: Partial<User>, locale: 'tr' | 'en' = 'tr') {
  return createTestStore(
    testConfig({
      locale,
      socketUrl: SOCKET_URL,
      user: {
        ...ANONYMOUS_USER,
        authenticated: true,
        id: 7,
        name: 'Mert Demir',
        companyRole: 'satinalma',
        ...user,
      },
    }),
  );
}

const advance = (ms = 0) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('order notices', () => {
  let sockets: ReturnType<typeof installFakeWebSocket>;
  beforeAll(() => {
    registerLabelTable('tr', tr);
    registerLabelTable('en', en);
  });
  beforeEach(() => {
    jest.useFakeTimers();
    sockets = installFakeWebSocket();
  });
  afterEach(() => {
    sockets.restore();
    jest.useRealTimers();
  });

  it('shows the decisions of the config block at once, in the page’s language', async () => {
    start({ notices: [REJECTED, APPROVED] });
    await advance();
    expect(await screen.findByText('SP100018 numaralı siparişiniz reddedildi: Bütçe aşıldı')).toBeTruthy();
    expect(await screen.findByText('SP100019 numaralı siparişiniz onaylandı.')).toBeTruthy();
  });

  it('in English', async () => {
    start({ notices: [REJECTED] }, 'en');
    await advance();
    expect(await screen.findByText('Your order SP100018 was rejected: Bütçe aşıldı')).toBeTruthy();
  });

  it('asks the socket 10 s after the page opened, then every 10 s, and shows what it answers', async () => {
    start({});
    await advance(ORDER_NOTICES_START_MS - 1);
    expect(() => sockets.latest()).toThrow('no socket');
    await advance(1);
    const socket = sockets.latest();
    expect(socket.url).toBe(SOCKET_URL);
    socket.serverOpens();
    await advance();
    expect(socket.sentMessages()).toEqual([{ type: 'checkNotices' }]);
    await advance(ORDER_NOTICES_POLL_MS);
    expect(socket.sent).toHaveLength(2);
    socket.serverSends({ type: 'orderNotices', notices: [] });
    socket.serverSends({ type: 'orderNotices', notices: [APPROVED] });
    await advance();
    expect(await screen.findByText('SP100019 numaralı siparişiniz onaylandı.')).toBeTruthy();
  });

  it('ignores (and logs) a message it does not understand, and reconnects after a drop', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    start({});
    await advance(ORDER_NOTICES_START_MS);
    const first = sockets.latest();
    first.serverOpens();
    first.serverSends({ type: 'orderNotices', notices: 'hepsi' });
    await advance();
    expect(errors).toHaveBeenCalledWith('[b2b] an order notice was not understood:', expect.anything());
    expect(document.querySelector('.Toastify__toast')).toBeNull();
    first.drop();
    // Nothing understood on that connection: the backoff goes on from its first step, 1 s.
    await advance(999);
    expect(sockets.latest()).toBe(first);
    await advance(1);
    await advance();
    expect(sockets.latest()).not.toBe(first);
    errors.mockRestore();
  });

  it('keeps the toast until the buyer closes it, and an open order list shows the decision', async () => {
    const hostile = "Bütçe $& $` $' $1 \u0000 <script>x</script>\naşıldı";
    const store = storeFor({});
    store.dispatch(
      orderListActions.received(
        orderPage([
          makeOrder({ id: 1, orderNo: 'SP100018', status: 'waiting', placedBy: 7 }),
          makeOrder({ id: 2, orderNo: 'SP100019', status: 'waiting', placedBy: 7 }),
          makeOrder({ id: 3, orderNo: 'SP100020', status: 'waiting', placedBy: 7 }),
        ]),
      ),
    );
    start({}, 'tr', store);
    await advance(ORDER_NOTICES_START_MS);
    const socket = sockets.latest();
    socket.serverOpens();
    socket.serverSends({ type: 'orderNotices', notices: [{ ...REJECTED, reason: hostile }, APPROVED] });
    await advance();
    const statuses = () =>
      selectOrderList(store.getState()).items.map(({ orderNo, status, rejectReason }) => ({
        orderNo,
        status,
        rejectReason,
      }));
    expect(statuses()).toEqual([
      { orderNo: 'SP100018', status: 'rejected', rejectReason: hostile },
      { orderNo: 'SP100019', status: 'placed', rejectReason: '' },
      { orderNo: 'SP100020', status: 'waiting', rejectReason: '' },
    ]);
    const text = `SP100018 numaralı siparişiniz reddedildi: ${hostile}`;
    await screen.findAllByRole('alert');
    expect(document.querySelector('.Toastify__toast--warning')?.textContent).toBe(text);
    // Far beyond the 5 s of other toasts, both are still there, each with its close button.
    await advance(60_000);
    expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /close/i })).toHaveLength(2);
  });

  it('never opens a socket for a visitor or a store administrator', async () => {
    for (const user of [ANONYMOUS_USER, { ...ANONYMOUS_USER, authenticated: true, admin: true, id: 3 }]) {
      const view = start({ ...user, companyRole: null });
      await advance(ORDER_NOTICES_START_MS * 3);
      view.unmount();
    }
    expect(() => sockets.latest()).toThrow('no socket');
  });
});
