/**
 * A company user as an admin edits it: the form's rules, judged when the form is sent,
 * and checked again by the host with the same functions.
 */
import type { CompanyRole } from './companyRoles';
import { isCompanyRole } from './companyRoles';
import { parseLocaleNumber } from '../shared/localeNumber';
import { domainMessage, type DomainMessage } from '../shared/messageKeys';
import { isCustomerEmail, isCustomerPhone } from '../history/offerCustomer';
import { isLimitValue } from './orderApproval';

export interface CompanyUserForm {
  name: string;
  username: string;
  email: string;
  phone: string;
  role: CompanyRole | '';
  /** As typed: '' for no limit, else an amount in TL ('10.000', '2500,50'). */
  orderLimit: string;
  monthlyLimit: string;
  branchIds: number[];
}

/** What is saved. */
export interface CompanyUserInput {
  name: string;
  username: string;
  email: string;
  phone: string;
  role: CompanyRole;
  orderLimit: number | null;
  monthlyLimit: number | null;
  branchIds: number[];
}

/** The longest of each field; for the username, of the part the Yönetici types after the prefix. */
export const COMPANY_USER_MAX = { name: 100, username: 30, email: 150, phone: 30 } as const;
/**
 * What the Yönetici types after the company's prefix: lower-case letters, digits, '.', '_' and '-';
 * 3 to 30 of them (a login typed on any keyboard).
 */
export const USERNAME_PATTERN = '^[a-z0-9._-]{3,30}$';
/** The longest login name, prefix included (what the login form reads). */
export const USERNAME_MAX = 50;

/**
 * A company's users are named in the company's own namespace: its login and a dot, then what the
 * Yönetici types (bayi1.satinalma). A name can then clash only with the company's own users, whom
 * the Yönetici sees anyway: adding a user never tells whether another company's name exists.
 */
export interface UsernameNaming {
  /** The company's login and a dot: every name the Yönetici gives starts with it. */
  prefix: string;
  /** The user's username as saved, when editing (kept even outside the prefix); null when adding. */
  current: string | null;
}

export const usernamePrefix = (companyLogin: string) => `${companyLogin}.`;

/**
 * The name of a user named outside the namespace (the company's own login, the first Yönetici): kept
 * as it is, not edited; null for everyone else.
 */
export const fixedUsername = ({ current, prefix }: UsernameNaming): string | null =>
  current !== null && !current.startsWith(prefix) ? current : null;

/** What the form's username field holds for a saved username: the part after the prefix. */
export const usernamePart = (username: string, prefix: string) =>
  username.startsWith(prefix) ? username.slice(prefix.length) : username;

/** The username's rule: its own saved name, or the prefix and a typed part of USERNAME_PATTERN. */
function usernameProblem(username: string, naming: UsernameNaming): DomainMessage | undefined {
  if (naming.current !== null && username === naming.current) return undefined;
  if (!username.startsWith(naming.prefix))
    return domainMessage('companyUsers.usernamePrefix', { prefix: naming.prefix });
  const part = username.slice(naming.prefix.length);
  if (part.length > COMPANY_USER_MAX.username)
    return domainMessage('companyUsers.fieldTooLong', { max: COMPANY_USER_MAX.username });
  if (!new RegExp(USERNAME_PATTERN).test(part)) return domainMessage('companyUsers.usernameInvalid');
  if (username.length > USERNAME_MAX)
    return domainMessage('companyUsers.fieldTooLong', { max: USERNAME_MAX - naming.prefix.length });
  return undefined;
}

export type CompanyUserErrors = Partial<Record<keyof CompanyUserForm, DomainMessage>>;

/** A typed limit: '' is none, a readable amount of at least 0 with at most 2 decimals, else undefined. */
export function parseLimit(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = parseLocaleNumber(trimmed);
  return Number.isFinite(value) && isLimitValue(value) ? value : undefined;
}

/**
 * The rules of a user as saved (the host checks what it receives with them): a name, a username in
 * the company's namespace (the prefix and a part of USERNAME_PATTERN) or the user's own saved one, an
 * e-mail, a phone of 7 to 15 digits when given, a role, limits of at least 0 TL with at most 2
 * decimals or none, no field longer than its column.
 */
export function companyUserErrors(
  input: Omit<CompanyUserInput, 'role'> & { role: string },
  naming: UsernameNaming,
): CompanyUserErrors {
  const errors: CompanyUserErrors = {};
  for (const key of ['name', 'email', 'phone'] as const)
    if (input[key].length > COMPANY_USER_MAX[key])
      errors[key] = domainMessage('companyUsers.fieldTooLong', { max: COMPANY_USER_MAX[key] });
  if (input.name.trim() === '') errors.name = domainMessage('companyUsers.nameRequired');
  const username = usernameProblem(input.username, naming);
  if (username) errors.username = username;
  if (!errors.email && !isCustomerEmail(input.email))
    errors.email = domainMessage('companyUsers.emailInvalid');
  if (!errors.phone && input.phone !== '' && !isCustomerPhone(input.phone))
    errors.phone = domainMessage('companyUsers.phoneInvalid');
  if (!isCompanyRole(input.role)) errors.role = domainMessage('companyUsers.roleRequired');
  if (!isLimitValue(input.orderLimit)) errors.orderLimit = domainMessage('companyUsers.limitInvalid');
  if (!isLimitValue(input.monthlyLimit)) errors.monthlyLimit = domainMessage('companyUsers.limitInvalid');
  return errors;
}

/**
 * The form's errors (empty when it may be saved) and, when there are none, what is saved. The form's
 * username is the part typed after the prefix, or the user's fixed name (fixedUsername).
 */
export function judgeCompanyUser(
  form: CompanyUserForm,
  naming: UsernameNaming,
): {
  errors: CompanyUserErrors;
  input?: CompanyUserInput;
} {
  const orderLimit = parseLimit(form.orderLimit);
  const monthlyLimit = parseLimit(form.monthlyLimit);
  const candidate = {
    name: form.name.trim(),
    username: fixedUsername(naming) ?? `${naming.prefix}${form.username.trim().toLowerCase()}`,
    email: form.email.trim(),
    phone: form.phone.trim(),
    role: form.role,
    orderLimit: orderLimit ?? null,
    monthlyLimit: monthlyLimit ?? null,
    branchIds: [...new Set(form.branchIds)].sort((a, b) => a - b),
  };
  const errors = companyUserErrors(candidate, naming);
  if (orderLimit === undefined) errors.orderLimit = domainMessage('companyUsers.limitInvalid');
  if (monthlyLimit === undefined) errors.monthlyLimit = domainMessage('companyUsers.limitInvalid');
  if (Object.keys(errors).length > 0 || !isCompanyRole(candidate.role)) return { errors };
  return { errors, input: { ...candidate, role: candidate.role } };
}
