/**
 * The ApprovalQueue widget as an Onaylayıcı uses it with the keyboard only: the waiting
 * orders with their buyers and limits, the lines unfolding, Onayla, Reddet with its required reason,
 * one's own order without the buttons, the empty queue, a failed load, and the English labels.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import type { RunningAppStore } from '../../src/app/createAppStore';
import { REJECT_REASON_MAX, type Approval } from '../../src/contract/company';
import { en } from '../../src/i18n/en';
import { registerLabelTable } from '../../src/i18n/translate';
import { approvalQueueActions } from '../../src/store/company/approvalQueue';
import { ApprovalQueue } from '../../src/widgets/ApprovalQueue/ApprovalQueue';
import { makeOrder, makeOrderItem } from '../support/history';
import { createTestStore, renderWidget, TEST_ORIGIN, testConfig } from '../support/renderWidget';

const PATH = '/api/company/approvals';
const refusal = (type: string) => ({ error: { messages: { type } } });

function makeApproval(id: number, overrides: Partial<Approval> = {}): Approval {
  return {
    order: makeOrder({
      id,
      orderNo: `SP10000${id}`,
      status: 'waiting',
      description: '',
      subtotal: 10000,
      taxTotal: 2000,
      total: 12000,
      orderItems: [
        makeOrderItem({ quantity: 80, price: 100, total: 8000 }),
        makeOrderItem({
          id: 2,
          code: 'VK-2002',
          name: 'Viko Priz',
          quantity: 4,
          price: 500,
          total: 2000,
          productUnit: { value: 'KOLI', multiplier: 10, label: 'Koli' },
        }),
      ],
    }),
    buyer: { id: 21, name: 'Mert Demir' },
    limits: { orderLimit: 10000, monthlyLimit: null, monthlyUsed: 0 },
    totalTry: 12000,
    reason: null,
    own: false,
    ...overrides,
  };
}

const first = makeApproval(5, {
  order: { ...makeApproval(5).order, description: 'Kadıköy şantiyesi, acil' },
});
const second = makeApproval(6, {
  buyer: { id: 22, name: 'Zeynep Kaya' },
  limits: { orderLimit: null, monthlyLimit: 50000, monthlyUsed: 45000.5 },
});
const unlimited = makeApproval(7, {
  buyer: { id: 23, name: 'Ali Veli' },
  limits: { orderLimit: null, monthlyLimit: null, monthlyUsed: 0 },
});

const stores: RunningAppStore[] = [];
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  window.history.replaceState(null, '', '/hesap/onaylar');
});
afterEach(() => {
  for (const store of stores.splice(0)) store.dispatch(approvalQueueActions.closed());
  nock.cleanAll();
  jest.restoreAllMocks();
});

async function setup(approvals: Approval[] = [first, second], config = testConfig()) {
  nock(TEST_ORIGIN).get(PATH).reply(200, { approvals });
  const user = userEvent.setup();
  const store = createTestStore(config);
  stores.push(store);
  const view = renderWidget(<ApprovalQueue />, store);
  if (approvals.length > 0) await screen.findByRole('rowheader', { name: approvals[0]!.order.orderNo });
  return { ...view, user };
}

const rowOf = (orderNo: string) => screen.getByRole('rowheader', { name: orderNo }).closest('tbody')!;

/** Tab (only the keyboard) until the focus is on the control named so; fails if it never gets there. */
async function tabTo(user: ReturnType<typeof userEvent.setup>, name: string, within?: HTMLElement) {
  for (let i = 0; i < 40; i++) {
    await user.tab();
    const active = document.activeElement as HTMLElement | null;
    const label = active?.getAttribute('aria-label') ?? active?.textContent?.trim();
    if (active && label === name && (!within || within.contains(active))) return active;
  }
  throw new Error(`the keyboard never reached "${name}"`);
}

