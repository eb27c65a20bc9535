/**
 * The consent for the company's sales representative in the account settings: only the Yönetici sees
 * it; the representative's name, phone and e-mail; the checkbox and the per-order limit, judged when
 * the field is left and on Kaydet (never key by key), saved with PUT; a refused save says why and
 * keeps what was typed; a representative acting for the company sees neither it nor the password
 * form, but the reason; hostile names; English.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import type { HostConfig } from '../../src/contract/hostConfig';
import { ANONYMOUS_USER } from '../../src/contract/hostConfigDefaults';
import type { MemberRole } from '../../src/domain/company/companyRoles';
import { en } from '../../src/i18n/en';
import { registerLabelTable } from '../../src/i18n/translate';
import { AccountSetting } from '../../src/widgets/AccountSetting/AccountSetting';
import { mockMatchMedia } from '../support/matchMedia';
import { createTestStore, renderWidget, TEST_ORIGIN, testConfig } from '../support/renderWidget';
import { CONSENT, HOSTILE_NAMES, refusal, representativeConfig } from '../support/representatives';

const INVALID = 'Limit 0 veya daha büyük, en fazla 2 ondalıklı bir tutar olmalıdır.';
const consent = (overrides = {}) => ({
  representative: { name: 'Murat Plasiyer', phone: '0532 111 22 33', email: 'murat@dagitici.com.tr' },
  mayOrder: false,
  orderLimit: null,
  ...overrides,
});

function companyConfig(role: MemberRole, locale: 'tr' | 'en' = 'tr'): HostConfig {
  return testConfig({
    locale,
    user: { ...ANONYMOUS_USER, authenticated: true, id: 2, name: 'Ayşe Yıldız', companyRole: role },
  });
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  window.history.replaceState(null, '', '/hesap/ayarlar');
});
afterEach(() => {
  nock.cleanAll();
  jest.restoreAllMocks();
});

async function setup(answer: object = consent(), locale: 'tr' | 'en' = 'tr') {
  nock(TEST_ORIGIN).get(CONSENT).reply(200, answer);
  const user = userEvent.setup();
  const view = renderWidget(<AccountSetting />, createTestStore(companyConfig('yonetici', locale)));
  const section = await screen.findByRole('region', {
    name: locale === 'en' ? 'Your Representative' : 'Temsilciniz',
  });
  await within(section).findByRole('checkbox');
  return { user, section, ...view };
}

describe('the representative consent in the account settings', () => {
  it.each(['satinalma', 'onaylayici', 'izleyici'] as const)('is not shown to a %s', (role) => {
    renderWidget(<AccountSetting />, createTestStore(companyConfig(role)));
    expect(screen.queryByRole('region', { name: 'Temsilciniz' })).toBeNull();
    expect(screen.getByLabelText('Mevcut Şifre')).toBeTruthy();
  });

  it('shows the Yönetici the representative and the saved consent, under the password form', async () => {
    const { section } = await setup(consent({ mayOrder: true, orderLimit: 12500.5 }));
    expect(screen.getByLabelText('Mevcut Şifre')).toBeTruthy();
    expect(within(section).getByText('Murat Plasiyer')).toBeTruthy();
    expect(within(section).getByText('Telefon: 0532 111 22 33')).toBeTruthy();
    expect(within(section).getByText('E-posta: murat@dagitici.com.tr')).toBeTruthy();
    const box = within(section).getByRole('checkbox', { name: 'Temsilcim benim adıma sipariş verebilir' });
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(
      (within(section).getByLabelText('Sipariş başına limit (TL, isteğe bağlı)') as HTMLInputElement).value,
    ).toBe('12.500,50');
  });

  it('judges the limit when the field is left, not key by key, and saves with PUT', async () => {
    const put = nock(TEST_ORIGIN, { reqheaders: { 'x-csrf-token': 'test-csrf' } })
      .put(CONSENT, { mayOrder: true, orderLimit: 7500.25 })
      .reply(200, consent({ mayOrder: true, orderLimit: 7500.25 }));
    const { user, section } = await setup();
    const limit = within(section).getByLabelText('Sipariş başına limit (TL, isteğe bağlı)');
    await user.click(limit);
    await user.keyboard('-5');
    expect(within(section).queryByText(INVALID)).toBeNull();
    await user.tab();
    expect(within(section).getByText(INVALID)).toBeTruthy();
    expect(limit.getAttribute('aria-invalid')).toBe('true');
    await user.clear(limit);
    await user.type(limit, '7.500,25');
    expect(within(section).getByText(INVALID)).toBeTruthy();
    await user.tab();
    expect(within(section).queryByText(INVALID)).toBeNull();
    await user.click(within(section).getByRole('checkbox'));
    await user.click(within(section).getByRole('button', { name: 'İzni Kaydet' }));
    expect(await screen.findByText('Temsilci izni kaydedildi.')).toBeTruthy();
    put.done();
  });

  it('Kaydet with a wrong limit sends nothing and puts the focus on the limit', async () => {
    const { user, section } = await setup();
    const limit = within(section).getByLabelText('Sipariş başına limit (TL, isteğe bağlı)');
    await user.type(limit, '-1');
    await user.keyboard('{Enter}');
    expect(within(section).getByText(INVALID)).toBeTruthy();
    expect(document.activeElement).toBe(limit);
    expect(nock.pendingMocks()).toEqual([]);
  });

  it.each([
    ['a 403', 403, refusal('Bu işlem için yetkiniz yok.'), 'Bu işlem için yetkiniz yok.'],
    ['a 500', 500, {}, 'İşlem tamamlanamadı (HTTP 500). Lütfen daha sonra tekrar deneyin.'],
    [
      'a malformed answer',
      200,
      { mayOrder: 'yes' },
      'Sunucudan beklenmeyen bir yanıt geldi. Lütfen daha sonra tekrar deneyin.',
    ],
  ])('a save answered with %s says why and keeps what was typed', async (_w, status, body, text) => {
    nock(TEST_ORIGIN).put(CONSENT).reply(status, body);
    const { user, section } = await setup();
    const limit = within(section).getByLabelText(
      'Sipariş başına limit (TL, isteğe bağlı)',
    ) as HTMLInputElement;
    await user.click(within(section).getByRole('checkbox'));
    await user.type(limit, '250');
    await user.click(within(section).getByRole('button', { name: 'İzni Kaydet' }));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      `Temsilci izni kaydedilemedi. ${text}`,
    );
    expect(limit.value).toBe('250');
    expect((within(section).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it('a consent that cannot be read says so, and Tekrar Dene reads it', async () => {
    nock(TEST_ORIGIN).get(CONSENT).reply(500, {});
    const user = userEvent.setup();
    renderWidget(<AccountSetting />, createTestStore(companyConfig('yonetici')));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Temsilci izni yüklenemedi.');
    nock(TEST_ORIGIN).get(CONSENT).reply(200, consent());
    await user.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByRole('checkbox')).toBeTruthy();
  });

  it('a company without a representative is told so', async () => {
    nock(TEST_ORIGIN)
      .get(CONSENT)
      .reply(200, consent({ representative: null }));
    renderWidget(<AccountSetting />, createTestStore(companyConfig('yonetici')));
    expect(await screen.findByText('Firmanıza atanmış bir temsilci yok.')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('a representative acting for the company sees the reason, not the password form nor the consent', () => {
    renderWidget(
      <AccountSetting />,
      createTestStore(representativeConfig({ companyId: 1, code: 'C001', name: 'Yıldız Elektrik' })),
    );
    expect(screen.queryByLabelText('Mevcut Şifre')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Temsilciniz' })).toBeNull();
    expect(screen.getByRole('note').textContent).toBe('Müşteri adına çalışırken kullanılamaz.');
  });

  it('a representative acting for nobody keeps their own password form', () => {
    renderWidget(<AccountSetting />, createTestStore(representativeConfig(null)));
    expect(screen.getByLabelText('Mevcut Şifre')).toBeTruthy();
  });

  it.each([true, false])('renders at phone and desktop widths (wide: %s)', async (wide) => {
    const media = mockMatchMedia(wide);
    const { section } = await setup();
    expect(section.className).toContain('b2b-account--consent');
    media.restore();
  });

  it.each(HOSTILE_NAMES)('shows a representative named %j as text', async (name) => {
    const { section } = await setup(consent({ representative: { name, phone: '$&', email: '' } }));
    expect(section.querySelector('.b2b-account__representative-name')!.textContent).toBe(name);
    expect(within(section).getByText('Telefon: $&')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
  });

  it('speaks English', async () => {
    registerLabelTable('en', en);
    const { section } = await setup(consent(), 'en');
    expect(
      within(section).getByRole('checkbox', { name: 'My representative may place orders on my behalf' }),
    ).toBeTruthy();
    expect(within(section).getByLabelText('Limit per order (TL, optional)')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Save permission' })).toBeTruthy();
  });
});
