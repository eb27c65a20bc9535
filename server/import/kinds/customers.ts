/**
 * The customers kind: a row is a customer company (a "cari"), kept by its code through upsertCustomer,
 * the one function the admin command keeps customers with; its rules (domain/customerRecord.ts) judge
 * every row first, each problem named by its column. Columns: server/README.md, "Importing the catalogue from the ERP".
 */
import { roundMoney } from '../../../src/domain/shared/rounding';
import { normalizeCurrencyCode } from '../../../src/domain/shared/currencyCode';
import {
  companyLoginOf,
  customerRecordProblems,
  CUSTOMER_TEXT_MAX,
  type CustomerField,
  type CustomerRecord,
} from '../../domain/customerRecord';
import { knownCustomerCodes, takenLogins } from '../../repo/customerAccounts';
import { upsertCustomer } from '../../services/customerAccounts';
import { knownRepresentatives } from '../../repo/representativeAccounts';
import { linkRepresentativeIn } from '../../services/representativeAccounts';
import { readBranches } from '../branchNotation';
import { MAX_AMOUNT, type RowJudge } from '../rowJudge';
import type { ImportKindModule } from './kind';

/** Each field of the record, and the column a file gives it in. */
const COLUMN_OF: Record<CustomerField, string> = {
  code: 'code',
  name: 'name',
  email: 'email',
  phone: 'phone',
  plan: 'plan',
  riskLimit: 'risk_limit',
  balance: 'balance',
  balanceCurrency: 'balance_currency',
  overdueBalance: 'overdue_balance',
  overdueDays: 'overdue_days',
  repName: 'rep_name',
  repPhone: 'rep_phone',
  repEmail: 'rep_email',
  addressName: 'address_name',
  address: 'address',
  town: 'town',
  city: 'city',
  branches: 'branches',
};

const MONEY_COLUMNS = ['risk_limit', 'balance', 'overdue_balance'] as const;

/**
 * The customer's sales representative, by their username (a representative user the operator made);
 * empty: none. Left out, the link is kept. Beside the rep_* columns, which are only the top bar's text.
 */
const REPRESENTATIVE_COLUMN = 'representative';

/** A customer row: the record upsertCustomer keeps, and its representative's login when the file names one. */
export type ImportedCustomer = CustomerRecord & { representativeLogin?: string };

/** A cell listing many branches with their addresses. */
const BRANCHES_CELL_MAX = 20_000;

/** Any number the store can hold: the sign is the domain's to judge (a balance may be negative). */
const ANY_AMOUNT = { min: -MAX_AMOUNT };

/** A text column: undefined when left out (kept), '' when empty, null after a problem. */
const text = (judge: RowJudge, column: string, required = false) =>
  judge.text(column, CUSTOMER_TEXT_MAX, required);

/**
 * A number column: undefined when left out (kept), `empty` when given empty (the column's default),
 * null after a problem.
 */
function amount<Empty>(
  judge: RowJudge,
  column: string,
  kind: 'money' | 'quantity',
  empty: Empty,
): number | Empty | null | undefined {
  if (!judge.has(column)) return undefined;
  const value = judge.number(column, { kind, ...ANY_AMOUNT });
  if (value === undefined) return empty;
  return value === null || kind === 'quantity' ? value : roundMoney(value);
}

