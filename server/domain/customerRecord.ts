/**
 * A customer company as a distributor's ERP exports it, and the rules it must meet before the store
 * keeps it (services/customerAccounts.ts). The same rules serve the admin command and the ERP import;
 * their messages are for the operator, so in English.
 */
import { isCustomerEmail, isCustomerPhone, isHeaderText } from '../../src/domain/history/offerCustomer';
import { USERNAME_MAX } from '../../src/domain/company/companyUser';

/** The distributor's salesperson for the customer; a field left out keeps what the store has. */
export interface CustomerRepresentative {
  name?: string;
  phone?: string;
  email?: string;
}

/** A field left out keeps what the store has. */
export interface CustomerAddress {
  /** The addressee (a new customer's name when never given). */
  name?: string;
  address?: string;
  town?: string;
  city?: string;
}

export interface CustomerBranch {
  /** Unique within the company: how a later import finds the branch again. */
  code: string;
  name: string;
  address?: string;
}

/**
 * Every column a distributor's ERP exports for a customer. Only the code and the name are required;
 * a field left out keeps what the store has (a new customer: the column's default).
 */
export interface CustomerRecord {
  code: string;
  name: string;
  email?: string;
  phone?: string;
  /** The price it buys at: '' (the sale price) or advencePrice1 to advencePrice5. */
  plan?: string;
  riskLimit?: number;
  /** null: no balance known. */
  balance?: number | null;
  balanceCurrency?: string;
  overdueBalance?: number;
  overdueDays?: number;
  representative?: CustomerRepresentative;
  address?: CustomerAddress;
  /** Added or changed by code; the company's other branches stay. */
  branches?: CustomerBranch[];
}

/** Letters, digits, '.', '_' and '-', starting with a letter or digit: an ERP's account code. */
const CODE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const CUSTOMER_CODE_MAX = 30;
export const CUSTOMER_TEXT_MAX = 200;
export const PRICE_PLANS = [
  '',
  'advencePrice1',
  'advencePrice2',
  'advencePrice3',
  'advencePrice4',
  'advencePrice5',
];

/** The login name of a company the store creates: its code in lower case (its users are named `login.x`). */
export const companyLoginOf = (code: string) => code.toLowerCase();

function codeProblem(what: string, code: string): string | null {
  if (code.length === 0) return `${what} is required`;
  if (code.length > CUSTOMER_CODE_MAX) return `${what} has more than ${CUSTOMER_CODE_MAX} characters`;
  if (!CODE.test(code))
    return `${what} may hold only letters, digits, '.', '_' and '-', starting with a letter or digit`;
  return null;
}

/** A one-line text of at most CUSTOMER_TEXT_MAX characters (required: not blank); its problem or null. */
export function textProblem(what: string, value: string | undefined, required = false): string | null {
  if (value === undefined) return null;
  if (required && value.trim() === '') return `${what} is required`;
  // No control characters (NUL, line breaks, tabs…) nor Unicode line and paragraph separators.
  if (!isHeaderText(value)) return `${what} must be one line of text (no line breaks or control characters)`;
  if (Array.from(value).length > CUSTOMER_TEXT_MAX)
    return `${what} has more than ${CUSTOMER_TEXT_MAX} characters`;
  return null;
}

const emailProblem = (what: string, value: string | undefined) =>
  value !== undefined && value !== '' && !isCustomerEmail(value)
    ? `${what} is not a valid e-mail address`
    : null;

const phoneProblem = (what: string, value: string | undefined) =>
  value !== undefined && value !== '' && !isCustomerPhone(value)
    ? `${what} is not a valid phone number`
    : null;

function amountProblem(what: string, value: number | null | undefined, nullable = false): string | null {
  if (value === undefined || (nullable && value === null)) return null;
  if (value === null || !Number.isFinite(value)) return `${what} must be a number`;
  return null;
}

