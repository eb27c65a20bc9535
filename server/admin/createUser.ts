/**
 * create-user --customer C --role R --username U --name N --email E: a user of a customer company with
 * a one-time password, printed once; their first login asks them to set their own. The rules are the
 * company users form's (src/domain/company/companyUser): the name in the company's namespace
 * (its login and a dot), an e-mail, a role.
 */
import { COMPANY_ROLES, isCompanyRole } from '../../src/domain/company/companyRoles';
import { companyUserErrors, type CompanyUserErrors } from '../../src/domain/company/companyUser';
import type { DomainMessage } from '../../src/domain/shared/messageKeys';
import { textProblem } from '../domain/customerRecord';
import { invalid } from '../domain/refusal';
import { usernameHolder } from '../repo/companyUsers';
import { companyByCode } from '../repo/customerAccounts';
import { addCompanyUser, usernameNaming } from '../services/companyUsers';
import { required, sentence, type AdminCommand } from './command';

/** The form's messages in the operator's words. */
function english(field: string, message: DomainMessage): string {
  const params = message.params ?? {};
  switch (message.key) {
    case 'companyUsers.nameRequired':
      return 'The name is required.';
    case 'companyUsers.usernamePrefix':
      return `The username must start with ${String(params.prefix)} (the company's login name and a dot).`;
    case 'companyUsers.usernameInvalid':
      return "After the company's prefix, the username must have 3 to 30 characters: lower-case letters, digits, '.', '_' and '-'.";
    case 'companyUsers.emailInvalid':
      return 'The e-mail is not a valid e-mail address.';
    case 'companyUsers.fieldTooLong':
      return `The ${field} has more than ${String(params.max)} characters.`;
    default:
      return `The ${field} is not valid.`;
  }
}

const firstError = (errors: CompanyUserErrors) => {
  const [field, message] = Object.entries(errors)[0] ?? [];
  return field && message ? english(field, message) : null;
};

export const createUser: AdminCommand = {
  usage: `--customer C --role ${COMPANY_ROLES.join('|')} --username U --name N --email E`,
  summary: 'a user of a customer company, with a one-time password printed once',
  required: ['customer', 'role', 'username', 'name', 'email'],
  options: {
    customer: { type: 'string' },
    role: { type: 'string' },
    username: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
  },
  async run(db, values, io) {
    const code = required(values, 'customer').trim();
    const role = required(values, 'role').trim();
    if (!isCompanyRole(role)) throw invalid(`The role must be one of ${COMPANY_ROLES.join(', ')}.`);
    const company = await companyByCode(db, code);
    if (!company) throw invalid(`No customer has the code ${code}.`);
    const input = {
      name: required(values, 'name').trim(),
      username: required(values, 'username').trim().toLowerCase(),
      email: required(values, 'email').trim(),
      phone: '',
      role,
      orderLimit: null,
      monthlyLimit: null,
      branchIds: [],
    };
    const nameProblem = textProblem('the name', input.name, true);
    if (nameProblem) throw invalid(sentence(nameProblem));
    const problem = firstError(companyUserErrors(input, await usernameNaming(db, company.id, null)));
    if (problem) throw invalid(problem);
    if (await usernameHolder(db, input.username, null))
      throw invalid(`An account named ${input.username} already exists.`);
    const { oneTimePassword } = await addCompanyUser(
      db,
      { companyId: company.id, userId: company.id },
      input,
    );
    io.out(`User ${input.username} of customer ${code} created (${role}).`);
    io.out(`One-time password, shown only now: ${oneTimePassword}`);
    io.out('The first login with it asks the user to set their own password.');
  },
};
