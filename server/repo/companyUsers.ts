/**
 * The rows of a company's users: their login (users), their place in the company (company_users) and
 * the branches granted to them (branch_grants). What may change and who refuses it is the service's
 * (services/companyUsers.ts); a user that is not there is answered `undefined` here.
 */
import type { CompanyUser, CompanyUserRequest } from '../../src/contract/company';
import type { CompanyRole } from '../../src/domain/company/companyRoles';
import type { Db } from '../db/handle';

interface Row {
  id: number;
  name: string;
  username: string;
  email: string;
  phone: string;
  role: CompanyRole;
  order_limit: number | null;
  monthly_limit: number | null;
  active: number;
}

const rows = (db: Db, companyId: number) =>
  db
    .selectFrom('company_users as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'u.id',
      'u.name',
      'u.username',
      'u.email',
      'm.phone',
      'm.role',
      'm.order_limit',
      'm.monthly_limit',
      'm.active',
    ])
    .where('m.company_id', '=', companyId);

async function grantsOf(db: Db, userIds: number[]): Promise<Map<number, number[]>> {
  const grants = new Map<number, number[]>();
  if (userIds.length === 0) return grants;
  const found = await db
    .selectFrom('branch_grants')
    .select(['user_id', 'branch_id'])
    .where('user_id', 'in', userIds)
    .orderBy('branch_id')
    .execute();
  for (const g of found) grants.set(g.user_id, [...(grants.get(g.user_id) ?? []), g.branch_id]);
  return grants;
}

const toUser = (r: Row, grants: Map<number, number[]>, selfId: number): CompanyUser => ({
  id: r.id,
  name: r.name,
  username: r.username,
  email: r.email,
  phone: r.phone,
  role: r.role,
  orderLimit: r.order_limit,
  monthlyLimit: r.monthly_limit,
  branchIds: grants.get(r.id) ?? [],
  active: r.active === 1,
  self: r.id === selfId,
});

/** The company's users, Yöneticiler first, then by name. */
export async function listCompanyUsers(db: Db, companyId: number, selfId: number): Promise<CompanyUser[]> {
  const found = (await rows(db, companyId).orderBy('u.id').execute()) as Row[];
  const grants = await grantsOf(
    db,
    found.map((r) => r.id),
  );
  return found
    .map((r) => toUser(r, grants, selfId))
    .sort(
      (a, b) =>
        Number(b.role === 'yonetici') - Number(a.role === 'yonetici') || a.name.localeCompare(b.name, 'tr'),
    );
}

/** One user of the company as the list shows them; `undefined` for an id that is not the company's. */
export async function findCompanyUser(
  db: Db,
  companyId: number,
  id: number,
  selfId: number,
): Promise<CompanyUser | undefined> {
  const found = (await rows(db, companyId).where('u.id', '=', id).executeTakeFirst()) as Row | undefined;
  return found && toUser(found, await grantsOf(db, [id]), selfId);
}

/** The saved username of the company's user `userId`; `undefined` when they are not the company's. */
export async function companyUsername(
  db: Db,
  companyId: number,
  userId: number,
): Promise<string | undefined> {
  return (await rows(db, companyId).where('u.id', '=', userId).executeTakeFirst())?.username;
}

/** The company's own login name: the prefix of its users' names. */
export async function companyLogin(db: Db, companyId: number): Promise<string> {
  const company = await db
    .selectFrom('users')
    .select('username')
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  return company.username;
}

/** The company's branches, as the user form offers them. */
export const companyBranches = (db: Db, companyId: number) =>
  db.selectFrom('branches').select(['id', 'name']).where('user_id', '=', companyId).orderBy('id').execute();

/** How many of `branchIds` (each counted once) are the company's own. */
export async function ownBranchCount(db: Db, companyId: number, branchIds: number[]): Promise<number> {
  if (branchIds.length === 0) return 0;
  const own = await db
    .selectFrom('branches')
    .select('id')
    .where('user_id', '=', companyId)
    .where('id', 'in', branchIds)
    .execute();
  return own.length;
}

/** The user's grants become exactly `branchIds`. */
export async function replaceGrants(trx: Db, userId: number, branchIds: number[]): Promise<void> {
  await trx.deleteFrom('branch_grants').where('user_id', '=', userId).execute();
  const grants = [...new Set(branchIds)].map((branchId) => ({ user_id: userId, branch_id: branchId }));
  if (grants.length > 0) await trx.insertInto('branch_grants').values(grants).execute();
}

/** Who holds a login name, other than `except`: the user and the company they belong to, if any. */
export async function usernameHolder(
  db: Db,
  username: string,
  except: number | null,
): Promise<{ id: number; company_id: number | null } | undefined> {
  let query = db
    .selectFrom('users as u')
    .leftJoin('company_users as m', 'm.user_id', 'u.id')
    .select(['u.id', 'm.company_id'])
    .where('u.username', '=', username);
  if (except !== null) query = query.where('u.id', '<>', except);
  return query.executeTakeFirst();
}

/** Active Yöneticiler of the company other than `except`. */
export async function otherAdmins(db: Db, companyId: number, except: number): Promise<number> {
  const found = await db
    .selectFrom('company_users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .where('role', '=', 'yonetici')
    .where('active', '=', 1)
    .where('user_id', '<>', except)
    .executeTakeFirstOrThrow();
  return Number(found.n);
}

/** A new login and its place in the company, marked to set their own password first; its id. */
export async function insertCompanyUser(
  trx: Db,
  companyId: number,
  input: CompanyUserRequest,
  passwordHash: string,
): Promise<number> {
  const { id } = await trx
    .insertInto('users')
    .values({
      username: input.username,
      password_hash: passwordHash,
      name: input.name,
      email: input.email,
      role: 'customer',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('company_users')
    .values({
      user_id: id,
      company_id: companyId,
      role: input.role,
      phone: input.phone,
      order_limit: input.orderLimit,
      monthly_limit: input.monthlyLimit,
      must_change_password: 1,
    })
    .execute();
  return id;
}

/** A user's login fields and place in the company (not their grants) as `input` says. */
export async function updateCompanyUserRow(trx: Db, id: number, input: CompanyUserRequest): Promise<void> {
  await trx
    .updateTable('users')
    .set({ username: input.username, name: input.name, email: input.email })
    .where('id', '=', id)
    .execute();
  await trx
    .updateTable('company_users')
    .set({
      role: input.role,
      phone: input.phone,
      order_limit: input.orderLimit,
      monthly_limit: input.monthlyLimit,
    })
    .where('user_id', '=', id)
    .execute();
}

export async function setCompanyUserActiveRow(trx: Db, id: number, active: boolean): Promise<void> {
  await trx
    .updateTable('company_users')
    .set({ active: active ? 1 : 0 })
    .where('user_id', '=', id)
    .execute();
}
