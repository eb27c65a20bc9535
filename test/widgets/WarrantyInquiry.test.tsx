import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { en } from '../../src/i18n/en';
import { registerLabelTable } from '../../src/i18n/translate';
import * as browser from '../../src/sagas/runtime/browser';
import { WarrantyInquiry } from '../../src/widgets/WarrantyInquiry/WarrantyInquiry';
import { createTestStore, renderWidget, TEST_ORIGIN, testConfig } from '../support/renderWidget';

const PATH = '/api/catalog/WarrantyInquiry';
const NO_SALE =
  'Girilen seri numarasında hiçbir satış kaydı bulunmamaktadır, lütfen girdiğiniz seri numarasını kontrol edin.';
const NO_DATA = 'Aradığınız ürüne ait bilgi bulunamadı.';
const LOGIN =
  'Garanti sorgulama servisini kullanabilmeniz için giriş yapmış olmalısınız.Lütfen giriş yapıniz';
const TECHNICAL = 'Teknik bir hata yaşandı. Lütfen daha sonra tekrar deneyin.';
const sale = { tarih: '2026-07-26', durum: 'SATIŞ', belgeNo: 'FTR-2024-004512' };
const entry = { tarih: '2026-07-21T08:00:00Z', durum: 'DEPO GİRİŞ', belgeNo: 'IRS-2024-1187' };
let navigateSpy: jest.SpyInstance;

beforeEach(() => {
  navigateSpy = jest.spyOn(browser, 'navigateTo').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
  window.history.replaceState(null, '', '/garanti-sorgulama');
});
afterEach(() => jest.restoreAllMocks());

function setup(props: Record<string, unknown> = {}, config = testConfig()) {
  const user = userEvent.setup();
  const view = renderWidget(<WarrantyInquiry {...props} />, createTestStore(config));
  return { user, ...view };
}
const serialField = () => screen.getByLabelText('Seri Numarası') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Sorgula' }) as HTMLButtonElement;

function answer(status: number, body: nock.Body) {
  const posted: string[] = [];
  nock(TEST_ORIGIN)
    .post(PATH, (raw) => (posted.push(String(raw)), true))
    .reply(status, body);
  return posted;
}

async function lookUp(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(serialField(), text);
  await user.click(submit());
}

