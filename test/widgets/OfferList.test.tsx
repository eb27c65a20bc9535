import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import type { Offer } from '../../src/contract/offers';
import type { RunningAppStore } from '../../src/app/createAppStore';
import { offerListActions } from '../../src/store/history/offerList';
import { OfferList } from '../../src/widgets/OfferList/OfferList';
import * as browser from '../../src/sagas/runtime/browser';
import { makeOffer, makeOfferItem, offerPage } from '../support/history';
import { makeProduct } from '../support/products';
import { createTestStore, renderWidget, TEST_ORIGIN, testConfig } from '../support/renderWidget';
import { ANONYMOUS_USER } from '../../src/contract/hostConfigDefaults';
import { en } from '../../src/i18n/en';
import { registerLabelTable } from '../../src/i18n/translate';

const stores: RunningAppStore[] = [];
beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  for (const store of stores.splice(0)) store.dispatch(offerListActions.closed());
  jest.restoreAllMocks();
});

async function renderList(
  offers: Offer[] = [makeOffer()],
  config = testConfig(),
  totalText = `Toplam ${offers.length} teklif`,
) {
  window.history.replaceState(null, '', '/teklif/liste');
  nock(TEST_ORIGIN).get('/api/catalog/offers').query(true).reply(200, offerPage(offers));
  const store = createTestStore(config);
  stores.push(store);
  const view = renderWidget(<OfferList />, store);
  await screen.findByText(totalText);
  return view;
}

const rowOf = (offerNo: string) => within(screen.getByRole('rowheader', { name: offerNo }).closest('tbody')!);
const button = (row: ReturnType<typeof rowOf>, name: string) => row.getByRole('button', { name });

describe('OfferList rows', () => {
  it('shows offer no, date, customer, total and the actions; Kaydet only in detail mode', async () => {
    await renderList();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Teklif No',
      'Tarih',
      'Müşteri',
      'Toplam',
      'İşlemler',
    ]);
    const row = rowOf('TK100001');
    expect(row.getByText('Mehmet Demir')).toBeTruthy();
    expect(row.getByText('Demir İnşaat A.Ş.')).toBeTruthy();
    expect(row.getByText('₺4.637,05')).toBeTruthy();
    const names = () => row.getAllByRole('button').map((b) => b.textContent);
    expect(names()).toEqual(['Müşteriyi Düzenle', 'İptal', 'Düzenle', 'Detay', 'Yazdır', 'Mail Gönder']);
    await userEvent.click(button(row, 'Detay'));
    expect(names().slice(1, 3)).toEqual(['Kaydet', 'İptal']);
  });

  it('a colleague’s offer is read, printed and edited into the cart only; its maker and a Yönetici change it', async () => {
    const as = (id: number, companyRole: 'onaylayici' | 'yonetici' | 'satinalma') =>
      testConfig({ user: { ...ANONYMOUS_USER, authenticated: true, id, name: 'Elif', companyRole } });
    const colleagues = makeOffer({ createdBy: 7 });
    await renderList([colleagues], as(8, 'onaylayici'));
    let row = rowOf('TK100001');
    expect(row.getAllByRole('button').map((b) => b.textContent)).toEqual(['Düzenle', 'Detay', 'Yazdır']);
    await userEvent.click(button(row, 'Detay'));
    // The margins show as text, without inputs or Kaydet.
    expect(row.queryAllByRole('textbox')).toEqual([]);
    expect(row.queryByRole('button', { name: 'Kaydet' })).toBeNull();
    for (const [id, role] of [
      [7, 'satinalma'],
      [8, 'yonetici'],
    ] as const) {
      document.body.innerHTML = '';
      await renderList([colleagues], as(id, role));
      row = rowOf('TK100001');
      expect(row.getAllByRole('button').map((b) => b.textContent)).toEqual([
        'Müşteriyi Düzenle',
        'İptal',
        'Düzenle',
        'Detay',
        'Yazdır',
        'Mail Gönder',
      ]);
    }
  });

  it('a cancelled offer shows the badge and offers neither İptal nor Düzenle', async () => {
    await renderList([makeOffer({ isCancel: true })]);
    const row = rowOf('TK100001');
    expect(row.getByText('İptal Edildi')).toBeTruthy();
    expect(row.getAllByRole('button').map((b) => b.textContent)).toEqual(['Detay', 'Yazdır']);
  });

  it('shows the empty state', async () => {
    await renderList([]);
    expect(screen.getByText('Henüz teklifiniz bulunmamaktadır.')).toBeTruthy();
  });
});

