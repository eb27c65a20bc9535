import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { en } from '../../src/i18n/en';
import { registerLabelTable } from '../../src/i18n/translate';
import * as browser from '../../src/sagas/browser';
import { AccountSetting } from '../../src/widgets/AccountSetting/AccountSetting';
import { createTestStore, renderWidget, TEST_ORIGIN, testConfig } from '../support/renderWidget';

const PATH = '/api/catalog/account/settings';
const LENGTH = 'Şifreniz 6 karakterden kısa, 30 karakterden uzun olamaz.';
const VERIFY = 'Şifrenizi doğrulamalısınız.';
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
  const password = screen.getByLabelText('Şifre') as HTMLInputElement;
  const verify = screen.getByLabelText('Şifre Tekrar') as HTMLInputElement;
  const save = screen.getByRole('button', { name: 'Kaydet' }) as HTMLButtonElement;
  return { user, password, verify, save, ...view };
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
  it('two new-password fields; Kaydet disabled until something is typed', async () => {
    const { user, password, verify, save } = setup();
    for (const input of [password, verify]) {
      expect(input.type).toBe('password');
      expect(input.autocomplete).toBe('new-password');
    }
    expect(password.name).toBe('password');
    expect(verify.name).toBe('passwordVerify');
    expect(save.disabled).toBe(true);
    await user.type(verify, 'a');
    expect(save.disabled).toBe(false);
    await user.clear(verify);
    expect(save.disabled).toBe(true);
  });

  it('show/hide toggles reveal one field at a time', async () => {
    const { user, password, verify } = setup();
    const [showFirst] = screen.getAllByRole('button', { name: 'Şifreyi göster' });
    await user.click(showFirst!);
    expect(password.type).toBe('text');
    expect(verify.type).toBe('password');
    expect(showFirst!.textContent).toBe('Gizle');
    await user.click(screen.getByRole('button', { name: 'Şifreyi gizle' }));
    expect(password.type).toBe('password');
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
    ['kısa', 'kısa', LENGTH, 'Şifre'],
    ['x'.repeat(31), 'x'.repeat(31), LENGTH, 'Şifre'],
    ['', 'yalnızca-tekrar', LENGTH, 'Şifre'],
    ['yenisifre1', '', VERIFY, 'Şifre Tekrar'],
  ])('Kaydet with %p / %p shows %p under %s, focuses it and sends nothing', async (p, v, text, field) => {
    const { user, password, verify, save } = setup();
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

  it('does not check the match itself: the server’s message shows below, the fields stay', async () => {
    const { posted } = answer(400, { error: { messages: { type: 'Şifreleriniz eşleşmiyor.' } } });
    const { user, password, verify, save } = setup();
    await user.type(password, 'abcdef');
    await user.type(verify, 'abcdeg{Enter}');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Şifreleriniz eşleşmiyor.');
    expect(posted[0]).toMatch(/name="password"\r\n\r\nabcdef\r\n/);
    expect(posted[0]).toMatch(/name="passwordVerify"\r\n\r\nabcdeg\r\n/);
    expect(password.value).toBe('abcdef');
    expect(verify.value).toBe('abcdeg');
    expect(save.disabled).toBe(false);
  });

  it('a save clears the fields and says so; typing again removes the message', async () => {
    answer(200, { success: true, message: 'Hesap bilgileriniz güncellendi.' }, 50);
    const { user, password, verify, save } = setup();
    await user.type(password, 'yenisifre1');
    await user.type(verify, 'yenisifre1');
    await user.click(save);
    expect(save.textContent).toBe('Kaydediliyor...');
    expect(save.getAttribute('aria-disabled')).toBe('true');
    expect(password.readOnly).toBe(true);
    await user.click(save); // ignored while saving (the interceptor answers once)
    expect(await screen.findByText('Hesap bilgileriniz güncellendi.')).toBeTruthy();
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
    const { user, password, verify, save } = setup();
    await user.type(password, 'yenisifre1');
    await user.type(verify, 'yenisifre1');
    await user.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe(TECHNICAL);
    expect(password.value).toBe('yenisifre1');
  });

  it('401 sends the user to the login page', async () => {
    answer(401, '');
    const { user, password, verify, save } = setup();
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
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      screen.getByText('Your password cannot be shorter than 6 or longer than 30 characters.'),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
  });
});
