/**
 * create-admin --username U [--name N] [--password-stdin]: the store's administrator. The password is
 * asked twice on a terminal without showing it, or read as one line of stdin (a script, a secret
 * store); judged by the storefront's password rule.
 */
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  validatePassword,
  type PasswordMessageKey,
} from '../../src/domain/account/password';
import { USERNAME_PATTERN } from '../../src/domain/company/companyUser';
import { textProblem } from '../domain/customerRecord';
import { invalid } from '../domain/refusal';
import { createStoreAdmin } from '../services/storeAdmins';
import { loginTaken } from '../repo/customerAccounts';
import { optional, required, sentence, UsageError, type AdminCommand } from './command';
import type { AdminIo } from './io';

const PASSWORD_WORDS: Record<PasswordMessageKey, string> = {
  'password.length': `The password must have ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`,
  'password.verifyRequired': 'The password was not repeated.',
  'password.mismatch': 'The two passwords differ.',
};

export async function passwordOf(io: AdminIo, fromStdin: boolean): Promise<string> {
  if (fromStdin) {
    const password = await io.readLine();
    return judged(password, password);
  }
  if (!io.interactive)
    throw new UsageError(
      'no terminal to ask the password on: give it as one line of stdin with --password-stdin',
    );
  const password = await io.readSecret('Password: ');
  return judged(password, await io.readSecret('Password again: '));
}

function judged(password: string, again: string): string {
  const problem = validatePassword(password, again);
  if (problem) throw invalid(PASSWORD_WORDS[problem.key]);
  return password;
}

export const createAdmin: AdminCommand = {
  usage: '--username U [--name N] [--password-stdin]',
  summary: "the store's administrator (the /yonetim pages)",
  required: ['username'],
  options: {
    username: { type: 'string' },
    name: { type: 'string' },
    'password-stdin': { type: 'boolean' },
  },
  async run(db, values, io) {
    const username = required(values, 'username').trim().toLowerCase();
    if (!new RegExp(USERNAME_PATTERN).test(username))
      throw invalid(
        "The username must have 3 to 30 characters: lower-case letters, digits, '.', '_' and '-'.",
      );
    const name = (optional(values, 'name') ?? username).trim();
    const nameProblem = textProblem('the name', name, true);
    if (nameProblem) throw invalid(sentence(nameProblem));
    // Refused before the password is asked for; the service checks again in its transaction.
    if (await loginTaken(db, username))
      throw invalid(`An account named ${username} already exists; its password was not changed.`);
    const password = await passwordOf(io, values['password-stdin'] === true);
    await createStoreAdmin(db, { username, name, password });
    io.out(`Administrator ${username} created: log in at /account/login, then open /yonetim.`);
  },
};
