import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { DEFAULT_SETTINGS, EMPTY_STORE } from '../../src/contract/hostConfigDefaults';
import type { HostConfig, Settings, StoreInfo, User } from '../../src/contract/hostConfig';
import type { CartItem, PaymentAdvencePrice } from '../../src/contract/cart';
import * as browser from '../../src/sagas/runtime/browser';
import type { RunningAppStore } from '../../src/app/createAppStore';
import { Cart } from '../../src/widgets/Cart/Cart';
import { en } from '../../src/i18n/en';
import { registerLabelTable } from '../../src/i18n/translate';
import { customerConfig, makeCartItem, makePackagedProduct } from '../support/cart';
import { makeProduct } from '../support/products';
import { createTestStore, renderWidget, TEST_ORIGIN } from '../support/renderWidget';

const CART = '/api/catalog/cart';
const OPTIONS: PaymentAdvencePrice[] = [
  { name: 'Peşin Fiyat', priceName: 'advencePrice1', varsayilan: false, isVirtual: false },
  { name: '30 Gün Vadeli', priceName: 'advencePrice2', varsayilan: true, isVirtual: false },
  { name: 'Kredi Kartı', priceName: 'advencePrice5', varsayilan: false, isVirtual: true },
];

interface Setup {
  lines?: CartItem[];
  settings?: Partial<Settings>;
  user?: Partial<User>;
  store?: Partial<StoreInfo>;
  options?: PaymentAdvencePrice[];
  currencies?: HostConfig['currencies'];
  locale?: HostConfig['locale'];
}

async function renderCart(setup: Setup = {}): Promise<RunningAppStore> {
  nock(TEST_ORIGIN)
    .get(CART)
    .reply(200, setup.lines ?? [makeCartItem(makeProduct(), 2)]);
  const base: HostConfig = customerConfig();
  const store = createTestStore(
    customerConfig({
      settings: { ...DEFAULT_SETTINGS, b2b_teklif_ver_durum: '1', ...setup.settings },
      user: { ...base.user, ...setup.user },
      store: { ...EMPTY_STORE, ...setup.store },
      csrfToken: 'csrf-123',
      ...(setup.locale ? { locale: setup.locale } : {}),
      ...(setup.currencies ? { currencies: setup.currencies, defaultCurrency: setup.currencies[0]!.id } : {}),
    }),
  );
  renderWidget(<Cart paymentOptions={setup.options ?? OPTIONS} />, store);
  await waitFor(() => expect(store.getState().cart.status).toBe('loaded'));
  return store;
}

