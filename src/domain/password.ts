import { domainMessage, type DomainMessage } from './messageKeys';

/** Password length range of section 9, in characters. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 30;

export type PasswordMessageKey = 'password.length' | 'password.verifyRequired' | 'password.mismatch';

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

/** Kaydet is enabled, and the form submits, only once something has been typed. */
export function passwordFormChanged(password: string, passwordVerify: string): boolean {
  return password !== '' || passwordVerify !== '';
}