describe('OfferList detail: margins', () => {
  async function openDetail() {
    await renderList();
    const row = rowOf('TK100001');
    await userEvent.click(button(row, 'Detay'));
    return row;
  }

  it('lists the items with price, tax rate, margin, sale price and line total', async () => {
    const row = await openDetail();
    const items = within(row.getByRole('table', { name: 'TK100001 numaralı teklifin ürünleri' }));
    expect(items.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Resim',
      'Ürün Kodu',
      'Ürün Adı',
      'Miktar',
      'Alış Fiyatı',
      'KDV %',
      'Kâr Marjı %',
      'Satış Fiyatı',
      'Tutar',
    ]);
    expect((items.getByLabelText('VK-1001 kâr marjı %') as HTMLInputElement).value).toBe('15');
    expect(items.getByText('₺115,00')).toBeTruthy();
    expect(items.getByText('₺4.600,00')).toBeTruthy();
    // 4637,05 + tax 920 + 3,71
    expect(row.getByText('₺5.560,76')).toBeTruthy();
  });

  it('the global margin applies to every item and the totals follow when it is committed', async () => {
    const row = await openDetail();
    const global = row.getByLabelText('Genel Kâr Marjı %');
    await userEvent.clear(global);
    await userEvent.type(global, '20');
    // Not judged key by key: nothing changes until Enter or blur.
    expect((row.getByLabelText('VK-2002 kâr marjı %') as HTMLInputElement).value).toBe('0');
    await userEvent.keyboard('{Enter}');
    expect((row.getByLabelText('VK-1001 kâr marjı %') as HTMLInputElement).value).toBe('20');
    expect((row.getByLabelText('VK-2002 kâr marjı %') as HTMLInputElement).value).toBe('20');
    // 100×40×1,2 + 12,35×3×1,2 = 4800 + 44,46
    expect(row.getByText('₺4.844,46')).toBeTruthy();
    expect(row.getByText('Kaydedilmemiş değişiklikler var.')).toBeTruthy();
  });

  it('an item margin with a comma is accepted on blur', async () => {
    const row = await openDetail();
    const input = row.getByLabelText('VK-2002 kâr marjı %');
    await userEvent.clear(input);
    await userEvent.type(input, '12,5');
    await userEvent.tab();
    expect((input as HTMLInputElement).value).toBe('12,5');
    // 12,35 × 1,125 = 13,89375
    expect(row.getByText('₺13,89')).toBeTruthy();
  });

  it.each(['150', 'abc', '-5', '12,345'])(
    'refuses %j inline, and Kaydet sends nothing until it is fixed',
    async (text) => {
      const row = await openDetail();
      const input = row.getByLabelText('VK-2002 kâr marjı %');
      await userEvent.clear(input);
      await userEvent.type(input, `${text}{Enter}`);
      expect(row.getByRole('alert').textContent).toBe(
        'Kâr marjı 0 ile 100 arasında, en fazla 2 ondalıklı bir sayı olmalıdır.',
      );
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect((input as HTMLInputElement).value).toBe(text);
      await userEvent.click(button(row, 'Kaydet'));
      expect(row.getByText('Kaydetmeden önce hatalı kâr marjlarını düzeltiniz.')).toBeTruthy();
      expect(document.activeElement).toBe(input);
      expect(nock.pendingMocks()).toEqual([]);

      await userEvent.clear(input);
      await userEvent.type(input, '5{Enter}');
      const api = nock(TEST_ORIGIN)
        .patch('/api/catalog/offer/update/profit', { 1: { 1: 15, 2: 5 } })
        .reply(200, { success: true });
      await userEvent.click(button(row, 'Kaydet'));
      expect(await screen.findByText('Kâr marjınız kaydedildi.')).toBeTruthy();
      api.done();
    },
  );

  it('an empty margin is 0', async () => {
    const row = await openDetail();
    const input = row.getByLabelText('VK-1001 kâr marjı %');
    await userEvent.clear(input);
    await userEvent.tab();
    expect((input as HTMLInputElement).value).toBe('0');
    expect(row.getByText('₺4.000,00')).toBeTruthy();
  });

  it('after Kaydet the row’s Toplam is the grand total the detail shows, tax included', async () => {
    const row = await openDetail();
    const input = row.getByLabelText('VK-2002 kâr marjı %');
    await userEvent.clear(input);
    await userEvent.type(input, '7,5{Enter}');
    nock(TEST_ORIGIN).patch('/api/catalog/offer/update/profit').reply(200, { success: true });
    await userEvent.click(button(row, 'Kaydet'));
    expect(await screen.findByText('Kâr marjınız kaydedildi.')).toBeTruthy();
    const grand = row.getByText('Genel Toplam').closest('div')!.querySelector('dd')!.textContent;
    // 12,35 + 7,5 % = 13,27625, shown as 13,28: 4600 + 39,84 = 4639,84 without tax, + 920 + 3,98 tax
    expect(grand).toBe('₺5.563,82');
    expect(row.getAllByRole('cell').find((c) => c.dataset.label === 'Toplam')!.textContent).toBe(grand);
  });

  it('a failed save says so and keeps the margins as typed', async () => {
    const row = await openDetail();
    const input = row.getByLabelText('VK-1001 kâr marjı %');
    await userEvent.clear(input);
    await userEvent.type(input, '30{Enter}');
    nock(TEST_ORIGIN).patch('/api/catalog/offer/update/profit').reply(500, {});
    await userEvent.click(button(row, 'Kaydet'));
    expect(await screen.findByText('Kar marjınız kaydedilemedi lütfen tekrar deneyin.')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('30');
    expect(row.getByText('Kaydedilmemiş değişiklikler var.')).toBeTruthy();
  });
});