/** The text a control is described by (its aria-describedby elements), '' for none. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const form = (body: unknown) =>
  typeof body === 'string' ? Object.fromEntries(new URLSearchParams(body)) : { ...(body as object) };

beforeEach(() => {
  jest.spyOn(browser, 'alertUser').mockImplementation(() => {});
  jest.spyOn(browser, 'reloadPage').mockImplementation(() => {});
  jest.spyOn(browser, 'navigateTo').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  nock.cleanAll();
});

describe('Cart: the lines', () => {
  it('shows every column of a line and the summary', async () => {
    await renderCart();
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Viko Karre Anahtar' }).getAttribute('href')).toBe(
      '/viko-karre-anahtar-p-1',
    );
    for (const text of ['Viko', 'Karre', 'VK-1001', 'ADET', '%20'])
      expect(within(row).getByText(text)).toBeTruthy();
    expect((within(row).getByRole('textbox', { name: 'Miktar' }) as HTMLInputElement).value).toBe('2');
    // Plan '30 Gün Vadeli' (varsayilan) prices by advencePrice2 (the test line: 100 TRY).
    expect(within(row).getAllByText('₺100,00')).toHaveLength(1);
    expect(within(row).getByText('₺200,00')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Sipariş Özeti' });
    expect(summary.textContent).toContain('Ara Toplam₺200,00');
    expect(summary.textContent).toContain('KDV₺40,00');
    expect(summary.textContent).toContain('Genel Toplam₺240,00');
  });

  it('a line under the card plan is its unit price as shown × quantity (35 × ₺271,60 = ₺9.506,00)', async () => {
    const item = makeCartItem(makeProduct({ currency: 'USD' }), 35);
    // 7 USD at 38,8004: 271,6028 TL, shown as ₺271,60.
    item.productUnit.advencePrice5 = { value: 7, currency: 'USD' };
    await renderCart({
      lines: [item],
      currencies: [
        { id: 1, code: 'TRY', exchangeRate: 1 },
        { id: 2, code: 'USD', exchangeRate: 38.8004 },
      ],
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ödeme Planı' }), 'advencePrice5');
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText('₺271,60')).toBeTruthy();
    expect(within(row).getByText('₺9.506,00')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Sipariş Özeti' });
    expect(summary.textContent).toContain('Ara Toplam₺9.506,00');
  });

  it('sends a typed quantity only when it is committed, as PATCH {quantity}', async () => {
    await renderCart();
    let body: unknown = null;
    const api = nock(TEST_ORIGIN)
      .patch(`${CART}/1`, (b) => {
        body = b;
        return true;
      })
      .reply(200, makeCartItem(makeProduct(), 12));
    const field = screen.getByRole('textbox', { name: 'Miktar' });
    await userEvent.clear(field);
    await userEvent.type(field, '12');
    expect(api.isDone()).toBe(false);
    await userEvent.tab();
    await waitFor(() => api.done());
    expect(body).toEqual({ quantity: 12 });
  });

  it('the stock check counts the other lines only: the line may grow to the whole stock', async () => {
    const product = makeProduct({ quantity: 5 });
    await renderCart({ lines: [makeCartItem(product, 4)] });
    const plus = screen.getByRole('button', { name: 'Arttır' }) as HTMLButtonElement;
    expect(plus.disabled).toBe(false);
    nock(TEST_ORIGIN).patch(`${CART}/1`).reply(200, makeCartItem(product, 5));
    await userEvent.click(plus);
    expect(plus.disabled).toBe(true);
  });

  it('a unit picker where the product has several units sends PATCH {unit}', async () => {
    const product = makePackagedProduct();
    await renderCart({ lines: [makeCartItem(product, 1)] });
    let body: unknown = null;
    nock(TEST_ORIGIN)
      .patch(`${CART}/1`, (b) => {
        body = b;
        return true;
      })
      .reply(200, makeCartItem(product, 1, product.units[1]));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Birim: / }), 'PAKET');
    await waitFor(() => expect(body).toEqual({ unit: 2 }));
    await waitFor(() => expect(screen.getAllByText('₺540,00').length).toBeGreaterThan(0));
  });

  it('removes a line', async () => {
    await renderCart({
      lines: [makeCartItem(makeProduct(), 2), makeCartItem(makeProduct({ id: 2, name: 'Priz' }), 1)],
    });
    nock(TEST_ORIGIN).delete(`${CART}/2`).reply(200, { success: true });
    await userEvent.click(screen.getByRole('button', { name: 'Sil: Priz' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Priz' })).toBeNull());
  });

  it('an empty cart: the message and the way back, no buttons', async () => {
    await renderCart({ lines: [] });
    expect(screen.getByText('Sepetinizde ürün bulunmamaktadır.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Alışverişe Devam Et' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a cart that cannot be loaded says so and can be tried again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    nock(TEST_ORIGIN).get(CART).reply(500, '');
    const store = createTestStore(customerConfig());
    renderWidget(<Cart paymentOptions={OPTIONS} />, store);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Sepetiniz yüklenemedi.'),
    );
    nock(TEST_ORIGIN).get(CART).reply(200, [makeCartItem()]);
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByRole('link', { name: 'Viko Karre Anahtar' })).toBeTruthy();
  });
});

describe('Cart: plans and buttons', () => {
  // No note is sent empty (was 'Sipariş notu yok', which then showed on English pages).
  it('preselects the plan marked varsayilan and orders with it; an empty note for no note', async () => {
    await renderCart();
    expect((screen.getByRole('combobox', { name: 'Ödeme Planı' }) as HTMLSelectElement).value).toBe(
      'advencePrice2',
    );
    let body: Record<string, string> = {};
    nock(TEST_ORIGIN)
      .post(CART, (b) => {
        body = form(b);
        return true;
      })
      .delay(30)
      .reply(200, { success: true, orderId: 5, orderNo: 'SIP-5', redirect: '/x' });
    await userEvent.click(screen.getByRole('button', { name: 'Sipariş Ver' }));
    // Hidden while saving, a loader in its place.
    expect(await screen.findByRole('status', { name: 'Siparişiniz kaydediliyor...' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sipariş Ver' })).toBeNull();
    await waitFor(() => expect(browser.reloadPage).toHaveBeenCalled());
    expect(body).toEqual({ description: '', advencePrice: 'advencePrice2' });
  });

  it('sends the note as written and keeps it while the page lives', async () => {
    await renderCart();
    await userEvent.type(screen.getByRole('textbox', { name: 'Açıklama' }), 'Kapıya teslim');
    let body: Record<string, string> = {};
    nock(TEST_ORIGIN)
      .post(CART, (b) => {
        body = form(b);
        return true;
      })
      .reply(400, { error: { messages: { type: 'Olmadı.' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Sipariş Ver' }));
    await waitFor(() => expect(browser.alertUser).toHaveBeenCalledWith('Olmadı.'));
    expect(body.description).toBe('Kapıya teslim');
    expect((screen.getByRole('textbox', { name: 'Açıklama' }) as HTMLTextAreaElement).value).toBe(
      'Kapıya teslim',
    );
    expect(screen.getByRole('button', { name: 'Sipariş Ver' })).toBeTruthy();
  });

  it('a card plan replaces Order with Payment: a POST form with the note, the plan and the CSRF token', async () => {
    await renderCart();
    await userEvent.type(screen.getByRole('textbox', { name: 'Açıklama' }), 'Not');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ödeme Planı' }), 'advencePrice5');
    expect(screen.queryByRole('button', { name: 'Sipariş Ver' })).toBeNull();
    const pay = screen.getByRole('button', { name: 'Ödeme Yap' });
    const paymentForm = pay.closest('form')!;
    expect(paymentForm.getAttribute('method')).toBe('post');
    expect(paymentForm.getAttribute('action')).toBe('/sepet/odeme');
    expect(Object.fromEntries(new FormData(paymentForm))).toEqual({
      description: 'Not',
      advencePrice: 'advencePrice5',
      _csrf: 'csrf-123',
    });
  });

  it('Make offer only when offers are on; disabled while the offer is made', async () => {
    await renderCart();
    nock(TEST_ORIGIN)
      .post(`${CART}/offer`)
      .delay(50)
      .reply(200, { success: true, offerId: 1, orderNo: 'T-1', redirect: '/teklif/liste' });
    await userEvent.click(screen.getByRole('button', { name: 'Teklif Ver' }));
    const busy = await screen.findByRole('button', { name: 'Teklif oluşturuluyor...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(browser.navigateTo).toHaveBeenCalledWith('/teklif/liste'));
  });

  it('makes the offer at the prices of the plan the cart shows, and names that plan beside Teklif Ver', async () => {
    await renderCart();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ödeme Planı' }), 'advencePrice1');
    const offer = screen.getByRole('button', { name: 'Teklif Ver' });
    expect(descriptionOf(offer)).toBe('Teklifteki fiyatlar: Peşin Fiyat');
    let body: Record<string, string> = {};
    nock(TEST_ORIGIN)
      .post(`${CART}/offer`, (b) => {
        body = form(b);
        return true;
      })
      .reply(200, { success: true, offerId: 1, orderNo: 'T-1', redirect: '/teklif/liste' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Açıklama' }), "Proje $& $1 $'");
    await userEvent.click(offer);
    await waitFor(() => expect(browser.navigateTo).toHaveBeenCalledWith('/teklif/liste'));
    expect(body).toEqual({ description: "Proje $& $1 $'", advencePrice: 'advencePrice1' });
  });

  it("in English the offer's plan is named as the host wrote it, hostile characters and all", async () => {
    const hostile = 'Net $& $1 $` <script>x</script>';
    registerLabelTable('en', en);
    await renderCart({
      locale: 'en',
      options: [
        { name: hostile, priceName: 'advencePrice1', varsayilan: true, isVirtual: false },
        { name: 'Card', priceName: 'advencePrice5', varsayilan: false, isVirtual: true },
      ],
    });
    expect(descriptionOf(await screen.findByRole('button', { name: 'Make offer' }))).toBe(
      `Offer prices: ${hostile}`,
    );
    expect(document.querySelector('script')).toBeNull();
  });

  it('with a single plan there is nothing to tell apart: no plan line beside Teklif Ver', async () => {
    await renderCart({ options: [OPTIONS[1]!] });
    expect(descriptionOf(screen.getByRole('button', { name: 'Teklif Ver' }))).toBe('');
    expect(screen.queryByText(/Teklifteki fiyatlar/)).toBeNull();
  });

  it('no Make offer when b2b_teklif_ver_durum is off', async () => {
    await renderCart({ settings: { b2b_teklif_ver_durum: '0' } });
    expect(screen.queryByRole('button', { name: 'Teklif Ver' })).toBeNull();
  });
});

describe('Cart: product names in their own language', () => {
  const hostile = "Anahtar $& $1 $' <script>x</script>";
  const lines = () => [
    makeCartItem(makeProduct({ id: 1, name: hostile, nameLang: 'tr' }), 1),
    makeCartItem(makeProduct({ id: 2, name: 'Earthed Socket' }), 1),
  ];

  it('an English page marks a name the store gave no English name lang="tr", and no other', async () => {
    registerLabelTable('en', en);
    await renderCart({ locale: 'en', lines: lines() });
    const turkish = await screen.findByRole('link', { name: hostile });
    expect(turkish.getAttribute('lang')).toBe('tr');
    expect(screen.getByRole('link', { name: 'Earthed Socket' }).hasAttribute('lang')).toBe(false);
    expect(document.querySelector('script')).toBeNull();
  });

  it('a Turkish page marks none: the name is in the page language', async () => {
    await renderCart({ lines: lines() });
    expect(screen.getByRole('link', { name: hostile }).hasAttribute('lang')).toBe(false);
  });
});

describe('Cart: risk limit, branch, sharing', () => {
  const overdue = { overdueBalance: 100, overdueBalanceExpiryDay: 5, currency: 'TRY' };

  it('over the limit the order is blocked before the click, with the message, and card payment stays open', async () => {
    // 200 available; the cart is 240 with tax.
    await renderCart({ settings: { b2b_risk_limit_islem: '1' }, user: { riskLimit: 300, debt: overdue } });
    expect(screen.getByRole('alert').textContent).toBe(
      'Açık hesap risk limitinizi 40,00 TL aştınız. En fazla 200,00 TL sipariş oluşturabilirsiniz veya ödemesini yaparak satın alabilirsiniz.',
    );
    expect(screen.queryByRole('button', { name: 'Sipariş Ver' })).toBeNull();
    const card = screen.getByRole('button', { name: 'Kartla Öde' }).closest('form')!;
    expect(new FormData(card).get('advencePrice')).toBe('advencePrice5');
  });

  it("over the limit the card's grand total shows beside 'Kartla Öde' before the cart is left", async () => {
    // The card plan prices the line at 108 instead of the chosen plan's 100: 259,20 with tax, not 240.
    const line = makeCartItem(makeProduct(), 2);
    line.productUnit.advencePrice5 = { value: 108, currency: 'TRY' };
    await renderCart({
      lines: [line],
      settings: { b2b_risk_limit_islem: '1' },
      user: { riskLimit: 1, debt: overdue },
    });
    expect(screen.getByRole('region', { name: 'Sipariş Özeti' }).textContent).toContain(
      'Genel Toplam₺240,00',
    );
    const card = screen.getByRole('button', { name: 'Kartla Öde' }).closest('form')!;
    expect(new FormData(card).get('advencePrice')).toBe('advencePrice5');
    expect(screen.getByText('Kredi Kartı ile Genel Toplam: ₺259,20')).toBeTruthy();
  });

  it('within the limit the headroom shows while quantities change', async () => {
    await renderCart({ settings: { b2b_risk_limit_islem: '1' }, user: { riskLimit: 1000, debt: overdue } });
    expect(screen.getByText('Kullanılabilir açık hesap limitiniz: 900,00 TL')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sipariş Ver' })).toBeTruthy();
  });

  it('the branch select only for a customer with branches, the current one chosen, saved on change', async () => {
    await renderCart({
      user: {
        branches: [
          { id: 1, name: 'Merkez' },
          { id: 2, name: 'Ankara' },
        ],
        currentBranch: 2,
      },
    });
    const select = screen.getByRole('combobox', { name: 'Şube' }) as HTMLSelectElement;
    expect(select.value).toBe('2');
    let body: unknown = null;
    nock(TEST_ORIGIN)
      .post('/api/catalog/settings', (b) => {
        body = b;
        return true;
      })
      .reply(200, { success: true });
    await userEvent.selectOptions(select, '1');
    await waitFor(() => expect(body).toEqual({ key: 'branch', value: 1 }));
  });

  it('asks a buyer granted some branches only to choose one, until they do', async () => {
    await renderCart({
      user: {
        branches: [
          { id: 1, name: 'Merkez' },
          { id: 2, name: 'Ankara' },
        ],
        currentBranch: null,
        branchRequired: true,
      },
    });
    const select = screen.getByRole('combobox', { name: 'Şube' }) as HTMLSelectElement;
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const hint = screen.getByText('Siparişi vereceğiniz şubeyi seçiniz.');
    expect(select.getAttribute('aria-describedby')).toBe(hint.id);
    nock(TEST_ORIGIN).post('/api/catalog/settings').reply(200, { success: true });
    await userEvent.selectOptions(select, '2');
    await waitFor(() => expect(screen.queryByText('Siparişi vereceğiniz şubeyi seçiniz.')).toBeNull());
    expect(select.getAttribute('aria-invalid')).toBeNull();
  });

  it('asks nothing of a buyer who may order for any branch, or for the one granted', async () => {
    await renderCart({ user: { branches: [{ id: 1, name: 'Merkez' }], currentBranch: null } });
    expect(screen.queryByText('Siparişi vereceğiniz şubeyi seçiniz.')).toBeNull();
  });

  it('no branch select without branches', async () => {
    await renderCart();
    expect(screen.queryByRole('combobox', { name: 'Şube' })).toBeNull();
  });

  it('shares the lines and the total on WhatsApp when the option is on', async () => {
    await renderCart({ store: { whatsappControl: true, whatsapp: '+90 532 123 45 67' } });
    const link = screen.getByRole('link', { name: /Sepeti WhatsApp ile Gönder/ }) as HTMLAnchorElement;
    const url = new URL(link.href);
    expect(url.origin + url.pathname).toBe('https://wa.me/905321234567');
    expect(url.searchParams.get('text')).toBe(
      'Sepetim:\nViko Karre Anahtar (VK-1001) - 2 ADET - ₺200,00\nGenel Toplam: ₺240,00',
    );
    expect(link.rel).toBe('noopener noreferrer');
  });

  it('no WhatsApp link when the option is off or the number is too short', async () => {
    await renderCart({ store: { whatsappControl: true, whatsapp: '123' } });
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  });

  it('locks the lines while an order is saved', async () => {
    const store = await renderCart();
    act(() => {
      store.dispatch({ type: 'cart/submitStarted', payload: 'saveOrder' });
    });
    expect((screen.getByRole('textbox', { name: 'Miktar' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /^Sil: / }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('Cart: the first answer the host embeds', () => {
  const HOSTILE = "Viko $& $` $' $1 <script>alert(1)</script>\u0000\nKarre";
  const embedded = [makeCartItem(makeProduct({ id: 7, name: HOSTILE }), 3)];

  it('shows the embedded lines in its first frame, then the cart call’s answer replaces them', async () => {
    let answer: (lines: CartItem[]) => void = () => {};
    const later = new Promise<CartItem[]>((resolve) => (answer = resolve));
    nock(TEST_ORIGIN)
      .get(CART)
      .reply(200, async () => later);
    const store = createTestStore(customerConfig({ csrfToken: 'csrf-123' }));
    renderWidget(<Cart paymentOptions={OPTIONS} firstAnswer={embedded} />, store);
    // No skeleton in between: the lines are there before the call answers.
    expect(screen.queryByRole('status', { busy: true })).toBeNull();
    expect(document.body.textContent).toContain(HOSTILE);
    expect(store.getState().cart).toMatchObject({ status: 'loaded', items: embedded });
    // The cart flow still reads the cart once; its answer (changed in another tab) wins.
    await act(async () => answer([makeCartItem(makeProduct({ id: 8, name: 'Makel Lillium Priz' }), 1)]));
    await waitFor(() => expect(screen.getAllByText('Makel Lillium Priz').length).toBeGreaterThan(0));
    expect(document.body.textContent).not.toContain(HOSTILE);
    expect(nock.isDone()).toBe(true);
  });

  it('keeps a cart the store already read: the embedded answer is older', async () => {
    const store = await renderCart({
      lines: [makeCartItem(makeProduct({ id: 8, name: 'Makel Lillium Priz' }), 1)],
    });
    renderWidget(<Cart paymentOptions={OPTIONS} firstAnswer={embedded} />, store);
    expect(screen.getAllByText('Makel Lillium Priz').length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toContain(HOSTILE);
  });
});
