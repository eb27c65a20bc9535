import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { ANONYMOUS_USER } from '../../src/contract/hostConfigDefaults';
import { en } from '../../src/i18n/en';
import { registerLabelTable } from '../../src/i18n/translate';
import * as browser from '../../src/sagas/runtime/browser';
import { AccountSetting } from '../../src/widgets/AccountSetting/AccountSetting';
import { createTestStore, renderWidget, TEST_ORIGIN, testConfig } from '../support/renderWidget';

const PATH = '/api/catalog/account/settings';
const LENGTH = 'Şifreniz 6 karakterden kısa, 30 karakterden uzun olamaz.';
const VERIFY = 'Şifrenizi doğrulamalısınız.';
const CURRENT_REQUIRED = 'Mevcut şifrenizi girmelisiniz.';
const WRONG_CURRENT = 'Mevcut şifreniz hatalı. Lütfen kontrol edip tekrar deneyin.';
/** A current password a user may well have: replacement patterns and markup. */
const HOSTILE = "e$&$'$`$1<script>x</script>ş";
const TECHNICAL = 'Teknik bir hata yaşandı. Lütfen daha sonra tekrar deneyin.';
let navigateSpy: jest.SpyInstance;

beforeEach(() => {
  navigateSpy = jest.spyOn(browser, 'navigateTo').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
  window.history.replaceState(null, '', '/hesap/ayarlar');
});
afterEach(() => jest.restoreAllMocks());

function setup(config = testConfig()) {
  const user = userEvent.setup();
  const view = renderWidget(<AccountSetting />, createTestStore(config));
  const current = screen.getByLabelText('Mevcut Şifre') as HTMLInputElement;
  const password = screen.getByLabelText('Yeni Şifre') as HTMLInputElement;
  const verify = screen.getByLabelText('Yeni Şifre Tekrar') as HTMLInputElement;
  const save = screen.getByRole('button', { name: 'Kaydet' }) as HTMLButtonElement;
  return { user, current, password, verify, save, ...view };
}

/** An interceptor that records what was posted. */
function answer(status: number, body: nock.Body, delay = 0) {
  const posted: string[] = [];
  const scope = nock(TEST_ORIGIN)
    .post(PATH, (raw) => (posted.push(String(raw)), true))
    .delay(delay)
    .reply(status, body);
  return { posted, scope };
}