describe('OfferList customer modal', () => {
  it('checks name, e-mail and phone, then saves and shows the customer', async () => {
    await renderList([
      makeOffer({ customerName: '', customerCompanyName: '', customerEmail: '', customerPhone: '' }),
    ]);
    const row = rowOf('TK100001');
    expect(row.getByText('Müşteri girilmedi')).toBeTruthy();
    await userEvent.click(button(row, 'Müşteri Ekle'));
    const dialog = within(screen.getByRole('dialog', { name: 'Müşteri Bilgileri · TK100001' }));
    expect(document.activeElement).toBe(dialog.getByLabelText(/Ad Soyad/));
    await userEvent.type(dialog.getByLabelText('E-posta'), 'ali@');
    await userEvent.type(dialog.getByLabelText('Telefon'), '12');
    // Judged on leaving the field, not while typing.
    expect(dialog.queryByText('Geçerli bir telefon numarası giriniz.')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    expect(dialog.getByText('Müşteri adını giriniz.')).toBeTruthy();
    expect(dialog.getByText('Geçerli bir e-posta adresi giriniz.')).toBeTruthy();
    expect(dialog.getByText('Geçerli bir telefon numarası giriniz.')).toBeTruthy();
    expect(nock.pendingMocks()).toEqual([]);

    await userEvent.type(dialog.getByLabelText(/Ad Soyad/), '  Ali Veli ');
    await userEvent.clear(dialog.getByLabelText('E-posta'));
    await userEvent.type(dialog.getByLabelText('E-posta'), 'ali@veli.com');
    await userEvent.clear(dialog.getByLabelText('Telefon'));
    await userEvent.type(dialog.getByLabelText('Telefon'), '0555 123 45 67');
    const api = nock(TEST_ORIGIN)
      .patch('/api/catalog/offer/update/customer', {
        TK100001: {
          customerName: 'Ali Veli',
          customerCompanyName: '',
          customerEmail: 'ali@veli.com',
          customerPhone: '0555 123 45 67',
        },
      })
      .reply(200, { success: true });
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    api.done();
    expect(rowOf('TK100001').getByText('Ali Veli')).toBeTruthy();
  });

  it('judges what a mail header cannot carry when a field is left or on Kaydet, keeping what was typed', async () => {
    await renderList();
    await userEvent.click(button(rowOf('TK100001'), 'Müşteriyi Düzenle'));
    const dialog = within(screen.getByRole('dialog'));
    const email = dialog.getByLabelText('E-posta') as HTMLInputElement;
    const company = dialog.getByLabelText('Firma') as HTMLInputElement;
    const name = dialog.getByLabelText(/Ad Soyad/) as HTMLInputElement;
    await userEvent.clear(email);
    await userEvent.type(email, 'Ali <ali@example.com>');
    expect(dialog.queryByText('Geçerli bir e-posta adresi giriniz.')).toBeNull();
    await userEvent.clear(company);
    await userEvent.click(company);
    await userEvent.paste("$& $` $' $1 Veli\u2028Yapı");
    // Leaving the e-mail field judged it; the company is judged when it is left in turn.
    expect(dialog.getByText('Geçerli bir e-posta adresi giriniz.')).toBeTruthy();
    expect(dialog.queryByText('Satır sonu veya kontrol karakteri kullanılamaz.')).toBeNull();
    await userEvent.click(name);
    expect(dialog.getByText('Satır sonu veya kontrol karakteri kullanılamaz.')).toBeTruthy();
    await userEvent.clear(name);
    await userEvent.type(name, '<b>Ali</b>');
    await userEvent.paste('\u0085Veli');
    const save = nock(TEST_ORIGIN).patch('/api/catalog/offer/update/customer').reply(200, { success: true });
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    expect(dialog.getAllByText('Satır sonu veya kontrol karakteri kullanılamaz.')).toHaveLength(2);
    expect(save.isDone()).toBe(false);
    expect(email.value).toBe('Ali <ali@example.com>');
    expect(company.value).toBe("$& $` $' $1 Veli\u2028Yapı");
    expect(name.value).toBe('<b>Ali</b>\u0085Veli');
  });

  it('a failed save keeps the form and says so', async () => {
    await renderList();
    await userEvent.click(button(rowOf('TK100001'), 'Müşteriyi Düzenle'));
    const dialog = within(screen.getByRole('dialog'));
    const company = dialog.getByLabelText('Firma');
    await userEvent.clear(company);
    await userEvent.type(company, 'Yeni Firma');
    nock(TEST_ORIGIN).patch('/api/catalog/offer/update/customer').replyWithError('ECONNRESET');
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'Müşteri kaydedilemedi lütfen tekrar deneyin.',
    );
    expect((company as HTMLInputElement).value).toBe('Yeni Firma');
  });

  it.each([
    [
      'tr',
      'Toplam 1 teklif',
      'Müşteriyi Düzenle',
      'Kaydet',
      'Rolünüz bu işleme izin vermiyor; tekrar denemek sonucu değiştirmez.',
      /tekrar deneyin/,
    ],
    [
      'en',
      '1 offers in total',
      'Edit customer',
      'Save',
      'Your role does not allow this; trying again will not change that.',
      /please try again/,
    ],
  ] as const)(
    '(%s) a customer save the host refuses by role (403) says it is the role, and keeps the form',
    async (locale, total, edit, save, roleText, retryText) => {
      if (locale === 'en') registerLabelTable('en', en);
      await renderList([makeOffer()], testConfig({ locale }), total);
      await userEvent.click(button(rowOf('TK100001'), edit));
      const dialog = within(screen.getByRole('dialog'));
      const company = dialog.getAllByRole('textbox')[1] as HTMLInputElement;
      await userEvent.clear(company);
      await userEvent.type(company, "Yapı $& $1 $' <script>");
      nock(TEST_ORIGIN)
        .patch('/api/catalog/offer/update/customer')
        .reply(403, { error: { messages: { type: "Rol $& $` $' $1 <script>x</script>" } } });
      await userEvent.click(dialog.getByRole('button', { name: save }));
      expect((await dialog.findByRole('alert')).textContent).toBe(roleText);
      expect(screen.queryByText(retryText)).toBeNull();
      expect(company.value).toBe("Yapı $& $1 $' <script>");
      expect(document.querySelector('script')).toBeNull();
    },
  );

  it('the mail of an offer without an e-mail address asks for the customer first', async () => {
    await renderList([makeOffer({ customerEmail: '' })]);
    await userEvent.click(button(rowOf('TK100001'), 'Mail Gönder'));
    const dialog = within(screen.getByRole('dialog'));
    expect(
      dialog.getByText('Teklifi gönderebilmek için müşterinin e-posta adresini kaydediniz.'),
    ).toBeTruthy();
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('mails an offer that has an address', async () => {
    await renderList();
    const api = nock(TEST_ORIGIN).patch('/api/catalog/offer/mail/1').reply(200, { success: true });
    await userEvent.click(button(rowOf('TK100001'), 'Mail Gönder'));
    expect(await screen.findByText('Teklif mailiniz gönderilmiştir.')).toBeTruthy();
    api.done();
  });
});

describe('OfferList for a viewer (İzleyici)', () => {
  beforeAll(() => registerLabelTable('en', en));
  const viewer = (locale: 'tr' | 'en') =>
    testConfig({
      locale,
      user: { ...ANONYMOUS_USER, authenticated: true, id: 9, name: 'İzzet', companyRole: 'izleyici' },
    });

  it.each([
    ['tr', ['Detay', 'Yazdır']],
    ['en', ['Details', 'Print']],
  ] as const)('offers only what the role may do: reading and printing (%s)', async (locale, names) => {
    window.history.replaceState(null, '', '/teklif/liste');
    const offer = makeOffer({
      createdBy: 7,
      customerName: "Ali $& $` $' $1 \u0000 <script>x</script>\nVeli",
    });
    nock(TEST_ORIGIN)
      .get('/api/catalog/offers')
      .query(true)
      .reply(200, offerPage([offer]));
    const store = createTestStore(viewer(locale));
    stores.push(store);
    const view = renderWidget(<OfferList />, store);
    const row = within((await screen.findByRole('rowheader', { name: 'TK100001' })).closest('tbody')!);
    expect(row.getAllByRole('button').map((b) => b.textContent)).toEqual(names);
    expect(row.getByRole('rowheader', { name: 'TK100001' }).closest('tbody')!.textContent).toContain(
      offer.customerName,
    );
    expect(view.container.querySelector('script')).toBeNull();
  });

  it('says a refusal by role (403) is the role, not a failure to try again', async () => {
    // A Yönetici's page that is older than a role change: the host refuses what the page still offers.
    await renderList(
      [makeOffer()],
      testConfig({
        user: { ...ANONYMOUS_USER, authenticated: true, id: 1, name: 'Ayşe', companyRole: 'yonetici' },
      }),
    );
    nock(TEST_ORIGIN)
      .patch('/api/catalog/offer/mail/1')
      .reply(403, { error: { messages: { type: "Rolünüz $& $` $' $1 <script>x</script>" } } });
    await userEvent.click(button(rowOf('TK100001'), 'Mail Gönder'));
    expect(
      await screen.findByText('Rolünüz bu işleme izin vermiyor; tekrar denemek sonucu değiştirmez.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Mailiniz gönderilemedi/)).toBeNull();
  });
});

describe('OfferList print', () => {
  function fakePopup() {
    const frame = document.createElement('iframe');
    document.body.appendChild(frame);
    const popup = frame.contentWindow!;
    const print = jest.fn();
    Object.assign(popup, { print, focus: jest.fn(), close: jest.fn() });
    jest.spyOn(window, 'open').mockReturnValue(popup);
    return { popup, print };
  }

  it('prints the quote at the customer’s prices, with no purchase price or margin', async () => {
    await renderList();
    const row = rowOf('TK100001');
    await userEvent.click(button(row, 'Detay'));
    const input = row.getByLabelText('VK-2002 kâr marjı %');
    await userEvent.clear(input);
    await userEvent.type(input, '10{Enter}');
    const { popup, print } = fakePopup();
    await act(async () => {
      await userEvent.click(button(row, 'Yazdır'));
    });
    const doc = popup.document;
    expect(doc.title).toBe('Fiyat Teklifi TK100001');
    const text = doc.body.textContent!.replace(/\s+/g, ' ');
    expect(text).toContain('Mehmet Demir');
    expect(text).toContain('Yıldız Elektrik Taahhüt Ltd. Şti.');
    expect(text).toContain('Bağdat Cad. No: 112/3');
    expect(text).toContain('₺115,00');
    // 12,35 × 1,10 = 13,585 → 13,59 (the margin typed but not saved yet is what is shown and printed)
    expect(text).toContain('₺13,59');
    expect(text).not.toContain('₺100,00');
    expect(text).not.toContain('₺12,35');
    expect(text).not.toMatch(/Alış|Kâr|Marj/);
    const logo = doc.querySelector<HTMLImageElement>('img')!;
    expect(logo.src).toBe('http://localhost/images/bayi-logo.png');
    // Printed once the logo has loaded.
    expect(print).not.toHaveBeenCalled();
    logo.dispatchEvent(new (popup as typeof window).Event('load'));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['tr', 'Toplam 1 teklif', 'Yazdır', '%20'],
    ['en', '1 offers in total', 'Print', '20%'],
  ] as const)(
    '(%s) the printed quote writes the VAT rate as the language does',
    async (locale, total, print, vat) => {
      if (locale === 'en') registerLabelTable('en', en);
      await renderList([makeOffer()], testConfig({ locale }), total);
      const { popup } = fakePopup();
      await act(async () => {
        await userEvent.click(button(rowOf('TK100001'), print));
      });
      const cells = [...popup.document.querySelectorAll('td.num')].map((td) => td.textContent);
      expect(cells).toContain(vat);
      expect(cells).not.toContain(locale === 'en' ? '%20' : '20%');
    },
  );

  it('says so when the browser blocks the window', async () => {
    await renderList();
    jest.spyOn(window, 'open').mockReturnValue(null);
    await userEvent.click(button(rowOf('TK100001'), 'Yazdır'));
    expect(
      await screen.findByText(
        'Yazdırma penceresi açılamadı. Lütfen tarayıcınızın açılır pencere iznini kontrol edin.',
      ),
    ).toBeTruthy();
  });
});

describe('OfferList Düzenle', () => {
  it('shows the lines capped or left out and why before the cart is replaced; confirming goes to /sepet', async () => {
    const navigate = jest.spyOn(browser, 'navigateTo').mockImplementation(() => {});
    await renderList([
      makeOffer({
        offerItems: [
          makeOfferItem({ quantity: 150 }),
          makeOfferItem({ id: 2, productId: 12, code: 'VK-2002', name: 'Viko Priz', quantity: 3, order: 1 }),
          makeOfferItem({ id: 3, productId: 13, code: 'HES-3X1.5', name: 'Kablo', quantity: 300, order: 2 }),
        ],
      }),
    ]);
    nock(TEST_ORIGIN)
      .post('/api/catalog/product-lookup')
      .reply(200, {
        codes: [],
        products: [
          makeProduct({ id: 11, code: 'VK-1001', quantity: 1000 }),
          makeProduct({ id: 12, code: 'VK-2002', quantity: 2 }),
          makeProduct({ id: 13, code: 'HES-3X1.5', quantity: 0 }),
        ],
      });
    await userEvent.click(button(rowOf('TK100001'), 'Düzenle'));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'TK100001 numaralı teklifi sepete aktar' }),
    );
    expect(
      await dialog.findByText(/Sepetinizdeki ürünler bu teklifin ürünleriyle değiştirilecek/),
    ).toBeTruthy();
    const line = (code: string) => within(dialog.getByText(code).closest('tr')!);
    expect(
      line('VK-1001').getByText('Bir kalemde en fazla 100 ADET: 150 yerine 100 eklenecek.'),
    ).toBeTruthy();
    expect(line('VK-2002').getByText(/Stok yetersiz: 3 yerine 2 ADET eklenecek\./)).toBeTruthy();
    expect(line('HES-3X1.5').getByText('Stokta yok; eklenmeyecek.')).toBeTruthy();
    expect(dialog.getAllByRole('columnheader').map((h) => h.textContent)).toContain('Teklif Fiyatı');
    expect(nock.pendingMocks()).toEqual([]);
    const api = nock(TEST_ORIGIN)
      .patch('/api/catalog/offer/edit/1')
      .reply(200, { success: true, redirect: '/sepet', lines: [] });
    await userEvent.click(dialog.getByRole('button', { name: 'Sepeti Değiştir (2 kalem)' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/sepet'));
    api.done();
  });

  it('Vazgeç closes the preview and nothing is sent', async () => {
    await renderList();
    nock(TEST_ORIGIN)
      .post('/api/catalog/product-lookup')
      .reply(200, { codes: [], products: [makeProduct({ id: 11 }), makeProduct({ id: 12 })] });
    await userEvent.click(button(rowOf('TK100001'), 'Düzenle'));
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByText('VK-1001');
    await userEvent.click(dialog.getByRole('button', { name: 'Vazgeç' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button(rowOf('TK100001'), 'Düzenle').hasAttribute('disabled')).toBe(false);
  });
});
