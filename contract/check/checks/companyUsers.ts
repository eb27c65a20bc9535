/**
 * Company users, as the Yönetici manages them: a buyer made (Satın Alma, a per-order limit of 0 TL, so
 * every order of theirs waits for approval), saved again, logged in with the one-time password (which
 * forces the password change), and at the end deactivated, reactivated and deactivated for good.
 */
import { randomBytes } from 'node:crypto';
import { companyRole, isRecord, madeNote, NO_COMPANY, type Check, type CheckContext } from '../context';
import { LoginError, logIn } from '../login';
import type { CallName } from '../operations';
import { StepFailed } from '../suite';

const USER_CALLS: CallName[] = [
  'companyUsers',
  'companyUserCreate',
  'companyUserUpdate',
  'companyUserDeactivate',
  'companyUserReactivate',
];

/** Why the --user cannot manage the company's users; null when it can (the company's Yönetici). */
export function whyNoUsers(ctx: CheckContext): string | null {
  const role = companyRole(ctx.config);
  if (role === null) return NO_COMPANY;
  return role === 'yonetici'
    ? null
    : `--user is the company's ${role}, not its Yönetici: it manages no users`;
}

/** A password of the document's 6–30 characters nobody guesses. */
export const freshPassword = () => `cc-${randomBytes(9).toString('base64url')}`;

export const makeBuyer: Check = async (ctx) => {
  const { suite, customer } = ctx;
  const why = whyNoUsers(ctx);
  if (why) {
    for (const name of USER_CALLS) suite.skipCall(name, why);
    return;
  }
  const listed = await suite.call(customer, 'companyUsers');
  const prefix = isRecord(listed.json) ? listed.json.usernamePrefix : undefined;
  const user = {
    name: madeNote(ctx, 'buyer'),
    username: `${typeof prefix === 'string' ? prefix : ''}${ctx.mark}`,
    email: `${ctx.mark}@example.com`,
    phone: '',
    role: 'satinalma',
    orderLimit: 0,
    monthlyLimit: null,
    branchIds: [],
  };
  ctx.made.add('users');
  const created = await suite.call(customer, 'companyUserCreate', { body: { json: user } });
  const answer = isRecord(created.json) ? created.json : {};
  const id = isRecord(answer.user) ? answer.user.id : undefined;
  const oneTime = answer.oneTimePassword;
  if (typeof id !== 'number' || typeof oneTime !== 'string') throw new StepFailed('no user');
  await suite.call(customer, 'companyUserUpdate', {
    params: { id },
    body: { json: { ...user, name: madeNote(ctx, 'buyer (saved again)') } },
  });
  const row = `log in as ${user.username} (one-time password)`;
  let client;
  try {
    client = await logIn(ctx.base, user.username, oneTime);
    suite.record(row, []);
  } catch (error) {
    suite.record(row, [
      error instanceof LoginError ? error.message : `no answer: ${(error as Error).message}`,
    ]);
    throw new StepFailed(row);
  }
  const password = freshPassword();
  const changed = await suite.call(client, 'accountSettings', {
    body: { multipart: { currentPassword: oneTime, password, passwordVerify: password } },
    caseName: 'first login: the one-time password replaced',
  });
  if (changed.status === 200) ctx.buyer = { id, username: user.username, client };
};

/** The made buyer deactivated (their session ends at once), reactivated, and deactivated for good. */
export const retireBuyer: Check = async (ctx) => {
  const { suite, customer, buyer } = ctx;
  if (!buyer) return;
  const params = { id: buyer.id };
  await suite.call(customer, 'companyUserDeactivate', { params });
  await suite.call(buyer.client, 'orders', { status: 401, caseName: 'a deactivated user → 401' });
  await suite.call(customer, 'companyUserReactivate', { params });
  await suite.call(customer, 'companyUserDeactivate', { params, caseName: 'for good' });
};
