/**
 * A company user as an admin edits it (issue 24): the form's rules, judged when the form is sent,
 * and checked again by the host with the same functions.
 */
import type { CompanyRole } from './companyRoles';
import { isCompanyRole } from './companyRoles';
import { parseLocaleNumber } from './localeNumber';
import { domainMessage, type DomainMessage } from './messageKeys';
import { isCustomerEmail, isCustomerPhone } from './offerCustomer';
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

export const COMPANY_USER_MAX = { name: 100, username: 30, email: 150, phone: 30 } as const;
/** Lower-case letters, digits, '.', '_' and '-'; 3 to 30 of them (a login typed on any keyboard). */
export const USERNAME_PATTERN = '^[a-z0-9._-]{3,30}$';

export type CompanyUserErrors = Partial<Record<keyof CompanyUserForm, DomainMessage>>;

/** A typed limit: '' is none, a readable amount of at least 0 with at most 2 decimals, else undefined. */
export function parseLimit(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = parseLocaleNumber(trimmed);
  return Number.isFinite(value) && isLimitValue(value) ? value : undefined;
}

/**
 * The rules of a user as saved (the host checks what it receives with them): a name, a username of
 * USERNAME_PATTERN, an e-mail, a phone of 7 to 15 digits when given, a role, limits of at least 0 TL
 * with at most 2 decimals or none, no field longer than its column.
 */
export function companyUserErrors(
  input: Omit<CompanyUserInput, 'role'> & { role: string },
): CompanyUserErrors {
  const errors: CompanyUserErrors = {};
  for (const key of Object.keys(COMPANY_USER_MAX) as (keyof typeof COMPANY_USER_MAX)[])
    if (input[key].length > COMPANY_USER_MAX[key])
      errors[key] = domainMessage('companyUsers.fieldTooLong', { max: COMPANY_USER_MAX[key] });
  if (input.name.trim() === '') errors.name = domainMessage('companyUsers.nameRequired');
  if (!errors.username && !new RegExp(USERNAME_PATTERN).test(input.username))
    errors.username = domainMessage('companyUsers.usernameInvalid');
  if (!errors.email && !isCustomerEmail(input.email))
    errors.email = domainMessage('companyUsers.emailInvalid');
  if (!errors.phone && input.phone !== '' && !isCustomerPhone(input.phone))
    errors.phone = domainMessage('companyUsers.phoneInvalid');
  if (!isCompanyRole(input.role)) errors.role = domainMessage('companyUsers.roleRequired');
  if (!isLimitValue(input.orderLimit)) errors.orderLimit = domainMessage('companyUsers.limitInvalid');
  if (!isLimitValue(input.monthlyLimit)) errors.monthlyLimit = domainMessage('companyUsers.limitInvalid');
  return errors;
}

/** The form's errors (empty when it may be saved) and, when there are none, what is saved. */
export function judgeCompanyUser(form: CompanyUserForm): {
  errors: CompanyUserErrors;
  input?: CompanyUserInput;
} {
  const orderLimit = parseLimit(form.orderLimit);
  const monthlyLimit = parseLimit(form.monthlyLimit);
  const candidate = {
    name: form.name.trim(),
    username: form.username.trim().toLowerCase(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    role: form.role,
    orderLimit: orderLimit ?? null,
    monthlyLimit: monthlyLimit ?? null,
    branchIds: [...new Set(form.branchIds)].sort((a, b) => a - b),
  };
  const errors = companyUserErrors(candidate);
  if (orderLimit === undefined) errors.orderLimit = domainMessage('companyUsers.limitInvalid');
  if (monthlyLimit === undefined) errors.monthlyLimit = domainMessage('companyUsers.limitInvalid');
  if (Object.keys(errors).length > 0 || !isCompanyRole(candidate.role)) return { errors };
  return { errors, input: { ...candidate, role: candidate.role } };
}
