/**
 * The widgets that already existed read the user's company role and limits from the config
 * block: the cart says an order will wait for approval before the click (and refuses card payment of
 * one), a viewer's add is shown disabled and has no mini cart, the order list shows each order's
 * approval state, who approved it, and a cancel button only to whom may cancel, the top bar the role.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { ANONYMOUS_USER, DEFAULT_SETTINGS } from '../../src/contract/hostConfigDefaults';
import type { PaymentAdvencePrice } from '../../src/contract/cart';
import type { User } from '../../src/contract/hostConfig';
import type { RunningAppStore } from '../../src/app/createAppStore';
import { en } from '../../src/i18n/en';
import { registerLabelTable } from '../../src/i18n/translate';
import * as browser from '../../src/sagas/runtime/browser';
import { orderDecided } from '../../src/store/history/orderDecisions';
import { orderListActions } from '../../src/store/history/orderList';
import { AddToCartButton } from '../../src/widgets/AddToCartButton/AddToCartButton';
import { QuantityInput } from '../../src/widgets/shared/QuantityInput';
import { Cart } from '../../src/widgets/Cart/Cart';
import { CartComplete } from '../../src/widgets/CartComplete/CartComplete';
import { CartIcon } from '../../src/widgets/CartIcon/CartIcon';
import { OrderList } from '../../src/widgets/OrderList/OrderList';
import { customerConfig, makeCartItem } from '../support/cart';
import { makeOrder, orderPage } from '../support/history';
import { makeProduct } from '../support/products';
import { createTestStore, renderWidget, TEST_ORIGIN } from '../support/renderWidget';

const OPTIONS: PaymentAdvencePrice[] = [
  { name: 'Peşin Fiyat', priceName: 'advencePrice1', varsayilan: true, isVirtual: false },
  { name: 'Kredi Kartı', priceName: 'advencePrice5', varsayilan: false, isVirtual: true },
];

const member = (user: Partial<User>, locale: 'tr' | 'en' = 'tr') =>
  customerConfig({
    locale,
    settings: { ...DEFAULT_SETTINGS },
    user: {
      ...ANONYMOUS_USER,
      authenticated: true,
      id: 7,
      name: 'Mert Demir',
      companyRole: 'satinalma',
      ...user,
    },
  });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, (char) => `\\${char}`);

const stores: RunningAppStore[] = [];
beforeAll(() => registerLabelTable('en', en));
beforeEach(() => {
  jest.spyOn(browser, 'alertUser').mockImplementation(() => {});
  jest.spyOn(browser, 'reloadPage').mockImplementation(() => {});
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  for (const store of stores.splice(0)) store.dispatch(orderListActions.closed());
  jest.restoreAllMocks();
  nock.cleanAll();
});

/** A cart of one line of 100 TRY × quantity (20 % tax) for the user. */
async function renderCart(user: Partial<User>, quantity: number, locale: 'tr' | 'en' = 'tr') {
  nock(TEST_ORIGIN)
    .get('/api/catalog/cart')
    .reply(200, [makeCartItem(makeProduct(), quantity)]);
  const store = createTestStore(member(user, locale));
  renderWidget(<Cart paymentOptions={OPTIONS} />, store);
  await waitFor(() => expect(store.getState().cart.status).toBe('loaded'));
  return store;
}

