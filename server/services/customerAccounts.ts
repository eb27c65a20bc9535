/**
 * A customer company kept as the distributor's ERP says: created when its code is new, changed where
 * the record differs, left alone when nothing does. One function for the admin command and the ERP
 * import, in the caller's transaction, so an import of many customers lands together or not at all.
 * A new company's own login gets a password nobody knows: its people log in as its users
 * (npm run admin -- create-user), named in its namespace.
 */
import crypto from 'node:crypto';
import type { Db } from '../db/handle';
import { withCustomerLock } from '../db/transaction';
import {
  companyLoginOf,
  customerRecordProblem,
  type CustomerBranch,
  type CustomerRecord,
} from '../domain/customerRecord';
import { hashPassword } from '../domain/passwords';
import { invalid } from '../domain/refusal';
import {
  branchesByCode,
  companyByCode,
  insertBranch,
  insertCompany,
  loginTaken,
  updateBranch,
  updateCompany,
  type CompanyColumns,
} from '../repo/customerAccounts';

export type UpsertOutcome = 'created' | 'updated' | 'unchanged';

const trimmed = (value: string | undefined) => value?.trim();

/** The record with its texts trimmed, as it is judged and kept. */
function tidy(record: CustomerRecord): CustomerRecord {
  return {
    ...record,
    code: record.code.trim(),
    name: record.name.trim(),
    email: trimmed(record.email),
    phone: trimmed(record.phone),
    plan: trimmed(record.plan),
    balanceCurrency: trimmed(record.balanceCurrency)?.toUpperCase(),
    representative: record.representative && {
      name: trimmed(record.representative.name),
      phone: trimmed(record.representative.phone),
      email: trimmed(record.representative.email),
    },
    address: record.address && {
      name: trimmed(record.address.name),
      address: trimmed(record.address.address),
      town: trimmed(record.address.town),
      city: trimmed(record.address.city),
    },
    branches: record.branches?.map((b) => ({
      code: b.code.trim(),
      name: b.name.trim(),
      address: trimmed(b.address),
    })),
  };
}

/** The columns the record gives (a field left out is not among them). */
function columnsOf(record: CustomerRecord): Partial<CompanyColumns> {
  const columns: Partial<CompanyColumns> = {
    name: record.name,
    email: record.email,
    address_number: record.phone,
    price_plan: record.plan,
    risk_limit: record.riskLimit,
    balance: record.balance,
    balance_currency: record.balanceCurrency,
    overdue_balance: record.overdueBalance,
    overdue_days: record.overdueDays,
    rep_name: record.representative?.name,
    rep_phone: record.representative?.phone,
    rep_email: record.representative?.email,
    address_name: record.address?.name,
    address: record.address?.address,
    town: record.address?.town,
    city: record.address?.city,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** Adds the branches whose code is new, changes those that differ; answers whether anything changed. */
async function keepBranches(trx: Db, companyId: number, branches: CustomerBranch[]): Promise<boolean> {
  const known = new Map((await branchesByCode(trx, companyId)).map((b) => [b.code, b]));
  let changed = false;
  for (const branch of branches) {
    const address = branch.address ?? known.get(branch.code)?.address ?? '';
    const before = known.get(branch.code);
    if (!before)
      await insertBranch(trx, { user_id: companyId, code: branch.code, name: branch.name, address });
    else if (before.name !== branch.name || before.address !== address)
      await updateBranch(trx, before.id, { name: branch.name, address });
    else continue;
    changed = true;
  }
  return changed;
}

/**
 * Keeps the customer `record` (its code is the key); refuses a record that breaks a rule
 * (domain/customerRecord.ts) or a new company whose login name (its code in lower case) is taken.
 */
export async function upsertCustomer(trx: Db, record: CustomerRecord): Promise<UpsertOutcome> {
  const input = tidy(record);
  const problem = customerRecordProblem(input);
  if (problem) throw invalid(`Customer ${JSON.stringify(input.code)}: ${problem}.`);
  const columns = columnsOf(input);
  const existing = await companyByCode(trx, input.code);
  if (!existing) {
    const login = companyLoginOf(input.code);
    if (await loginTaken(trx, login))
      throw invalid(`Customer ${input.code}: its login name ${login} is already another account's.`);
    const id = await insertCompany(trx, {
      ...columns,
      address_name: columns.address_name ?? input.name,
      name: input.name,
      email: input.email ?? '',
      username: login,
      password_hash: hashPassword(crypto.randomBytes(32).toString('base64')),
      role: 'customer',
      customer_code: input.code,
      balance: input.balance ?? null,
    });
    await keepBranches(trx, id, input.branches ?? []);
    return 'created';
  }
  return withCustomerLock(trx, existing.id, async (locked) => {
    const changes = Object.fromEntries(
      Object.entries(columns).filter(([key, value]) => existing[key as keyof CompanyColumns] !== value),
    );
    if (Object.keys(changes).length > 0) await updateCompany(locked, existing.id, changes);
    const branchesChanged = await keepBranches(locked, existing.id, input.branches ?? []);
    return Object.keys(changes).length > 0 || branchesChanged ? 'updated' : 'unchanged';
  });
}