/** A row read into the record upsertCustomer keeps; null after the row's problems. */
export function judgeCustomer(judge: RowJudge): ImportedCustomer | null {
  const code = text(judge, 'code', true);
  const representativeLogin = text(judge, REPRESENTATIVE_COLUMN)?.trim().toLowerCase();
  const name = text(judge, 'name', true);
  const currency = text(judge, 'balance_currency');
  const branchesCell = judge.text('branches', BRANCHES_CELL_MAX);
  const branches = branchesCell ? readBranches(judge, 'branches', branchesCell) : undefined;
  const values = {
    email: text(judge, 'email'),
    phone: text(judge, 'phone'),
    plan: text(judge, 'plan'),
    riskLimit: amount(judge, 'risk_limit', 'money', 0),
    balance: amount(judge, 'balance', 'money', null),
    overdueBalance: amount(judge, 'overdue_balance', 'money', 0),
    overdueDays: amount(judge, 'overdue_days', 'quantity', 0),
    repName: text(judge, 'rep_name'),
    repPhone: text(judge, 'rep_phone'),
    repEmail: text(judge, 'rep_email'),
    addressName: text(judge, 'address_name'),
    address: text(judge, 'address'),
    town: text(judge, 'town'),
    city: text(judge, 'city'),
  };
  if (judge.problems.length > 0) return null;
  // No value is null now (a null came with a problem): this only tells the types so.
  const given = <T>(value: T | null | undefined) => (value === null ? undefined : value);
  const record: ImportedCustomer = {
    ...(representativeLogin === undefined ? {} : { representativeLogin }),
    code: code!,
    name: name!,
    email: given(values.email),
    phone: given(values.phone),
    plan: given(values.plan),
    riskLimit: given(values.riskLimit),
    // Empty is "no balance known" (null), which given() would read as left out.
    balance: values.balance,
    // 'TL' is the lira; empty is the column's default, the lira.
    balanceCurrency: currency === undefined ? undefined : normalizeCurrencyCode(currency),
    overdueBalance: given(values.overdueBalance),
    overdueDays: given(values.overdueDays),
    representative: {
      name: given(values.repName),
      phone: given(values.repPhone),
      email: given(values.repEmail),
    },
    address: {
      // Empty: the addressee is the company itself, as for a new customer given none.
      name: values.addressName === '' ? name! : given(values.addressName),
      address: given(values.address),
      town: given(values.town),
      city: given(values.city),
    },
    branches: given(branches),
  };
  for (const { field, problem } of customerRecordProblems(record)) judge.refuse(COLUMN_OF[field], problem);
  return judge.problems.length > 0 ? null : record;
}

export const customersKind: ImportKindModule<ImportedCustomer> = {
  columns: [...Object.values(COLUMN_OF), REPRESENTATIVE_COLUMN],
  required: ['code', 'name'],
  numeric: [...MONEY_COLUMNS, 'overdue_days'],
  judge: judgeCustomer,
  // Codes differing only in case would be two companies with one login name.
  key: { column: 'code', of: (record) => companyLoginOf(record.code) },
  async check(db, rows) {
    const known = await knownCustomerCodes(
      db,
      rows.map((r) => r.value.code),
    );
    const added = rows.filter((r) => !known.has(r.value.code));
    const taken = await takenLogins(
      db,
      added.map((r) => companyLoginOf(r.value.code)),
    );
    const named = rows.filter((r) => r.value.representativeLogin);
    const representatives = await knownRepresentatives(db, [
      ...new Set(named.map((r) => r.value.representativeLogin!)),
    ]);
    return [
      ...added
        .filter((r) => taken.has(companyLoginOf(r.value.code)))
        .map((r) => ({
          row: r.row,
          column: 'code',
          message: `a new customer's login name is its code in lower case, and '${companyLoginOf(r.value.code)}' is already another account's`,
        })),
      ...named
        .filter((r) => !representatives.has(r.value.representativeLogin!))
        .map((r) => ({
          row: r.row,
          column: REPRESENTATIVE_COLUMN,
          message: `no sales representative has the username '${r.value.representativeLogin!}'`,
        })),
    ];
  },
  async apply(trx, rows, _facts, progress) {
    let changed = 0;
    for (const [index, { value }] of rows.entries()) {
      const { representativeLogin, ...record } = value;
      let outcome = (await upsertCustomer(trx, record)) !== 'unchanged';
      if (representativeLogin !== undefined) {
        const link = await linkRepresentativeIn(trx, record.code, representativeLogin || null);
        outcome ||= link.changed;
      }
      if (outcome) changed++;
      progress(index + 1);
    }
    return changed;
  },
};