/** The record's fields as the rules name them: where a problem lies (an import's column). */
export type CustomerField =
  | 'code'
  | 'name'
  | 'email'
  | 'phone'
  | 'plan'
  | 'riskLimit'
  | 'balance'
  | 'balanceCurrency'
  | 'overdueBalance'
  | 'overdueDays'
  | 'repName'
  | 'repPhone'
  | 'repEmail'
  | 'addressName'
  | 'address'
  | 'town'
  | 'city'
  | 'branches';

export interface CustomerProblem {
  field: CustomerField;
  problem: string;
}

/** Every problem of the record, at most one per field, in the fields' order. Texts are judged as given. */
export function customerRecordProblems(record: CustomerRecord): CustomerProblem[] {
  const checks: [CustomerField, string | null][] = [
    ['code', codeProblem('the customer code', record.code)],
    ['code', companyLoginOf(record.code).length > USERNAME_MAX ? 'the customer code is too long' : null],
    ['name', textProblem('the name', record.name, true)],
    ['email', textProblem('the e-mail', record.email)],
    ['email', emailProblem('the e-mail', record.email)],
    ['phone', textProblem('the phone', record.phone)],
    ['phone', phoneProblem('the phone', record.phone)],
    [
      'plan',
      record.plan !== undefined && !PRICE_PLANS.includes(record.plan)
        ? `the price plan must be one of ${PRICE_PLANS.filter(Boolean).join(', ')} (or empty: the sale price)`
        : null,
    ],
    ['riskLimit', amountProblem('the risk limit', record.riskLimit)],
    [
      'riskLimit',
      record.riskLimit !== undefined && record.riskLimit < 0 ? 'the risk limit must not be negative' : null,
    ],
    ['balance', amountProblem('the balance', record.balance, true)],
    [
      'balanceCurrency',
      record.balanceCurrency !== undefined && !/^[A-Z]{3}$/.test(record.balanceCurrency)
        ? 'the balance currency must be a three-letter code such as TRY'
        : null,
    ],
    ['overdueBalance', amountProblem('the overdue balance', record.overdueBalance)],
    [
      'overdueBalance',
      record.overdueBalance !== undefined && record.overdueBalance < 0
        ? 'the overdue balance must not be negative'
        : null,
    ],
    [
      'overdueDays',
      record.overdueDays !== undefined && !(Number.isInteger(record.overdueDays) && record.overdueDays >= 0)
        ? 'the overdue days must be a whole number of at least 0'
        : null,
    ],
    ['repName', textProblem("the representative's name", record.representative?.name)],
    ['repPhone', textProblem("the representative's phone", record.representative?.phone)],
    ['repPhone', phoneProblem("the representative's phone", record.representative?.phone)],
    ['repEmail', textProblem("the representative's e-mail", record.representative?.email)],
    ['repEmail', emailProblem("the representative's e-mail", record.representative?.email)],
    ['addressName', textProblem("the address's name", record.address?.name)],
    ['address', textProblem('the address', record.address?.address)],
    ['town', textProblem('the town', record.address?.town)],
    ['city', textProblem('the city', record.address?.city)],
    ...(record.branches ?? []).flatMap((branch): [CustomerField, string | null][] => [
      ['branches', codeProblem('a branch code', branch.code)],
      ['branches', textProblem(`the name of branch ${branch.code}`, branch.name, true)],
      ['branches', textProblem(`the address of branch ${branch.code}`, branch.address)],
    ]),
    [
      'branches',
      new Set((record.branches ?? []).map((b) => b.code)).size !== (record.branches ?? []).length
        ? 'a branch code is given twice'
        : null,
    ],
  ];
  const problems: CustomerProblem[] = [];
  for (const [field, problem] of checks)
    if (problem !== null && !problems.some((p) => p.field === field)) problems.push({ field, problem });
  return problems;
}

/** The record's first problem, or null when the store may keep it. Texts are judged as given (trim first). */
export function customerRecordProblem(record: CustomerRecord): string | null {
  return customerRecordProblems(record)[0]?.problem ?? null;
}
