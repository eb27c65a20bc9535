/**
 * The CompanyUsers widget as a Yönetici uses it with the keyboard only: the list, adding
 * a user (judged on Kaydet), the one-time password shown once, editing, deactivating with a
 * confirmation, the load failure, and the English labels.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import type { RunningAppStore } from '../../src/app/createAppStore';
import type { CompanyUser } from '../../src/contract/company';
import { en } from '../../src/i18n/en';
import { registerLabelTable } from '../../src/i18n/translate';
import { companyUsersActions, selectCompanyUsers } from '../../src/store/company/companyUsers';
import { CompanyUsers } from '../../src/widgets/CompanyUsers/CompanyUsers';
import { createTestStore, renderWidget, TEST_ORIGIN, testConfig } from '../support/renderWidget';

const USERS = '/api/company/users';
const PASSWORD = 'Kp7mQ2xR9s';

function makeUser(overrides: Partial<CompanyUser> = {}): CompanyUser {
  return {
    id: 2,
    name: 'Ayşe Yıldız',
    username: 'bayi1',
    email: 'ayse@yildizelektrik.com.tr',
    phone: '0212 555 10 10',
    role: 'yonetici',
    orderLimit: null,
    monthlyLimit: null,
    branchIds: [],
    active: true,
    self: true,
    ...overrides,
  };
}
const buyer = makeUser({
  id: 7,
  name: 'Mert Satın',
  username: 'bayi1.satinalma',
  email: 'mert@yildizelektrik.com.tr',
  phone: '',
  role: 'satinalma',
  orderLimit: 10000,
  monthlyLimit: 50000.5,
  branchIds: [1, 2],
  self: false,
});
const viewer = makeUser({
  id: 8,
  name: 'Selin İzler',
  username: 'bayi1.izleyici',
  email: 'selin@yildizelektrik.com.tr',
  role: 'izleyici',
  active: false,
  self: false,
});
const BRANCHES = [
  { id: 1, name: 'Kadıköy Şube' },
  { id: 2, name: 'Ümraniye Depo' },
];
const answer = (users = [makeUser(), buyer, viewer]) => ({
  users,
  branches: BRANCHES,
  usernamePrefix: 'bayi1.',
});
const refusal = (type: string) => ({ error: { messages: { type } } });

const stores: RunningAppStore[] = [];
let errorSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  window.history.replaceState(null, '', '/hesap/kullanicilar');
});
afterEach(() => {
  for (const store of stores.splice(0)) store.dispatch(companyUsersActions.closed());
  jest.restoreAllMocks();
});

async function setup(config = testConfig(), users = answer()) {
  nock(TEST_ORIGIN).get(USERS).reply(200, users);
  const user = userEvent.setup();
  const store = createTestStore(config);
  stores.push(store);
  const view = renderWidget(<CompanyUsers />, store);
  await screen.findByRole('table');
  return { user, ...view };
}

/** Presses Tab until `target` has the focus (it must be reachable within `max` presses). */
async function tabTo(user: ReturnType<typeof userEvent.setup>, target: HTMLElement, max = 60) {
  for (let i = 0; i < max && document.activeElement !== target; i++) await user.tab();
  expect(document.activeElement).toBe(target);
}

/** A user's row, found by the name its row header starts with. */
const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name: (accessible) => accessible.startsWith(name) }).closest('tr')!;
/** Each cell's text, its lines separated by ' | '. */
const cellTexts = (row: HTMLElement) =>
  Array.from(row.querySelectorAll('th, td')).map((cell) => {
    const lines = cell.querySelectorAll('.b2b-company-users__lines > *, dl > div');
    // A limit line (dt, dd) reads 'Aylık 50.000,00'.
    const text = (line: Element) =>
      line.tagName === 'DIV'
        ? Array.from(line.children, (part) => part.textContent).join(' ')
        : line.textContent;
    return lines.length > 0 ? Array.from(lines, text).join(' | ') : cell.textContent;
  });

