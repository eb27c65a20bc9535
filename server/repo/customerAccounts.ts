/**
 * The rows of a customer company: its users row (the company is the customer's own login, found by its
 * customer code), its place as its own first Yönetici (company_users) and its branches. What may be
 * kept and when a change counts is the service's (services/customerAccounts.ts).
 */
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/handle';
import type { BranchesTable, UsersTable } from '../db/tables';
import { inBatches } from './importedProducts';

/** The company columns an ERP's record fills. */
export const COMPANY_COLUMNS = [
  'name',
  'email',
  'address_number',
  'price_plan',
  'risk_limit',
  'balance',
  'balance_currency',
  'overdue_balance',
  'overdue_days',
  'rep_name',
  'rep_phone',
  'rep_email',
  'address_name',
  'address',
  'town',
  'city',
] as const;

export type CompanyColumns = {
  [K in (typeof COMPANY_COLUMNS)[number]]: K extends 'balance'
    ? number | null
    : K extends 'risk_limit' | 'overdue_balance' | 'overdue_days'
      ? number
      : string;
};

export async function companyByCode(
  db: Db,
  code: string,
): Promise<({ id: number; username: string } & CompanyColumns) | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'username', ...COMPANY_COLUMNS])
    .where('customer_code', '=', code)
    .executeTakeFirst();
}

/** A new company: its login row and its place as its own first Yönetici; its id. */
export async function insertCompany(
  trx: Db,
  row: Insertable<UsersTable> & { customer_code: string },
): Promise<number> {
  const { id } = await trx.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow();
  await trx.insertInto('company_users').values({ user_id: id, company_id: id, role: 'yonetici' }).execute();
  return id;
}

export async function updateCompany(trx: Db, id: number, changes: Updateable<UsersTable>): Promise<void> {
  await trx.updateTable('users').set(changes).where('id', '=', id).execute();
}

export const branchesByCode = (db: Db, companyId: number) =>
  db
    .selectFrom('branches')
    .select(['id', 'code', 'name', 'address'])
    .where('user_id', '=', companyId)
    .where('code', 'is not', null)
    .execute();

export async function insertBranch(trx: Db, row: Insertable<BranchesTable>): Promise<void> {
  await trx.insertInto('branches').values(row).execute();
}

export async function updateBranch(
  trx: Db,
  id: number,
  changes: { name: string; address: string },
): Promise<void> {
  await trx.updateTable('branches').set(changes).where('id', '=', id).execute();
}

/** Whether a login name is anyone's. */
export async function loginTaken(db: Db, username: string): Promise<boolean> {
  return (
    (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst()) !==
    undefined
  );
}

const LOOKUP_BATCH = 500;

/** Which of these customer codes the store has. */
export async function knownCustomerCodes(db: Db, codes: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (const batch of inBatches([...new Set(codes)], LOOKUP_BATCH)) {
    const rows = await db
      .selectFrom('users')
      .select('customer_code')
      .where('customer_code', 'in', batch)
      .execute();
    for (const row of rows) if (row.customer_code !== null) known.add(row.customer_code);
  }
  return known;
}

/** Which of these login names are someone's. */
export async function takenLogins(db: Db, usernames: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (const batch of inBatches([...new Set(usernames)], LOOKUP_BATCH)) {
    const rows = await db.selectFrom('users').select('username').where('username', 'in', batch).execute();
    for (const row of rows) taken.add(row.username);
  }
  return taken;
}