/** Onayla's question answered 'Evet, Onayla' with the keyboard. */
async function confirmApproval(user: ReturnType<typeof userEvent.setup>, yes = 'Evet, Onayla') {
  await tabTo(user, yes, screen.getByRole('dialog'));
  await user.keyboard('{Enter}');
}

describe('ApprovalQueue', () => {
  it('lists each waiting order with its number, date, buyer, total, limits and note', async () => {
    await setup([first, second, unlimited]);
    expect(screen.getByRole('region', { name: 'Onay Bekleyen Siparişler' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Onay Bekleyen Siparişler' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Sipariş No',
      'Tarih',
      'Sipariş Veren',
      'Toplam',
      'Limitleri',
      'İşlemler',
      'Detay',
    ]);
    expect(screen.getByText('Toplam 3 sipariş')).toBeTruthy();
    const row = within(rowOf('SP100005'));
    expect(row.getByText('14.03.2025 12:30')).toBeTruthy();
    expect(row.getByText('Mert Demir')).toBeTruthy();
    expect(row.getByText('₺12.000,00')).toBeTruthy();
    expect(row.getByText('Sipariş başına: ₺10.000,00')).toBeTruthy();
    expect(row.getByText('Kadıköy şantiyesi, acil')).toBeTruthy();
    expect(row.getByRole('button', { name: 'Onayla' })).toBeTruthy();
    expect(row.getByRole('button', { name: 'Reddet' })).toBeTruthy();
    expect(
      within(rowOf('SP100006')).getByText('Aylık: ₺50.000,00 (bu ay ₺45.000,50 kullanıldı)'),
    ).toBeTruthy();
    expect(within(rowOf('SP100006')).queryByText(/Sipariş başına/)).toBeNull();
    expect(within(rowOf('SP100007')).getByText('Limitsiz')).toBeTruthy();
  });

  it.each([
    [
      'tr',
      'Sipariş başına 10.000,00 TL limitini 2.000,00 TL aştı.',
      'Aylık 60.000,00 TL limitini aştı: gönderildiğinde bu ay 63.178,92 TL kullanılmıştı, 0,00 TL kalmıştı.',
    ],
    [
      'en',
      'Over the per-order limit of 10.000,00 TL by 2.000,00 TL.',
      'Over the monthly limit of 60.000,00 TL: 63.178,92 TL used this month when it was sent, 0,00 TL left.',
    ],
  ] as const)(
    'says why each order waits as it was judged when sent, not by the buyer’s limits of today (%s)',
    async (locale, perOrder, monthly) => {
      registerLabelTable('en', en);
      const hostile = "Ali $& $` $' $1 <script>x</script>";
      const byOrder = makeApproval(5, {
        buyer: { id: 21, name: hostile },
        reason: { limit: 'order', amount: 10000, used: 0 },
        limits: { orderLimit: null, monthlyLimit: null, monthlyUsed: 0 },
      });
      const byMonth = makeApproval(6, {
        totalTry: 99.88,
        reason: { limit: 'monthly', amount: 60000, used: 63178.92 },
        limits: { orderLimit: null, monthlyLimit: 90000, monthlyUsed: 63278.8 },
      });
      await setup([byOrder, byMonth], testConfig({ locale }));
      const first = within(rowOf('SP100005'));
      expect(first.getByText(perOrder)).toBeTruthy();
      expect(first.getByText(hostile)).toBeTruthy();
      expect(first.queryByText(/Limitsiz|No limit/)).toBeNull();
      const second = within(rowOf('SP100006'));
      expect(second.getByText(monthly)).toBeTruthy();
      expect(second.queryByText(/90\.000/)).toBeNull();
    },
  );

  it('unfolds and folds an order’s lines with the keyboard', async () => {
    const { user } = await setup();
    const fold = await tabTo(user, 'Detay', rowOf('SP100005'));
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Enter}');
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    const items = within(screen.getByRole('table', { name: 'SP100005 numaralı siparişin ürünleri' }));
    expect(items.getByText('VK-2002')).toBeTruthy();
    expect(items.getByRole('link', { name: 'Viko Priz' })).toBeTruthy();
    expect(items.getByRole('img', { name: 'Viko Priz' })).toBeTruthy();
    expect(items.getByText('80 ADET')).toBeTruthy();
    expect(items.getByText('4 Koli')).toBeTruthy();
    expect(items.getByText('₺500,00')).toBeTruthy();
    expect(items.getByText('₺8.000,00')).toBeTruthy();
    const details = rowOf('SP100005');
    expect(within(details).getByText('Ara Toplam').nextElementSibling!.textContent).toBe('₺10.000,00');
    expect(within(details).getByText('KDV').nextElementSibling!.textContent).toBe('₺2.000,00');
    expect(within(details).getByText('Genel Toplam').nextElementSibling!.textContent).toBe('₺12.000,00');
    await user.keyboard(' ');
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table', { name: 'SP100005 numaralı siparişin ürünleri' })).toBeNull();
  });

  it('Onayla asks first in a labelled dialog with the total; Escape cancels, the focus kept; only Evet approves', async () => {
    const { user } = await setup();
    const api = nock(TEST_ORIGIN)
      .post(`${PATH}/5/approve`)
      .reply(200, { success: true, order: { ...first.order, status: 'placed' } });
    const opener = await tabTo(user, 'Onayla', rowOf('SP100005'));
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Siparişi Onayla · SP100005' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(
      within(dialog).getByText(
        'SP100005 numaralı sipariş (₺12.000,00) onaylansın mı? Onaylanınca sipariş verilir.',
      ),
    ).toBeTruthy();
    // The safe answer has the focus, and Tab stays in the dialog.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(api.isDone()).toBe(false);

    await user.keyboard('{Enter}');
    await tabTo(user, 'Evet, Onayla', screen.getByRole('dialog'));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('SP100005 numaralı sipariş onaylandı.')).toBeTruthy();
    api.done();
  });

  it('Onayla: the buttons wait for the call, then the order leaves with a toast and the focus goes on', async () => {
    const { user } = await setup();
    const api = nock(TEST_ORIGIN)
      .post(`${PATH}/5/approve`)
      .delay(50)
      .reply(200, { success: true, order: { ...first.order, status: 'placed' } });
    await tabTo(user, 'Onayla', rowOf('SP100005'));
    await user.keyboard('{Enter}');
    await confirmApproval(user);
    const row = within(rowOf('SP100005'));
    expect((row.getByRole('button', { name: /Onayla/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((row.getByRole('button', { name: 'Reddet' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText('SP100005 numaralı sipariş onaylandı.')).toBeTruthy();
    api.done();
    expect(screen.queryByRole('rowheader', { name: 'SP100005' })).toBeNull();
    expect(screen.getByText('Toplam 1 sipariş')).toBeTruthy();
    // The keyboard is not dropped: the next order's Onayla has the focus.
    expect(document.activeElement).toBe(within(rowOf('SP100006')).getByRole('button', { name: 'Onayla' }));
  });

  it('a refused Onayla shows the host’s message and keeps the order, its Onayla focused again', async () => {
    const { user } = await setup();
    const risk =
      'Açık hesap risk limitinizi 2.000,00 TL aştınız. En fazla 10.000,00 TL sipariş oluşturabilirsiniz veya ödemesini yaparak satın alabilirsiniz.';
    nock(TEST_ORIGIN).post(`${PATH}/5/approve`).reply(400, refusal(risk));
    await tabTo(user, 'Onayla', rowOf('SP100005'));
    await user.keyboard('{Enter}');
    await confirmApproval(user);
    expect(await screen.findByText(risk)).toBeTruthy();
    const approve = within(rowOf('SP100005')).getByRole('button', { name: 'Onayla' }) as HTMLButtonElement;
    await waitFor(() => expect(approve.disabled).toBe(false));
    expect(document.activeElement).toBe(approve);
  });

  it('Reddet asks for a reason: empty is refused on submit, then the reason is sent', async () => {
    const { user } = await setup();
    const opener = await tabTo(user, 'Reddet', rowOf('SP100005'));
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Siparişi Reddet · SP100005' });
    const reason = within(dialog).getByLabelText(/Ret nedeni/);
    expect(document.activeElement).toBe(reason);
    // Spaces alone are no reason; nothing is sent.
    await user.keyboard('   ');
    await tabTo(user, 'Reddet', dialog);
    await user.keyboard('{Enter}');
    expect(within(dialog).getByText('Ret nedeni yazmalısınız.')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(reason);
    expect(nock.pendingMocks()).toEqual([]);

    const api = nock(TEST_ORIGIN)
      .post(`${PATH}/5/reject`, { reason: 'Fiyatlar güncel değil' })
      .delay(50)
      .reply(200, { success: true, order: { ...first.order, status: 'rejected' } });
    await user.clear(reason);
    await user.type(reason, '  Fiyatlar güncel değil ');
    expect(within(dialog).queryByText('Ret nedeni yazmalısınız.')).toBeNull();
    await tabTo(user, 'Reddet', dialog);
    await user.keyboard('{Enter}');
    expect((within(dialog).getByRole('button', { name: /Reddet/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText('SP100005 numaralı sipariş reddedildi.')).toBeTruthy();
    api.done();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener.isConnected).toBe(false);
    expect(document.activeElement).toBe(within(rowOf('SP100006')).getByRole('button', { name: 'Onayla' }));
  });

  it('a reason longer than the host keeps is refused on submit', async () => {
    const { user } = await setup();
    await tabTo(user, 'Reddet', rowOf('SP100005'));
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog');
    const reason = within(dialog).getByLabelText(/Ret nedeni/);
    await user.click(reason);
    await user.paste('x'.repeat(REJECT_REASON_MAX + 1));
    expect(within(dialog).getByText(`${REJECT_REASON_MAX + 1}/${REJECT_REASON_MAX} karakter`)).toBeTruthy();
    await user.keyboard('{Tab}{Tab}{Enter}');
    expect(
      within(dialog).getByText(`Ret nedeni en fazla ${REJECT_REASON_MAX} karakter olabilir.`),
    ).toBeTruthy();
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('a failed rejection keeps the dialog with the reason as typed, also after closing and reopening', async () => {
    const { user } = await setup();
    nock(TEST_ORIGIN).post(`${PATH}/5/reject`).replyWithError('ECONNRESET');
    await tabTo(user, 'Reddet', rowOf('SP100005'));
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog');
    const reason = within(dialog).getByLabelText(/Ret nedeni/) as HTMLTextAreaElement;
    await user.keyboard('Stok bekleniyor');
    await tabTo(user, 'Reddet', dialog);
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('Sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol edip tekrar deneyin.'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(reason.value).toBe('Stok bekleniyor');
    await waitFor(() => expect(document.activeElement).toBe(reason));
    expect(screen.getByRole('rowheader', { name: 'SP100005' })).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(within(rowOf('SP100005')).getByRole('button', { name: 'Reddet' }));
    await user.keyboard('{Enter}');
    expect(
      (within(screen.getByRole('dialog')).getByLabelText(/Ret nedeni/) as HTMLTextAreaElement).value,
    ).toBe('Stok bekleniyor');
  });

  it('the reader’s own order is listed as such, without Onayla or Reddet', async () => {
    await setup([makeApproval(5, { own: true }), second]);
    const own = within(rowOf('SP100005'));
    expect(own.getByText('Kendi siparişiniz')).toBeTruthy();
    expect(own.queryByRole('button', { name: 'Onayla' })).toBeNull();
    expect(own.queryByRole('button', { name: 'Reddet' })).toBeNull();
    expect(own.getByRole('button', { name: 'Detay' })).toBeTruthy();
    expect(within(rowOf('SP100006')).getByRole('button', { name: 'Onayla' })).toBeTruthy();
  });

  it('the empty queue says so; deciding the last order moves the focus onto that message', async () => {
    const { user } = await setup([second]);
    nock(TEST_ORIGIN)
      .post(`${PATH}/6/approve`)
      .reply(200, { success: true, order: { ...second.order, status: 'placed' } });
    await tabTo(user, 'Onayla');
    await user.keyboard('{Enter}');
    await confirmApproval(user);
    const empty = await screen.findByText('Onay bekleyen sipariş bulunmamaktadır.');
    expect(document.activeElement).toBe(empty);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('an empty queue from the host', async () => {
    await setup([]);
    expect(await screen.findByText('Onay bekleyen sipariş bulunmamaktadır.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('a failed load says so with a retry, which loads again', async () => {
    nock(TEST_ORIGIN).get(PATH).reply(500, refusal('Sunucu hatası'));
    const user = userEvent.setup();
    const store = createTestStore();
    stores.push(store);
    renderWidget(<ApprovalQueue />, store);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Onay bekleyen siparişler yüklenemedi.');
    expect(alert.textContent).toContain('Sunucu hatası');
    nock(TEST_ORIGIN)
      .get(PATH)
      .reply(200, { approvals: [first] });
    await tabTo(user, 'Tekrar Dene');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('rowheader', { name: 'SP100005' })).toBeTruthy();
  });

  it('a malformed answer is a failed load, never a blank widget', async () => {
    nock(TEST_ORIGIN)
      .get(PATH)
      .reply(200, { approvals: [{ order: null }] });
    const store = createTestStore();
    stores.push(store);
    renderWidget(<ApprovalQueue />, store);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Onay bekleyen siparişler yüklenemedi.');
    expect(alert.textContent).toContain('Sunucudan beklenmeyen bir yanıt geldi.');
  });

  describe('in English', () => {
    beforeAll(() => registerLabelTable('en', en));

    it('shows the English labels', async () => {
      const { user } = await setup(
        [first, second, makeApproval(7, { own: true, limits: unlimited.limits })],
        testConfig({ locale: 'en' }),
      );
      expect(screen.getByRole('region', { name: 'Orders awaiting approval' })).toBeTruthy();
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
        'Order no',
        'Date',
        'Ordered by',
        'Total',
        'Their limits',
        'Actions',
        'Details',
      ]);
      expect(screen.getByText('3 awaiting approval')).toBeTruthy();
      expect(within(rowOf('SP100005')).getByText('Per order: ₺10.000,00')).toBeTruthy();
      expect(
        within(rowOf('SP100006')).getByText('Monthly: ₺50.000,00 (₺45.000,50 used this month)'),
      ).toBeTruthy();
      expect(within(rowOf('SP100007')).getByText('No limit')).toBeTruthy();
      expect(within(rowOf('SP100007')).getByText('Your own order')).toBeTruthy();
      expect(within(rowOf('SP100005')).getByRole('button', { name: 'Approve' })).toBeTruthy();
      await tabTo(user, 'Reject', rowOf('SP100005'));
      await user.keyboard('{Enter}');
      const dialog = screen.getByRole('dialog', { name: 'Reject the order · SP100005' });
      await tabTo(user, 'Reject', dialog);
      await user.keyboard('{Enter}');
      expect(within(dialog).getByText('Enter a reason for the rejection.')).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    });

    it('asks before approving, with the total, in English', async () => {
      const { user } = await setup([first, second], testConfig({ locale: 'en' }));
      const opener = await tabTo(user, 'Approve', rowOf('SP100005'));
      await user.keyboard('{Enter}');
      const dialog = screen.getByRole('dialog', { name: 'Approve the order · SP100005' });
      expect(
        within(dialog).getByText('Approve order SP100005 (₺12.000,00)? Once approved, the order is placed.'),
      ).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'Yes, approve' })).toBeTruthy();
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(opener);
    });
  });
});
