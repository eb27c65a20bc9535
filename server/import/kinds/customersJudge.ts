/**
 * Judging a customers file's row: each cell read as text or a number, the branches' notation
 * (`K01=Kadıköy Şube|Caferağa Mah. Moda Cad. 5;U01=Ümraniye Şube`), then the customer rules of the admin
 * command (domain/customerRecord.ts) asked one column at a time, so each problem names its column.
 */
import { customerRecordProblem, type CustomerBranch, type CustomerRecord } from '../../domain/customerRecord';
import { MAX_AMOUNT, type RowJudge } from '../rowJudge';

export const CUSTOMER_TEXT_COLUMNS = [
  'code',
  'name',
  'email',
  'phone',
  'plan',
  'balance_currency',
  'rep_name',
  'rep_phone',
  'rep_email',
  'address_name',
  'address',
  'town',
  'city',
] as const;
export const CUSTOMER_NUMBER_COLUMNS = ['risk_limit', 'balance', 'overdue_balance', 'overdue_days'] as const;
export const CUSTOMER_COLUMNS = [...CUSTOMER_TEXT_COLUMNS, ...CUSTOMER_NUMBER_COLUMNS, 'branches'] as const;

/** Long enough for any customer text the rules allow; the rules give the exact limits. */
const CELL_MAX = 1000;

/** `CODE=Name|Address;CODE=Name`: a branch per ';', its code before '=', an address after '|'. */
function branchesOf(judge: RowJudge, cell: string): CustomerBranch[] | null {
  const branches: CustomerBranch[] = [];
  for (const part of cell.split(';')) {
    if (part.trim() === '') continue;
    const at = part.indexOf('=');
    if (at < 1) {
      judge.refuse('branches', `'${part.trim()}' is not CODE=Name or CODE=Name|Address`);
      return null;
    }
    const [name, ...address] = part.slice(at + 1).split('|');
    branches.push({
      code: part.slice(0, at).trim(),
      name: name!.trim(),
      ...(address.length > 0 ? { address: address.join('|').trim() } : {}),
    });
  }
  return branches;
}

/** The record's fields of one column, for asking the rules about that column alone. */
function fieldsOf(column: string, record: CustomerRecord): Partial<CustomerRecord> {
  switch (column) {
    case 'code':
    case 'name':
      return {};
    case 'email':
      return { email: record.email };
    case 'phone':
      return { phone: record.phone };
    case 'plan':
      return { plan: record.plan };
    case 'balance_currency':
      return { balanceCurrency: record.balanceCurrency };
    case 'risk_limit':
      return { riskLimit: record.riskLimit };
    case 'balance':
      return { balance: record.balance };
    case 'overdue_balance':
      return { overdueBalance: record.overdueBalance };
    case 'overdue_days':
      return { overdueDays: record.overdueDays };
    case 'rep_name':
      return { representative: { name: record.representative?.name } };
    case 'rep_phone':
      return { representative: { phone: record.representative?.phone } };
    case 'rep_email':
      return { representative: { email: record.representative?.email } };
    case 'address_name':
      return { address: { name: record.address?.name } };
    case 'address':
      return { address: { address: record.address?.address } };
    case 'town':
      return { address: { town: record.address?.town } };
    case 'city':
      return { address: { city: record.address?.city } };
    case 'branches':
      return { branches: record.branches };
    default:
      return {};
  }
}

/** A valid code and name to ask the rules about one other column with. */
const PROBE = { code: 'X', name: 'X' };

export function judgeCustomer(judge: RowJudge): CustomerRecord | null {
  const text = (column: (typeof CUSTOMER_TEXT_COLUMNS)[number]) => {
    const value = judge.text(column, CELL_MAX, column === 'code' || column === 'name');
    return value === null ? undefined : value?.trim();
  };
  const number = (column: (typeof CUSTOMER_NUMBER_COLUMNS)[number], negative = false) => {
    const value = judge.number(column, {
      kind: column === 'overdue_days' ? 'quantity' : 'money',
      min: negative ? -MAX_AMOUNT : 0,
      integer: column === 'overdue_days',
    });
    return value ?? undefined;
  };
  const some = <T extends object>(fields: T): T | undefined =>
    Object.values(fields).some((v) => v !== undefined) ? fields : undefined;
  const branchCell = judge.text('branches', CELL_MAX * 10);
  const record: CustomerRecord = {
    code: text('code') ?? '',
    name: text('name') ?? '',
    email: text('email'),
    phone: text('phone'),
    plan: text('plan'),
    riskLimit: number('risk_limit'),
    balance: number('balance', true),
    balanceCurrency: text('balance_currency'),
    overdueBalance: number('overdue_balance'),
    overdueDays: number('overdue_days'),
    representative: some({ name: text('rep_name'), phone: text('rep_phone'), email: text('rep_email') }),
    address: some({
      name: text('address_name'),
      address: text('address'),
      town: text('town'),
      city: text('city'),
    }),
    branches: branchCell ? (branchesOf(judge, branchCell) ?? undefined) : undefined,
  };
  if (judge.problems.length > 0) return null;
  for (const column of CUSTOMER_COLUMNS) {
    const probe =
      column === 'code' || column === 'name'
        ? { ...PROBE, [column]: record[column] }
        : { ...PROBE, ...fieldsOf(column, record) };
    const problem = customerRecordProblem(probe as CustomerRecord);
    if (problem) judge.refuse(column, problem);
  }
  return judge.problems.length > 0 ? null : record;
}