describe('WarrantyInquiry form', () => {
  it('Sorgula is disabled until the serial number is edited', async () => {
    const { user } = setup();
    expect(submit().disabled).toBe(true);
    await user.type(serialField(), 'V');
    expect(submit().disabled).toBe(false);
    await user.clear(serialField());
    expect(submit().disabled).toBe(false); // edited: a blank lookup is answered with a message
    await user.click(submit());
    expect(screen.getByText('Lütfen seri numarasını giriniz.')).toBeTruthy();
  });

  it('sends the trimmed serial and shows it trimmed', async () => {
    const posted = answer(200, { success: true, error: false, data: null });
    const { user } = setup();
    await lookUp(user, '  VK2024KRP000123  ');
    await screen.findByText(NO_DATA);
    expect(posted[0]).toMatch(/name="serialNumber"\r\n\r\nVK2024KRP000123\r\n/);
    expect(serialField().value).toBe('VK2024KRP000123');
  });

  it('refuses absurd input with a message, sends nothing and keeps what was typed', async () => {
    const { user } = setup();
    await user.click(serialField());
    await user.paste('x'.repeat(51));
    await user.tab(); // leaving the field judges it
    expect(screen.getByText('Seri numarası en fazla 50 karakter olabilir.')).toBeTruthy();
    expect(serialField().getAttribute('aria-invalid')).toBe('true');
    await user.clear(serialField());
    await user.paste('VK2024\u200bKRP');
    await user.click(submit());
    expect(
      screen.getByText('Seri numarası geçersiz karakterler içeriyor. Lütfen kontrol edin.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(serialField());
    expect(serialField().value).toBe('VK2024\u200bKRP');
    // No interceptor: a request would have ended in the technical-error text.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(TECHNICAL)).toBeNull();
  });

  it('a sale opens the result modal with the status and every movement', async () => {
    answer(200, { success: true, error: false, data: { garantiSuresi: 609, hareket: [entry, sale] } });
    const { user } = setup();
    await lookUp(user, 'VK2024KRP000123');
    const dialog = await screen.findByRole('dialog', { name: 'Garanti Durumu' });
    expect(within(dialog).getByText('Seri Numarası: VK2024KRP000123')).toBeTruthy();
    expect(within(dialog).getByText('Garanti kapsamında')).toBeTruthy();
    expect(within(dialog).getByText('Garanti süresinin bitmesine 609 gün kaldı.')).toBeTruthy();
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['21.07.2026', 'DEPO GİRİŞ', 'IRS-2024-1187'],
      ['26.07.2026', 'SATIŞ', 'FTR-2024-004512'],
    ]);
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Tarih', 'Durum', 'Belge No']);
    await user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(submit());
  });

  it('an ended warranty says how long ago; one movement sent as an object is listed', async () => {
    answer(200, { success: true, error: false, data: { garantiSuresi: -170, hareket: sale } });
    const { user } = setup();
    await lookUp(user, 'ABB2021S201C16X');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Garanti dışı')).toBeTruthy();
    expect(within(dialog).getByText('Garanti süresi 170 gün önce sona erdi.')).toBeTruthy();
    expect(within(dialog).getAllByRole('row')).toHaveLength(2);
  });

  it('the last day says it ends today', async () => {
    answer(200, { success: true, error: false, data: { garantiSuresi: 0, hareket: [sale] } });
    const { user } = setup();
    await lookUp(user, 'X1');
    expect(await screen.findByText('Garanti süresi bugün sona eriyor.')).toBeTruthy();
  });

  it.each([
    ['movements without a sale', { garantiSuresi: 330, hareket: entry }, NO_SALE],
    ['no data', null, NO_DATA],
    ['empty data', [], NO_DATA],
  ])('%s: the message under the form, no modal', async (_name, data, text) => {
    answer(200, { success: true, error: false, data });
    const { user } = setup();
    await lookUp(user, 'SE2023EZ9000045');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Editing the serial takes the message about the old one away.
    await user.type(serialField(), '9');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('403: the login message word for word, with a way to log in and come back', async () => {
    answer(403, { error: { messages: { type: LOGIN } } });
    const { user } = setup();
    await lookUp(user, 'VK2024KRP000123');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${LOGIN} Giriş Yap`);
    expect(within(alert).getByRole('link', { name: 'Giriş Yap' }).getAttribute('href')).toBe(
      '/account/login?returnUrl=%2Fgaranti-sorgulama',
    );
  });

  it('401 sends the user to the login page', async () => {
    answer(401, '');
    const { user } = setup();
    await lookUp(user, 'VK2024KRP000123');
    await waitFor(() => expect(navigateSpy).toHaveBeenCalled());
  });

  it.each([
    [500, 'Internal Server Error', TECHNICAL],
    [200, '<html>', TECHNICAL],
    [400, { error: { messages: { type: 'Seri numarası geçersiz.' } } }, 'Seri numarası geçersiz.'],
  ])('HTTP %p %j → %p, the serial kept', async (status, body, text) => {
    answer(status, body as nock.Body);
    const { user } = setup();
    await lookUp(user, 'VK2024KRP000123');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(serialField().value).toBe('VK2024KRP000123');
  });

  it('shows a busy Sorgula while asking and ignores a second click', async () => {
    nock(TEST_ORIGIN).post(PATH).delay(80).reply(200, { success: true, error: false, data: null });
    const { user } = setup();
    await lookUp(user, 'VK1');
    const busy = screen.getByRole('button', { name: /Sorgulanıyor/ });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    await user.click(busy);
    expect(await screen.findByText(NO_DATA)).toBeTruthy();
  });
});

describe('WarrantyInquiry as a modal', () => {
  it('a button opens the form in a dialog; the result takes its place; focus returns to the button', async () => {
    answer(200, { success: true, error: false, data: { garantiSuresi: 10, hareket: [sale] } });
    const { user } = setup({ display: 'modal' });
    expect(screen.queryByLabelText('Seri Numarası')).toBeNull();
    const opener = screen.getByRole('button', { name: 'Garanti Sorgulama' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Garanti Sorgulama' })).toBeTruthy();
    await lookUp(user, 'VK1');
    const result = await screen.findByRole('dialog', { name: 'Garanti Durumu' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(within(result).getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('a message stays in the form dialog', async () => {
    answer(200, { success: true, error: false, data: null });
    const { user } = setup({ display: 'modal' });
    await user.click(screen.getByRole('button', { name: 'Garanti Sorgulama' }));
    await lookUp(user, 'VK1');
    const dialog = screen.getByRole('dialog', { name: 'Garanti Sorgulama' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(NO_DATA);
  });

  it('rejects an unknown display', () => {
    expect(() => renderWidget(<WarrantyInquiry display="popup" />)).toThrow('display');
  });
});

describe('two WarrantyInquiry islands on one page', () => {
  it('only the one that asked shows the answer', async () => {
    answer(200, { success: true, error: false, data: null });
    const user = userEvent.setup();
    renderWidget(
      <>
        <WarrantyInquiry />
        <WarrantyInquiry />
      </>,
    );
    const [first] = screen.getAllByLabelText('Seri Numarası');
    await user.type(first!, 'VK1');
    await user.click(screen.getAllByRole('button', { name: 'Sorgula' })[0]!);
    await screen.findByText(NO_DATA);
    expect(screen.getAllByText(NO_DATA)).toHaveLength(1);
  });
});

describe('English', () => {
  it('labels and the ended sentence in English', async () => {
    registerLabelTable('en', en);
    answer(200, { success: true, error: false, data: { garantiSuresi: -3, hareket: [sale] } });
    const { user } = setup({}, testConfig({ locale: 'en' }));
    await user.type(screen.getByLabelText('Serial number'), 'VK1');
    await user.click(screen.getByRole('button', { name: 'Inquire' }));
    expect(await screen.findByText('The warranty ended 3 days ago.')).toBeTruthy();
    expect(screen.getByText('Out of warranty')).toBeTruthy();
  });

  // The host sends the status in the viewer's language beside the value the rule reads.
  it("shows the host's display status (durumText) while the rule still reads durum 'SATIŞ'", async () => {
    registerLabelTable('en', en);
    answer(200, {
      success: true,
      error: false,
      data: {
        garantiSuresi: 10,
        hareket: [
          { ...entry, durumText: 'WAREHOUSE ENTRY' },
          { ...sale, durumText: 'SALE' },
        ],
      },
    });
    const { user } = setup({}, testConfig({ locale: 'en' }));
    await user.type(screen.getByLabelText('Serial number'), 'VK1');
    await user.click(screen.getByRole('button', { name: 'Inquire' }));
    const dialog = await screen.findByRole('dialog');
    const statuses = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(statuses).toEqual(['WAREHOUSE ENTRY', 'SALE']);
    expect(within(dialog).queryByText('SATIŞ')).toBeNull();
  });
});