describe('AccountSetting form', () => {
  it('the current password first, then two new-password fields; Kaydet disabled until something is typed', async () => {
    const { user, current, password, verify, save, container } = setup();
    expect([...container.querySelectorAll('input')]).toEqual([current, password, verify]);
    expect(current.type).toBe('password');
    expect(current.autocomplete).toBe('current-password');
    expect(current.name).toBe('currentPassword');
    for (const input of [password, verify]) {
      expect(input.type).toBe('password');
      expect(input.autocomplete).toBe('new-password');
    }
    expect(password.name).toBe('password');
    expect(verify.name).toBe('passwordVerify');
    expect(save.disabled).toBe(true);
    for (const input of [current, verify]) {
      await user.type(input, 'a');
      expect(save.disabled).toBe(false);
      await user.clear(input);
      expect(save.disabled).toBe(true);
    }
  });

  it('show/hide toggles reveal one field at a time', async () => {
    const { user, current, password, verify } = setup();
    const [showCurrent, showNew] = screen.getAllByRole('button', { name: 'Şifreyi göster' });
    await user.click(showNew!);
    expect(password.type).toBe('text');
    expect(current.type).toBe('password');
    expect(verify.type).toBe('password');
    expect(showNew!.textContent).toBe('Gizle');
    await user.click(screen.getByRole('button', { name: 'Şifreyi gizle' }));
    expect(password.type).toBe('password');
    await user.click(showCurrent!);
    expect([current.type, password.type, verify.type]).toEqual(['text', 'password', 'password']);
  });

  it('judges the length when the field is left, not while typing', async () => {
    const { user, password } = setup();
    await user.type(password, 'abc');
    expect(screen.queryByText(LENGTH)).toBeNull();
    await user.tab(); // to its show/hide button: still not left for good
    expect(screen.queryByText(LENGTH)).toBeNull();
    await user.tab();
    expect(screen.getByText(LENGTH)).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toBe(screen.getByText(LENGTH).id);
    // Typing again takes the stale message away; only the next commit judges again.
    await user.type(password, 'def');
    expect(screen.queryByText(LENGTH)).toBeNull();
  });

  it.each([
    ['kısa', 'kısa', LENGTH, 'Yeni Şifre'],
    ['x'.repeat(31), 'x'.repeat(31), LENGTH, 'Yeni Şifre'],
    ['', 'yalnızca-tekrar', LENGTH, 'Yeni Şifre'],
    ['yenisifre1', '', VERIFY, 'Yeni Şifre Tekrar'],
  ])('Kaydet with %p / %p shows %p under %s, focuses it and sends nothing', async (p, v, text, field) => {
    const { user, current, password, verify, save } = setup();
    await user.type(current, 'demo1234');
    if (p) await user.type(password, p);
    if (v) await user.type(verify, v);
    await user.click(save);
    const message = screen.getByText(text);
    expect(screen.getByLabelText(field).getAttribute('aria-describedby')).toContain(message.id);
    expect(document.activeElement).toBe(screen.getByLabelText(field));
    // Nothing was posted: with no interceptor, a request would have ended in the technical message.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(TECHNICAL)).toBeNull();
  });

  it('Kaydet without the current password says so under it, focuses it and sends nothing', async () => {
    const { user, current, password, verify, save } = setup();
    await user.type(password, 'yenisifre1');
    await user.type(verify, 'yenisifre1');
    await user.click(save);
    const message = screen.getByText(CURRENT_REQUIRED);
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(current.getAttribute('aria-describedby')).toBe(message.id);
    expect(document.activeElement).toBe(current);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(TECHNICAL)).toBeNull();
    // Typing takes the message away; leaving the field empty again (a new password typed) says it again.
    await user.type(current, 'x');
    expect(screen.queryByText(CURRENT_REQUIRED)).toBeNull();
    await user.clear(current);
    await user.click(password);
    expect(screen.getByText(CURRENT_REQUIRED)).toBeTruthy();
  });

  it('sends the current password with the new ones; a wrong one: the server’s message, nothing typed lost', async () => {
    const { posted } = answer(400, { error: { messages: { type: WRONG_CURRENT } } });
    const { user, current, password, verify, save } = setup();
    await user.type(current, HOSTILE);
    await user.type(password, 'yenisifre1');
    await user.type(verify, 'yenisifre1{Enter}');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', WRONG_CURRENT);
    expect(posted[0]).toContain(`name="currentPassword"\r\n\r\n${HOSTILE}\r\n`);
    expect(posted[0]).toMatch(/name="password"\r\n\r\nyenisifre1\r\n/);
    expect([current.value, password.value, verify.value]).toEqual([HOSTILE, 'yenisifre1', 'yenisifre1']);
    expect(save.disabled).toBe(false);
  });

  it('does not check the match itself: the server’s message shows below, the fields stay', async () => {
    const { posted } = answer(400, { error: { messages: { type: 'Şifreleriniz eşleşmiyor.' } } });
    const { user, current, password, verify, save } = setup();
    await user.type(current, 'demo1234');
    await user.type(password, 'abcdef');
    await user.type(verify, 'abcdeg{Enter}');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Şifreleriniz eşleşmiyor.');
    expect(posted[0]).toMatch(/name="password"\r\n\r\nabcdef\r\n/);
    expect(posted[0]).toMatch(/name="passwordVerify"\r\n\r\nabcdeg\r\n/);
    expect(password.value).toBe('abcdef');
    expect(verify.value).toBe('abcdeg');
    expect(save.disabled).toBe(false);
  });

  it('tells a new company user, once saved, that the password is set, with the way on to the store', async () => {
    answer(200, { success: true, message: 'Hesap bilgileriniz güncellendi.' });
    const config = testConfig({
      user: {
        ...ANONYMOUS_USER,
        authenticated: true,
        id: 12,
        name: 'Yeni',
        companyRole: 'satinalma',
        mustSetPassword: true,
      },
    });
    const { user, current, password, verify, save } = setup(config);
    expect(screen.queryByRole('link', { name: 'Alışverişe devam et' })).toBeNull();
    await user.type(current, HOSTILE);
    await user.type(password, 'yenisifre1');
    await user.type(verify, 'yenisifre1');
    await user.click(save);
    expect(
      await screen.findByText('Şifreniz belirlendi; artık mağazayı kullanabilirsiniz.', { exact: false }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Alışverişe devam et' }).getAttribute('href')).toBe('/');
    expect(document.querySelector('script')).toBeNull();
  });

  it('in English, and no way-on link for a user who only changed their password', async () => {
    registerLabelTable('en', en);
    const user = {
      ...ANONYMOUS_USER,
      authenticated: true,
      id: 12,
      name: 'Yeni',
      companyRole: 'satinalma' as const,
    };
    const saveAs = async (
      config: ReturnType<typeof testConfig>,
      labels: [string, string, string, string],
    ) => {
      answer(200, { success: true, message: 'Saved $& $` <script>x</script>' });
      const typist = userEvent.setup();
      const view = renderWidget(<AccountSetting />, createTestStore(config));
      await typist.type(screen.getByLabelText(labels[0]), HOSTILE);
      await typist.type(screen.getByLabelText(labels[1]), 'yenisifre1');
      await typist.type(screen.getByLabelText(labels[2]), 'yenisifre1');
      await typist.click(screen.getByRole('button', { name: labels[3] }));
      // The widget says it in its own words, whatever the server's answer says.
      await screen.findByRole('status');
      return view;
    };
    const first = await saveAs(testConfig({ locale: 'en', user: { ...user, mustSetPassword: true } }), [
      'Current password',
      'New password',
      'Repeat new password',
      'Save',
    ]);
    expect(
      screen.getByText('Your password is set; you can now use the store.', { exact: false }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
    first.unmount();
    await saveAs(testConfig({ user }), ['Mevcut Şifre', 'Yeni Şifre', 'Yeni Şifre Tekrar', 'Kaydet']);
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
  });

  describe('the page the new user had asked for', () => {
    const newUser = {
      ...ANONYMOUS_USER,
      authenticated: true,
      id: 12,
      name: 'Yeni',
      companyRole: 'satinalma' as const,
      mustSetPassword: true,
    };
    async function saveFirst(props: Record<string, unknown>, locale: 'tr' | 'en' = 'tr') {
      if (locale === 'en') registerLabelTable('en', en);
      answer(200, { success: true, message: 'Hesap bilgileriniz güncellendi.' });
      const user = userEvent.setup();
      renderWidget(<AccountSetting {...props} />, createTestStore(testConfig({ locale, user: newUser })));
      const [current, password, verify] = [...document.querySelectorAll('input')];
      await user.type(current!, HOSTILE);
      await user.type(password!, 'yenisifre1');
      await user.type(verify!, 'yenisifre1');
      await user.click(screen.getByRole('button', { name: locale === 'en' ? 'Save' : 'Kaydet' }));
      await screen.findByRole('status');
    }

    it.each([
      ['tr', 'İstediğiniz sayfaya devam edin'],
      ['en', 'Continue to the page you asked for'],
    ] as const)('(%s) is offered after the save, as the host named it', async (locale, name) => {
      await saveFirst({ returnUrl: "/teklif/liste?q=$&$1$'#x" }, locale);
      // Re-serialised as the URL parser writes it (the quote percent-encoded), the same page.
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe('/teklif/liste?q=$&$1$%27#x');
      expect(screen.queryByRole('link', { name: /Alışverişe|Continue shopping/ })).toBeNull();
    });

    it.each([
      '//evil.example/x',
      'https://evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      '/teklif\u0000/liste',
      '/teklif\n<script>x</script>',
      'javascript:alert(1)',
      'teklif/liste',
    ])('%j is not a same-site path: the way on is the home page', async (returnUrl) => {
      await saveFirst({ returnUrl });
      expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/']);
      expect(screen.getByRole('link', { name: 'Alışverişe devam et' })).toBeTruthy();
      expect(document.querySelector('script')).toBeNull();
    });
  });

  it('a save clears the fields and says so; typing again removes the message', async () => {
    answer(200, { success: true, message: 'Hesap bilgileriniz güncellendi.' }, 50);
    const { user, current, password, verify, save } = setup();
    await user.type(current, 'demo1234');
    await user.type(password, 'yenisifre1');
    await user.type(verify, 'yenisifre1');
    await user.click(save);
    expect(save.textContent).toBe('Kaydediliyor...');
    expect(save.getAttribute('aria-disabled')).toBe('true');
    expect(password.readOnly).toBe(true);
    await user.click(save); // ignored while saving (the interceptor answers once)
    expect(await screen.findByText('Hesap bilgileriniz güncellendi.')).toBeTruthy();
    expect(current.value).toBe('');
    expect(password.value).toBe('');
    expect(verify.value).toBe('');
    expect(save.disabled).toBe(true);
    expect(save.textContent).toBe('Kaydet');
    await user.type(password, 'x');
    expect(screen.queryByText('Hesap bilgileriniz güncellendi.')).toBeNull();
  });

  it.each([
    ['a 500', 500, 'Internal Server Error'],
    ['a malformed answer', 200, '<html>'],
  ])('%s shows the technical-error text and keeps what was typed', async (_name, status, body) => {
    answer(status, body);
    const { user, current, password, verify, save } = setup();
    await user.type(current, 'demo1234');
    await user.type(password, 'yenisifre1');
    await user.type(verify, 'yenisifre1');
    await user.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe(TECHNICAL);
    expect(current.value).toBe('demo1234');
    expect(password.value).toBe('yenisifre1');
  });

  it('401 sends the user to the login page', async () => {
    answer(401, '');
    const { user, current, password, verify, save } = setup();
    await user.type(current, 'demo1234');
    await user.type(password, 'yenisifre1');
    await user.type(verify, 'yenisifre1');
    await user.click(save);
    await waitFor(() =>
      expect(navigateSpy).toHaveBeenCalledWith('/account/login?returnUrl=%2Fhesap%2Fayarlar'),
    );
  });

  it('speaks English with the English table', async () => {
    registerLabelTable('en', en);
    const user = userEvent.setup();
    renderWidget(<AccountSetting />, createTestStore(testConfig({ locale: 'en' })));
    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      screen.getByText('Your password cannot be shorter than 6 or longer than 30 characters.'),
    ).toBeTruthy();
    expect(screen.getByText('You must enter your current password.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Current password'));
    expect(screen.getByLabelText('Repeat new password')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(3);
  });
});