describe('CompanyUsers list', () => {
  it('shows each user with role, limits, branches and status; no deactivate button on the reader’s own row', async () => {
    await setup();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Kullanıcı',
      'İletişim',
      'Rol',
      'Limitler (TL)',
      'Şubeler',
      'Durum',
      'İşlemler',
    ]);
    const own = rowOf('Ayşe Yıldız');
    expect(cellTexts(own).slice(0, 6)).toEqual([
      'Ayşe Yıldız (siz) | bayi1',
      'ayse@yildizelektrik.com.tr | 0212 555 10 10',
      'Yönetici',
      'Sipariş başına Limitsiz | Aylık Limitsiz',
      'Tüm şubeler',
      'Etkin',
    ]);
    expect(within(own).getByRole('button', { name: 'Düzenle Ayşe Yıldız' })).toBeTruthy();
    expect(within(own).queryByRole('button', { name: /Devre Dışı Bırak/ })).toBeNull();

    const other = rowOf('Mert Satın');
    expect(cellTexts(other).slice(0, 6)).toEqual([
      'Mert Satın | bayi1.satinalma',
      'mert@yildizelektrik.com.tr',
      'Satın Alma',
      'Sipariş başına 10.000,00 | Aylık 50.000,50',
      'Kadıköy Şube, Ümraniye Depo',
      'Etkin',
    ]);
    expect(within(other).getByRole('button', { name: 'Devre Dışı Bırak Mert Satın' })).toBeTruthy();
    const inactive = rowOf('Selin İzler');
    expect(within(inactive).getByText('Devre Dışı')).toBeTruthy();
    expect(within(inactive).getByRole('button', { name: 'Etkinleştir Selin İzler' })).toBeTruthy();
    // Every cell names its column: on a phone the rows become cards of labelled lines.
    for (const cell of other.querySelectorAll('th, td')) expect(cell.getAttribute('data-label')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Kullanıcılar' }).classList).toContain('b2b-history');
  });

  it('a failed load says so with a retry that loads again, never a blank widget', async () => {
    nock(TEST_ORIGIN).get(USERS).replyWithError('ECONNRESET');
    const user = userEvent.setup();
    const store = createTestStore();
    stores.push(store);
    renderWidget(<CompanyUsers />, store);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Kullanıcılar yüklenemedi.');
    expect(alert.textContent).toContain('Sunucuya ulaşılamadı.');
    nock(TEST_ORIGIN).get(USERS).reply(200, answer());
    await tabTo(user, within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('adding a user', () => {
  it('judges the form only on Kaydet, shows each message under its field and focuses the first; then creates', async () => {
    const { user, store } = await setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const add = screen.getByRole('button', { name: 'Yeni Kullanıcı' });
    await tabTo(user, add);
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Yeni Kullanıcı' });
    const field = (label: string) =>
      within(dialog).getByLabelText(label, { exact: false }) as HTMLInputElement;
    const name = field('Ad Soyad');
    expect(document.activeElement).toBe(name);

    // Invalid input: nothing is said while typing.
    await user.keyboard('{Tab}AB{Tab}yanlis-eposta');
    await user.tab(); // phone
    await user.tab(); // role
    await user.tab();
    await user.keyboard('on bin');
    expect(within(dialog).queryByText('Geçerli bir e-posta adresi giriniz.')).toBeNull();
    expect(field('Kullanıcı Adı').getAttribute('aria-invalid')).toBeNull();

    await user.keyboard('{Enter}');
    const messages = {
      'Ad Soyad': 'Ad soyad girmelisiniz.',
      'Kullanıcı Adı':
        'Kullanıcı adı 3-30 karakter olmalı; küçük harf, rakam, nokta, tire ve alt çizgi içerebilir.',
      'E-posta': 'Geçerli bir e-posta adresi giriniz.',
      Rol: 'Bir rol seçiniz.',
      'Sipariş Başına Limit (TL)': 'Limit 0 veya daha büyük, en fazla 2 ondalıklı bir tutar olmalıdır.',
    };
    for (const [label, text] of Object.entries(messages)) {
      const control = field(label);
      const message = within(dialog).getByText(text);
      expect([label, control.getAttribute('aria-invalid')]).toEqual([label, 'true']);
      expect(control.getAttribute('aria-describedby')).toContain(message.id);
    }
    expect(field('Aylık Limit (TL)').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(name);
    // Nothing was sent: the store never heard of a save.
    expect(selectCompanyUsers(store.getState()).saving).toBe(false);

    // Corrected, with the keyboard; what was typed is still there.
    expect(field('E-posta').value).toBe('yanlis-eposta');
    await user.keyboard('Zeynep Onay');
    const username = field('Kullanıcı Adı');
    await user.tab();
    await user.keyboard('{Backspace}{Backspace}zeynep{Tab}');
    await user.keyboard('{Control>}a{/Control}zeynep@yildizelektrik.com.tr');
    const role = field('Rol') as unknown as HTMLSelectElement;
    await tabTo(user, role);
    await user.selectOptions(role, 'Onaylayıcı');
    await user.tab();
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await user.tab();
    await user.keyboard('2.500,50');
    const depo = within(dialog).getByRole('checkbox', { name: 'Ümraniye Depo' });
    await tabTo(user, depo);
    await user.keyboard(' ');
    // Typed after the company's prefix, which shows in front of the field and is named by its hint.
    expect(username.value).toBe('zeynep');
    expect(username.previousElementSibling?.textContent).toBe('bayi1.');
    const hint = within(dialog).getByText(
      'Kullanıcı adı şirketinizin ön ekiyle başlar, örneğin bayi1.ahmet.',
    );
    expect(username.getAttribute('aria-describedby')).toContain(hint.id);

    const sent: unknown[] = [];
    const zeynep = makeUser({
      id: 9,
      name: 'Zeynep Onay',
      username: 'bayi1.zeynep',
      email: 'zeynep@yildizelektrik.com.tr',
      phone: '',
      role: 'onaylayici',
      monthlyLimit: 2500.5,
      branchIds: [2],
      self: false,
    });
    nock(TEST_ORIGIN)
      .post(USERS, (body) => (sent.push(body), true))
      .reply(200, { user: zeynep, oneTimePassword: PASSWORD });
    await tabTo(user, within(dialog).getByRole('button', { name: /Kaydet/ }));
    await user.keyboard('{Enter}');

    const once = await screen.findByRole('dialog', { name: 'Tek Kullanımlık Şifre' });
    expect(sent).toEqual([
      {
        name: 'Zeynep Onay',
        username: 'bayi1.zeynep',
        email: 'zeynep@yildizelektrik.com.tr',
        phone: '',
        role: 'onaylayici',
        orderLimit: null,
        monthlyLimit: 2500.5,
        branchIds: [2],
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Yeni Kullanıcı' })).toBeNull();
    expect(once.textContent).toContain(
      'bayi1.zeynep kullanıcısının ilk girişte kullanacağı şifre aşağıdadır. Bu şifre yalnızca bir kez gösterilir',
    );
    expect((within(once).getByLabelText('Şifre') as HTMLInputElement).value).toBe(PASSWORD);
    // The password is in the dialog's own state, no longer in the store.
    expect(JSON.stringify(store.getState())).not.toContain(PASSWORD);
    expect(await screen.findByText('Kullanıcı oluşturuldu.')).toBeTruthy();
    expect(rowOf('Zeynep Onay')).toBeTruthy();

    // Kopyala has the focus: Enter copies.
    expect(document.activeElement).toBe(within(once).getByRole('button', { name: 'Kopyala' }));
    await user.keyboard('{Enter}');
    expect(await within(once).findByText('Kopyalandı')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(PASSWORD);

    // Escape closes it, the password is gone for good and the focus is back on 'Yeni Kullanıcı'.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.innerHTML).not.toContain(PASSWORD);
    expect(JSON.stringify(store.getState())).not.toContain(PASSWORD);
    expect(JSON.stringify(errorSpy.mock.calls)).not.toContain(PASSWORD);
    expect(document.activeElement).toBe(add);
  });

  it("the server's refusal shows in the dialog and keeps everything typed", async () => {
    const { user } = await setup(testConfig(), answer([makeUser()]));
    await tabTo(user, screen.getByRole('button', { name: 'Yeni Kullanıcı' }));
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog');
    await user.keyboard('Mert Başka{Tab}satinalma{Tab}mert@example.com{Tab}');
    await user.selectOptions(within(dialog).getByLabelText(/^Rol/), 'Satın Alma');
    await user.tab();
    nock(TEST_ORIGIN).post(USERS).reply(400, refusal('Bu kullanıcı adı kullanılıyor.'));
    await user.keyboard('10000{Enter}');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Bu kullanıcı adı kullanılıyor.');
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect((within(dialog).getByLabelText(/^Kullanıcı Adı/) as HTMLInputElement).value).toBe('satinalma');
    expect((within(dialog).getByLabelText(/^Sipariş Başına/) as HTMLInputElement).value).toBe('10000');
    expect((within(dialog).getByLabelText(/^Rol/) as HTMLSelectElement).value).toBe('satinalma');
    // Vazgeç closes it; opened again, the old failure is not shown.
    await tabTo(user, within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.keyboard('{Enter}');
    expect(within(screen.getByRole('dialog')).queryByRole('alert')).toBeNull();
  });

  it('without a clipboard, Kopyala selects the password and says to copy it', async () => {
    const { user } = await setup(testConfig(), answer([makeUser()]));
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await tabTo(user, screen.getByRole('button', { name: 'Yeni Kullanıcı' }));
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog');
    await user.keyboard('Deniz Kaya{Tab}deniz{Tab}deniz@example.com{Tab}');
    await user.selectOptions(within(dialog).getByLabelText(/^Rol/), 'İzleyici');
    await user.tab();
    nock(TEST_ORIGIN)
      .post(USERS)
      .reply(200, {
        user: makeUser({
          id: 11,
          name: 'Deniz Kaya',
          username: 'bayi1.deniz',
          role: 'izleyici',
          self: false,
        }),
        oneTimePassword: PASSWORD,
      });
    await user.keyboard('{Enter}');
    const once = await screen.findByRole('dialog', { name: 'Tek Kullanımlık Şifre' });
    await user.keyboard('{Enter}');
    expect(await within(once).findByText('Kopyalanamadı; şifreyi seçip kendiniz kopyalayın.')).toBeTruthy();
    const input = within(once).getByLabelText('Şifre') as HTMLInputElement;
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, PASSWORD.length]);
  });
});

describe('editing a user', () => {
  it('Düzenle opens the form filled in; Kaydet PATCHes and closes it', async () => {
    const { user } = await setup();
    const edit = screen.getByRole('button', { name: 'Düzenle Mert Satın' });
    await tabTo(user, edit);
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Kullanıcıyı Düzenle' });
    const value = (label: RegExp) => (within(dialog).getByLabelText(label) as HTMLInputElement).value;
    expect(value(/^Ad Soyad/)).toBe('Mert Satın');
    expect(value(/^Kullanıcı Adı/)).toBe('satinalma');
    expect(value(/^Rol/)).toBe('satinalma');
    expect(value(/^Sipariş Başına/)).toBe('10.000,00');
    expect(value(/^Aylık Limit/)).toBe('50.000,50');
    expect(value(/^Telefon/)).toBe('');
    expect(
      within(dialog).getByText('Boş bırakılırsa limit uygulanmaz.', {
        selector: `[id="${within(dialog)
          .getByLabelText(/^Sipariş Başına/)
          .getAttribute('aria-describedby')}"]`,
      }),
    ).toBeTruthy();
    for (const branch of BRANCHES)
      expect((within(dialog).getByRole('checkbox', { name: branch.name }) as HTMLInputElement).checked).toBe(
        true,
      );

    const limit = within(dialog).getByLabelText(/^Sipariş Başına/);
    await tabTo(user, limit);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    const sent: unknown[] = [];
    nock(TEST_ORIGIN)
      .patch(`${USERS}/7`, (body) => (sent.push(body), true))
      .reply(200, { user: { ...buyer, orderLimit: null } });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        name: 'Mert Satın',
        username: 'bayi1.satinalma',
        email: 'mert@yildizelektrik.com.tr',
        phone: '',
        role: 'satinalma',
        orderLimit: null,
        monthlyLimit: 50000.5,
        branchIds: [1, 2],
      },
    ]);
    expect(await screen.findByText('Kullanıcı bilgileri kaydedildi.')).toBeTruthy();
    expect(cellTexts(rowOf('Mert Satın'))[3]).toBe('Sipariş başına Limitsiz | Aylık 50.000,50');
    expect(document.activeElement).toBe(edit);
  });
});

describe('the username namespace', () => {
  it('keeps the company’s own login as it is: shown, not edited, sent unchanged', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Düzenle Ayşe Yıldız' }));
    const dialog = screen.getByRole('dialog', { name: 'Kullanıcıyı Düzenle' });
    const username = within(dialog).getByLabelText(/^Kullanıcı Adı/) as HTMLInputElement;
    expect([username.value, username.readOnly]).toEqual(['bayi1', true]);
    expect(dialog.querySelector('.b2b-company-users__prefix')).toBeNull();
    const hint = within(dialog).getByText('Bu kullanıcı adı değiştirilemez.');
    expect(username.getAttribute('aria-describedby')).toContain(hint.id);
    const sent: { username?: string }[] = [];
    nock(TEST_ORIGIN)
      .patch(`${USERS}/2`, (body) => (sent.push(body), true))
      .reply(200, { user: makeUser() });
    await user.click(within(dialog).getByRole('button', { name: /Kaydet/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.username).toBe('bayi1');
  });

  it('shows a prefix with replacement patterns and markup as text, and sends it as it is', async () => {
    const prefix = "b$&$'$1<script>x</script>.";
    const { user } = await setup(testConfig(), { ...answer([makeUser()]), usernamePrefix: prefix });
    await user.click(screen.getByRole('button', { name: 'Yeni Kullanıcı' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('.b2b-company-users__prefix')?.textContent).toBe(prefix);
    expect(
      within(dialog).getByText(`Kullanıcı adı şirketinizin ön ekiyle başlar, örneğin ${prefix}ahmet.`),
    ).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    await user.keyboard('Deniz Kaya{Tab}Deniz{Tab}deniz@example.com{Tab}');
    await user.selectOptions(within(dialog).getByLabelText(/^Rol/), 'İzleyici');
    const sent: { username?: string }[] = [];
    nock(TEST_ORIGIN)
      .post(USERS, (body) => (sent.push(body), true))
      .reply(400, refusal('Bu kullanıcı adı kullanılıyor.'));
    await user.click(within(dialog).getByRole('button', { name: /Kaydet/ }));
    await within(dialog).findByRole('alert');
    expect(sent[0]!.username).toBe(`${prefix}deniz`);
  });

  it('says it in English', async () => {
    registerLabelTable('en', en);
    const { user } = await setup(testConfig({ locale: 'en' }));
    await user.click(screen.getByRole('button', { name: 'New user' }));
    expect(
      screen.getByText("The username starts with your company's prefix, for example bayi1.ahmet."),
    ).toBeTruthy();
  });
});

describe('deactivating and reactivating', () => {
  it('asks first (the sessions end at once); Vazgeç changes nothing, the confirmation deactivates', async () => {
    const { user } = await setup();
    const toggle = screen.getByRole('button', { name: 'Devre Dışı Bırak Mert Satın' });
    await tabTo(user, toggle);
    await user.keyboard('{Enter}');
    let dialog = screen.getByRole('dialog', { name: 'Kullanıcıyı Devre Dışı Bırak' });
    expect(dialog.textContent).toContain(
      'Mert Satın devre dışı bırakılsın mı? Açık oturumları hemen kapanır.',
    );
    // The safe answer has the focus: Enter right away changes nothing.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);

    await user.keyboard('{Enter}');
    dialog = screen.getByRole('dialog');
    const api = nock(TEST_ORIGIN)
      .post(`${USERS}/7/deactivate`)
      .reply(200, { user: { ...buyer, active: false } });
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Devre Dışı Bırak' }));
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('Mert Satın devre dışı bırakıldı; açık oturumları kapatıldı.'),
    ).toBeTruthy();
    api.done();
    const row = rowOf('Mert Satın');
    expect(within(row).getByText('Devre Dışı')).toBeTruthy();
    // The same button, now Etkinleştir, keeps the focus; it reactivates without a question.
    expect(document.activeElement).toBe(within(row).getByRole('button', { name: 'Etkinleştir Mert Satın' }));
    nock(TEST_ORIGIN).post(`${USERS}/7/reactivate`).reply(200, { user: buyer });
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Mert Satın yeniden etkinleştirildi.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(rowOf('Mert Satın')).getByText('Etkin')).toBeTruthy();
  });

  it('a refusal says the server’s words and leaves the row as it was', async () => {
    const { user } = await setup();
    await tabTo(user, screen.getByRole('button', { name: 'Etkinleştir Selin İzler' }));
    nock(TEST_ORIGIN).post(`${USERS}/8/reactivate`).reply(400, refusal('Kullanıcı bulunamadı.'));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Kullanıcı bulunamadı.')).toBeTruthy();
    expect(within(rowOf('Selin İzler')).getByText('Devre Dışı')).toBeTruthy();
  });
});

describe('in English', () => {
  it('every label comes from the English table', async () => {
    registerLabelTable('en', en);
    const { user } = await setup(testConfig({ locale: 'en' }));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'User',
      'Contact',
      'Role',
      'Limits (TL)',
      'Branches',
      'Status',
      'Actions',
    ]);
    expect(cellTexts(rowOf('Ayşe Yıldız')).slice(0, 6)).toEqual([
      'Ayşe Yıldız (you) | bayi1',
      'ayse@yildizelektrik.com.tr | 0212 555 10 10',
      'Administrator',
      'Per order No limit | Monthly No limit',
      'All branches',
      'Active',
    ]);
    expect(within(rowOf('Selin İzler')).getByRole('button', { name: 'Reactivate Selin İzler' })).toBeTruthy();
    await tabTo(user, screen.getByRole('button', { name: 'Deactivate Mert Satın' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Deactivate user' }).textContent).toContain(
      'Deactivate Mert Satın? Their open sessions end at once.',
    );
    await user.keyboard('{Escape}');
    await tabTo(user, screen.getByRole('button', { name: 'New user' }));
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'New user' });
    expect(within(dialog).getByRole('option', { name: 'Choose a role...' })).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(within(dialog).getByText('Enter a full name.')).toBeTruthy();
    expect(within(dialog).getByText('Choose a role.')).toBeTruthy();
  });
});
