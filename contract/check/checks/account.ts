/**
 * The password change. When the user may make company users, the made buyer's first login walks it
 * (the one-time password replaced); otherwise (no company accounts, not the Yönetici) the account's
 * own password is changed and set back at once.
 */
import type { Check } from '../context';
import { freshPassword, whyNoUsers } from './companyUsers';

const form = (current: string, password: string) => ({
  multipart: { currentPassword: current, password, passwordVerify: password },
});

export const passwordChange: Check = async (ctx) => {
  // The made buyer's first login made it, or its row says why it could not.
  if (whyNoUsers(ctx) === null) return;
  const { suite, customer, password } = ctx;
  if ([...password].length < 6 || [...password].length > 30) {
    suite.skipCall(
      'accountSettings',
      "the account's password is not of 6–30 characters: it could not be set back",
    );
    return;
  }
  const temporary = freshPassword();
  const changed = await suite.call(customer, 'accountSettings', {
    body: form(password, temporary),
    caseName: "the account's password changed",
  });
  if (changed.status !== 200) return;
  const back = await suite.call(customer, 'accountSettings', {
    body: form(temporary, password),
    caseName: 'and set back',
  });
  if (back.status !== 200)
    suite.record('account left as found (password)', [
      `the password could not be set back: it is now ${temporary}`,
    ]);
};
