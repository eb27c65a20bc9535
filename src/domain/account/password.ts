import { domainMessage, type DomainMessage } from '../shared/messageKeys';

/** Password length range of the spec, in characters. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 30;

export type PasswordMessageKey = 'password.length' | 'password.verifyRequired' | 'password.mismatch';
export type CurrentPasswordMessageKey = 'password.currentRequired';

/**
 * Inline password checks, first failing one wins: length 6–30 (counted in characters, so 'ğüşiöç'
 * is 6), then a non-empty password needs its confirmation, then the two must match.
 * The account settings screen does no client-side match check (the server decides): it passes
 * { checkMatch: false }.
 */
export function validatePassword(
  password: string,
  passwordVerify: string,
  options: { checkMatch?: boolean } = {},
): DomainMessage<PasswordMessageKey> | null {
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return domainMessage('password.length');
  if (passwordVerify === '') return domainMessage('password.verifyRequired');
  if ((options.checkMatch ?? true) && password !== passwordVerify) return domainMessage('password.mismatch');
  return null;
}

/**
 * A new password is set only with the current one (on a first login, the one-time password the user
 * was given): whoever finds a signed-in screen cannot take the account over. Any text is judged by
 * the host against the stored password; only an empty field is refused here.
 */
export function currentPasswordMessage(
  currentPassword: string,
): DomainMessage<CurrentPasswordMessageKey> | null {
  return currentPassword === '' ? domainMessage('password.currentRequired') : null;
}

/** Kaydet is enabled, and the form submits, only once something has been typed in any field. */
export function passwordFormChanged(...typed: string[]): boolean {
  return typed.some((value) => value !== '');
}
