/**
 * A company's users as its Yönetici manages them: list, add (with a one-time password),
 * edit, deactivate (their sessions end at once) and reactivate. Every change runs under the company's
 * lock, so two admins cannot both take away the last Yönetici.
 */
import crypto from 'node:crypto';
import type { CompanyUser, CompanyUserRequest } from '../../src/contract/company';
import type { CompanyRole } from '../../src/domain/company/companyRoles';
import { usernamePrefix, type UsernameNaming } from '../../src/domain/company/companyUser';
import type { Db } from '../db/handle';
import { withCustomerLock } from '../db/transaction';
import { badRequest, notFound } from '../http/errors';
import { MSG } from '../messages';
import { destroyUserSessions } from './sessions';

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

async function userOf(db: Db, companyId: number, id: number, selfId: number): Promise<CompanyUser> {
  const found = (await rows(db, companyId).where('u.id', '=', id).executeTakeFirst()) as Row | undefined;
  if (!found) throw notFound(MSG.companyUserNotFound);
  return toUser(found, await grantsOf(db, [id]), selfId);
}

/** Branches granted must be the company's own; an unknown one refuses the whole change. */
async function setGrants(trx: Db, companyId: number, userId: number, branchIds: number[]): Promise<void> {
  if (branchIds.length > 0) {
    const own = await trx
      .selectFrom('branches')
      .select('id')
      .where('user_id', '=', companyId)
      .where('id', 'in', branchIds)
      .execute();
    if (own.length !== new Set(branchIds).size) throw badRequest(MSG.branchNotFound);
  }
  await trx.deleteFrom('branch_grants').where('user_id', '=', userId).execute();
  for (const branchId of new Set(branchIds))
    await trx.insertInto('branch_grants').values({ user_id: userId, branch_id: branchId }).execute();
}

/**
 * How the company's users are named (src/domain/company/companyUser): the company's login as the prefix, and
 * when editing, the user's saved name. A user who is not the company's answers 404 before their body
 * is judged, as for an id that does not exist.
 */
export async function usernameNaming(
  db: Db,
  companyId: number,
  userId: number | null,
): Promise<UsernameNaming> {
  const company = await db
    .selectFrom('users')
    .select('username')
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  if (userId === null) return { prefix: usernamePrefix(company.username), current: null };
  const edited = await rows(db, companyId).where('u.id', '=', userId).executeTakeFirst();
  if (!edited) throw notFound(MSG.companyUserNotFound);
  return { prefix: usernamePrefix(company.username), current: edited.username };
}

/**
 * A name already used by the company (its login or one of its users) is said plainly: the Yönetici
 * sees them in the list. A name used outside the company gets a message that does not say so, so
 * the form never confirms another company's usernames.
 */
async function usernameFree(
  trx: Db,
  companyId: number,
  username: string,
  except: number | null,
): Promise<void> {
  let query = trx
    .selectFrom('users as u')
    .leftJoin('company_users as m', 'm.user_id', 'u.id')
    .select(['u.id', 'm.company_id'])
    .where('u.username', '=', username);
  if (except !== null) query = query.where('u.id', '<>', except);
  const holder = await query.executeTakeFirst();
  if (!holder) return;
  const ours = holder.id === companyId || holder.company_id === companyId;
  throw badRequest(ours ? MSG.usernameTaken : MSG.usernameUnavailable);
}

/** Active Yöneticiler of the company other than `except`. */
async function otherAdmins(trx: Db, companyId: number, except: number): Promise<number> {
  const found = await trx
    .selectFrom('company_users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .where('role', '=', 'yonetici')
    .where('active', '=', 1)
    .where('user_id', '<>', except)
    .executeTakeFirstOrThrow();
  return Number(found.n);
}

/**
 * Ten characters of an alphabet without look-alikes (no 0/O, 1/l/I): within the password rule's 6 to
 * 30, read out or typed from a screen without mistakes.
 */
export function oneTimePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(crypto.randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join('');
}

/** A new user of the company who must set their own password at the first login. */
export function createCompanyUser(
  db: Db,
  companyId: number,
  selfId: number,
  input: CompanyUserRequest,
  passwordHash: string,
): Promise<CompanyUser> {
  return withCustomerLock(db, companyId, async (trx) => {
    await usernameFree(trx, companyId, input.username, null);
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
    await setGrants(trx, companyId, id, input.branchIds);
    return userOf(trx, companyId, id, selfId);
  });
}

export function updateCompanyUser(
  db: Db,
  companyId: number,
  selfId: number,
  id: number,
  input: CompanyUserRequest,
): Promise<CompanyUser> {
  return withCustomerLock(db, companyId, async (trx) => {
    const before = await userOf(trx, companyId, id, selfId);
    if (
      before.role === 'yonetici' &&
      input.role !== 'yonetici' &&
      before.active &&
      (await otherAdmins(trx, companyId, id)) === 0
    )
      throw badRequest(MSG.lastAdmin);
    await usernameFree(trx, companyId, input.username, id);
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
    await setGrants(trx, companyId, id, input.branchIds);
    return userOf(trx, companyId, id, selfId);
  });
}

/**
 * Deactivates (their sessions end in the same transaction, so the next request of any of their
 * devices is a visitor's) or reactivates a user. Nobody deactivates themselves or the last Yönetici.
 */
export function setCompanyUserActive(
  db: Db,
  companyId: number,
  selfId: number,
  id: number,
  active: boolean,
): Promise<CompanyUser> {
  return withCustomerLock(db, companyId, async (trx) => {
    const user = await userOf(trx, companyId, id, selfId);
    if (!active) {
      if (id === selfId) throw badRequest(MSG.selfDeactivate);
      if (user.role === 'yonetici' && (await otherAdmins(trx, companyId, id)) === 0)
        throw badRequest(MSG.lastAdmin);
      await destroyUserSessions(trx, id, null);
    }
    await trx
      .updateTable('company_users')
      .set({ active: active ? 1 : 0 })
      .where('user_id', '=', id)
      .execute();
    return { ...user, active };
  });
}