describe('the cart and the buyer’s limits', () => {
  it('says before the click which limit an order goes over, by how much, and sends it for approval', async () => {
    // 100 × 100 TRY + 20 % tax = 12.000 TL against a limit of 10.000 TL.
    await renderCart({ limits: { orderLimit: 10000, monthlyLimit: null, monthlyUsed: 0 } }, 100);
    expect(
      screen.getByText(
        'Bu sipariş, sipariş başına 10.000,00 TL limitinizi 2.000,00 TL aştığı için onaya gönderilecek.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Onaya Gönder' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sipariş Ver' })).toBeNull();
  });

  it('names the monthly limit with what this month’s orders used and what is left', async () => {
    await renderCart({ limits: { orderLimit: null, monthlyLimit: 20000, monthlyUsed: 19000 } }, 10);
    // 10 × 100 TRY + tax = 1.200 TL, 19.000 used of 20.000.
    expect(
      screen.getByText(
        'Bu sipariş aylık 20.000,00 TL limitinizi aştığı için onaya gönderilecek: bu ay 19.000,00 TL kullandınız, 1.000,00 TL kaldı.',
      ),
    ).toBeTruthy();
  });

  it.each([
    [
      'tr',
      'Bu sipariş aylık 60.000,00 TL limitinizi aştığı için onaya gönderilecek: bu ay 63.178,92 TL kullandınız, 0,00 TL kaldı.',
    ],
    [
      'en',
      'This order exceeds your monthly limit of 60.000,00 TL and will be sent for approval: 63.178,92 TL used this month, 0,00 TL left.',
    ],
  ] as const)(
    'a month already used beyond its limit leaves 0 TL, not the limit (%s)',
    async (locale, text) => {
      await renderCart(
        { limits: { orderLimit: null, monthlyLimit: 60000, monthlyUsed: 63178.92 } },
        1,
        locale,
      );
      expect(screen.getByText(text).getAttribute('role')).toBe('status');
    },
  );

  it('shows nothing within the limits, and nothing to a user without limits', async () => {
    await renderCart({ limits: { orderLimit: 10000, monthlyLimit: null, monthlyUsed: 0 } }, 10);
    expect(screen.queryByText(/onaya gönderilecek/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Sipariş Ver' })).toBeTruthy();
  });

  it('in English too', async () => {
    await renderCart({ limits: { orderLimit: 10000, monthlyLimit: null, monthlyUsed: 0 } }, 100, 'en');
    expect(
      screen.getByText(
        'This order exceeds your per-order limit of 10.000,00 TL by 2.000,00 TL and will be sent for approval.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send for approval' })).toBeTruthy();
  });

  it.each([
    [
      'tr',
      'Ödeme Planı',
      'Onaya gidecek bir sipariş kartla ödenemez. Onaya göndermek için ödeme planını kart dışı bir plana (örneğin Peşin Fiyat) çevirin; tutarlar o plana göre yeniden hesaplanır.',
      'Ödeme Planını Değiştir',
      'Ödeme Yap',
      'Onaya Gönder',
    ],
    [
      'en',
      'Payment plan',
      'An order that needs approval cannot be paid by card. To send it for approval, change the payment plan to one without a card (for example Peşin Fiyat); the amounts are recalculated for that plan.',
      'Change the payment plan',
      'Pay',
      'Send for approval',
    ],
  ] as const)(
    'under the card plan an order that needs approval says to change the plan, and takes the buyer there (%s)',
    async (locale, planLabel, notice, change, pay, send) => {
      const store = await renderCart(
        { limits: { orderLimit: 10000, monthlyLimit: null, monthlyUsed: 0 } },
        100,
        locale,
      );
      const plan = screen.getByRole('combobox', { name: planLabel });
      await userEvent.selectOptions(plan, 'advencePrice5');
      expect(screen.getByText(notice)).toBeTruthy();
      const payButton = screen.getByRole('button', { name: pay }) as HTMLButtonElement;
      expect(payButton.disabled).toBe(true);
      // The disabled button says why, for those who reach it first.
      expect(payButton.getAttribute('aria-describedby')).toBe(screen.getByText(notice).id);
      await userEvent.click(screen.getByRole('button', { name: change }));
      expect(document.activeElement).toBe(plan);
      await userEvent.selectOptions(plan, 'advencePrice1');
      expect(screen.getByRole('button', { name: send })).toBeTruthy();
      expect(store.getState().cart.status).toBe('loaded');
    },
  );

  it('names the plan without a card as the store wrote it, whatever its characters', async () => {
    const hostile = "Peşin $& $` $' $1 <b>x</b>";
    nock(TEST_ORIGIN)
      .get('/api/catalog/cart')
      .reply(200, [makeCartItem(makeProduct(), 100)]);
    const store = createTestStore(
      member({ limits: { orderLimit: 10000, monthlyLimit: null, monthlyUsed: 0 } }),
    );
    renderWidget(<Cart paymentOptions={[{ ...OPTIONS[0]!, name: hostile }, OPTIONS[1]!]} />, store);
    await waitFor(() => expect(store.getState().cart.status).toBe('loaded'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ödeme Planı' }), 'advencePrice5');
    expect(screen.getByText(/kartla ödenemez/).textContent).toContain(`(örneğin ${hostile})`);
  });

  it('thanks for an order sent for approval on the page after it', () => {
    renderWidget(<CartComplete order={makeOrder({ status: 'waiting' })} />, createTestStore(member({})));
    expect(screen.getByRole('heading', { name: 'Siparişiniz onaya gönderildi.' })).toBeTruthy();
  });
});

describe('a viewer (İzleyici) has no cart', () => {
  it('sees the add disabled, with the reason for assistive technology', () => {
    const store = createTestStore(member({ companyRole: 'izleyici' }));
    renderWidget(<AddToCartButton product={makeProduct()} />, store);
    const button = screen.getByRole('button', { name: /Sepete Ekle/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText('Rolünüz sepete ürün eklemeye izin vermiyor.')).toBeTruthy();
  });

  it.each([
    ['tr', 'Rolünüz sepete ürün eklemeye izin vermiyor.'],
    ['en', 'Your role does not allow adding to the cart.'],
  ] as const)(
    'sees why as visible text beside the button, the quantity disabled too (%s)',
    (locale, reason) => {
      const product = makeProduct({ name: "Kablo $& $` $' $1 \u0000 <script>x</script>\nNYA" });
      const store = createTestStore(member({ companyRole: 'izleyici' }, locale));
      renderWidget(
        <>
          <QuantityInput product={product} value={2} onChange={() => {}} mode="list" />
          <AddToCartButton product={product} />
        </>,
        store,
      );
      const text = screen.getByText(reason);
      // Visible at every width: not a tooltip, not text for screen readers only.
      expect(text.closest('.b2b-visually-hidden')).toBeNull();
      const add = document.querySelector('.b2b-add-to-cart') as HTMLButtonElement;
      expect(add.disabled).toBe(true);
      expect(add.getAttribute('aria-describedby')).toBe(text.id);
      expect(add.title).toBe('');
      const group = screen.getByRole('group', { name: new RegExp(escapeRegExp(product.name)) });
      for (const control of within(group).getAllByRole('button'))
        expect((control as HTMLButtonElement).disabled).toBe(true);
      expect((within(group).getByRole('textbox') as HTMLInputElement).disabled).toBe(true);
    },
  );

  it('keeps the quantity of a buyer with a cart active', () => {
    const store = createTestStore(member({ companyRole: 'satinalma' }));
    renderWidget(<QuantityInput product={makeProduct()} value={2} onChange={() => {}} mode="list" />, store);
    expect((screen.getByRole('textbox') as HTMLInputElement).disabled).toBe(false);
    expect(screen.queryByText('Rolünüz sepete ürün eklemeye izin vermiyor.')).toBeNull();
  });

  it('has no mini cart, while a buyer has one', () => {
    nock(TEST_ORIGIN).get('/api/catalog/cart').reply(200, []).persist();
    const viewer = renderWidget(<CartIcon />, createTestStore(member({ companyRole: 'izleyici' })));
    expect(viewer.container.querySelector('.b2b-cart-icon')).toBeNull();
    viewer.unmount();
    renderWidget(<CartIcon />, createTestStore(member({ companyRole: 'satinalma' })));
    expect(document.querySelector('.b2b-cart-icon')).not.toBeNull();
  });
});

describe('the order list and the approval states', () => {
  function renderList(user: Partial<User>, orders = ORDERS) {
    window.history.replaceState(null, '', '/hesap/siparisler');
    nock(TEST_ORIGIN)
      .get('/api/catalog/orders')
      .query(true)
      .reply(200, orderPage(orders, 1, orders.length));
    const store = createTestStore(member(user));
    stores.push(store);
    return renderWidget(<OrderList />, store);
  }
  const ORDERS = [
    makeOrder({ id: 1, orderNo: 'SP100001', status: 'waiting', placedBy: 7, creator: 'Mert Demir' }),
    makeOrder({
      id: 2,
      orderNo: 'SP100002',
      status: 'rejected',
      placedBy: 7,
      creator: 'Mert Demir',
      rejectReason: 'Bütçe aşıldı',
    }),
    makeOrder({ id: 3, orderNo: 'SP100003', placedBy: 8, creator: 'Elif Yıldız', approvedBy: 'Elif Yıldız' }),
    makeOrder({ id: 4, orderNo: 'SP100004', placedBy: 9, creator: 'Ayşe Kaya' }),
  ];
  const rowOf = (orderNo: string) => screen.getByRole('rowheader', { name: orderNo }).closest('tbody')!;

  it('shows waiting and rejected orders with the reason, and who approved an order', async () => {
    renderList({ companyRole: 'onaylayici', id: 8 });
    await screen.findByText('Toplam 4 sipariş');
    expect(within(rowOf('SP100001')).getByText('Onay Bekliyor')).toBeTruthy();
    expect(within(rowOf('SP100002')).getByText('Reddedildi')).toBeTruthy();
    expect(within(rowOf('SP100002')).getByText('Ret nedeni: Bütçe aşıldı')).toBeTruthy();
    expect(within(rowOf('SP100003')).getByText(/Onaylayan: Elif Yıldız/)).toBeTruthy();
  });

  it.each([
    ['tr', 'Reddeden: {name}, 15.03.2025 14:05', 'Ret nedeni: Bütçe aşıldı'],
    ['en', 'Rejected by {name} on 15.03.2025 14:05', 'Reason: Bütçe aşıldı'],
  ] as const)('names who rejected an order, and when (%s)', async (locale, rejected, reason) => {
    const hostile = "Elif $& $` $' $1 <script>x</script>";
    window.history.replaceState(null, '', '/hesap/siparisler');
    nock(TEST_ORIGIN)
      .get('/api/catalog/orders')
      .query(true)
      .reply(
        200,
        orderPage([
          makeOrder({
            ...ORDERS[1]!,
            rejectedBy: hostile,
            decidedAt: '2025-03-15T11:05:00.000Z',
          }),
        ]),
      );
    const store = createTestStore(member({ companyRole: 'satinalma', id: 7 }, locale));
    stores.push(store);
    renderWidget(<OrderList />, store);
    const row = within((await screen.findByRole('rowheader', { name: 'SP100002' })).closest('tbody')!);
    expect(row.getByText(rejected.replace('{name}', () => hostile))).toBeTruthy();
    expect(row.getByText(reason)).toBeTruthy();
  });

  it('lets the buyer cancel their own orders only, never a rejected one', async () => {
    renderList({ companyRole: 'satinalma', id: 7 });
    await screen.findByText('Toplam 4 sipariş');
    expect(within(rowOf('SP100001')).getByRole('button', { name: 'İptal' })).toBeTruthy();
    expect(within(rowOf('SP100002')).queryByRole('button', { name: 'İptal' })).toBeNull();
    expect(within(rowOf('SP100004')).queryByRole('button', { name: 'İptal' })).toBeNull();
  });

  it('shows a decision that arrives while the list is open: rejected with its reason, no İptal', async () => {
    const hostile = "Bütçe $& $` $' $1 \u0000 <script>x</script>\naşıldı";
    const view = renderList({ companyRole: 'satinalma', id: 7 });
    await screen.findByText('Toplam 4 sipariş');
    expect(within(rowOf('SP100001')).getByText('Onay Bekliyor')).toBeTruthy();
    act(() => {
      stores[0]!.dispatch(orderDecided({ orderNo: 'SP100001', status: 'rejected', reason: hostile }));
    });
    const row = rowOf('SP100001');
    expect(within(row).queryByText('Onay Bekliyor')).toBeNull();
    expect(within(row).getByText('Reddedildi')).toBeTruthy();
    expect(row.textContent).toContain(hostile);
    expect(within(row).queryByRole('button', { name: 'İptal' })).toBeNull();
    expect(view.container.querySelector('script')).toBeNull();
  });

  it('lets the Yönetici cancel any, and a viewer none (and no reorder without a cart)', async () => {
    renderList({ companyRole: 'yonetici', id: 1 });
    await screen.findByText('Toplam 4 sipariş');
    expect(within(rowOf('SP100004')).getByRole('button', { name: 'İptal' })).toBeTruthy();
    for (const store of stores.splice(0)) store.dispatch(orderListActions.closed());
    document.body.innerHTML = '';
    renderList({ companyRole: 'izleyici', id: 10 });
    await screen.findByText('Toplam 4 sipariş');
    expect(screen.queryAllByRole('button', { name: 'İptal' })).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: 'Tekrar Sipariş Ver' })).toHaveLength(0);
  });
});
