/**
 * create-representative and link-representative: the distributor's sales representatives (plasiyer)
 * and the customers they serve. A representative logs in with their own password; a customer's
 * Yönetici decides whether they may order for it.
 */
import { USERNAME_PATTERN } from '../../src/domain/company/companyUser';
import { isCustomerEmail, isCustomerPhone } from '../../src/domain/history/offerCustomer';
import { textProblem } from '../domain/customerRecord';
import { invalid } from '../domain/refusal';
import { loginTaken } from '../repo/customerAccounts';
import { createRepresentative, linkRepresentative } from '../services/representativeAccounts';
import { optional, required, sentence, UsageError, type AdminCommand } from './command';
import { passwordOf } from './createAdmin';

export const createRepresentativeCommand: AdminCommand = {
  usage: '--username U --name N --email E --phone P [--password-stdin]',
  summary: 'a sales representative (plasiyer): their book at /temsilci, acting for consenting customers',
  required: ['username', 'name', 'email', 'phone'],
  options: {
    username: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    'password-stdin': { type: 'boolean' },
  },
  async run(db, values, io) {
    const username = required(values, 'username').trim().toLowerCase();
    if (!new RegExp(USERNAME_PATTERN).test(username))
      throw invalid(
        "The username must have 3 to 30 characters: lower-case letters, digits, '.', '_' and '-'.",
      );
    const name = required(values, 'name').trim();
    const nameProblem = textProblem('the name', name, true);
    if (nameProblem) throw invalid(sentence(nameProblem));
    const email = required(values, 'email').trim();
    if (!isCustomerEmail(email)) throw invalid('The e-mail address is not valid.');
    const phone = required(values, 'phone').trim();
    if (!isCustomerPhone(phone)) throw invalid('The phone number must have 7 to 15 digits.');
    if (await loginTaken(db, username))
      throw invalid(`An account named ${username} already exists; its password was not changed.`);
    const password = await passwordOf(io, values['password-stdin'] === true);
    await createRepresentative(db, { username, name, email, phone, password });
    io.out(`Representative ${username} created: link their customers with link-representative.`);
  },
};

export const linkRepresentativeCommand: AdminCommand = {
  usage: '--customer CODE (--representative U | --none)',
  summary: "makes a representative the customer's (its Yönetici then allows their ordering), or none",
  required: ['customer'],
  options: {
    customer: { type: 'string' },
    representative: { type: 'string' },
    none: { type: 'boolean' },
  },
  async run(db, values, io) {
    const code = required(values, 'customer').trim();
    const username = optional(values, 'representative')?.trim().toLowerCase();
    const none = values.none === true;
    if ((username === undefined || username === '') === !none)
      throw new UsageError('give either --representative U or --none');
    const { changed } = await linkRepresentative(db, code, none ? null : username!);
    const who = none ? 'no representative' : `representative ${username}`;
    io.out(
      changed ? `Customer ${code} now has ${who}.` : `Customer ${code} already has ${who}; nothing changed.`,
    );
  },
};
