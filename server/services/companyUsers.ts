/**
 * A company's users as its Yönetici manages them: list, add (with a one-time password), edit,
 * deactivate (their sessions end at once) and reactivate. The form's rules are the widget's own
 * (src/domain/company/companyUser), so the host refuses exactly what the form refuses. Every change
 * runs under the company's lock, so two admins cannot both take away the last Yönetici.
 */
import crypto from 'node:crypto';
import type { CompanyUser, CompanyUserRequest } from '../../src/contract/company';
import { companyUserErrors, usernamePrefix, type UsernameNaming } from '../../src/domain/company/companyUser';
import { hashPassword } from '../domain/passwords';
import type { Db } from '../db/handle';
import { withCustomerLock } from '../db/transaction';
import { invalid, notFound } from '../domain/refusal';
import { MSG } from '../messages';
import {
  companyBranches,
  companyLogin,
  companyUsername,
  findCompanyUser,
  insertCompanyUser,
  listCompanyUsers,
  otherAdmins,
  ownBranchCount,
  replaceGrants,
  setCompanyUserActiveRow,
  updateCompanyUserRow,
  usernameHolder,
} from '../repo/companyUsers';
import type { Buyer } from '../repo/scope';
import { destroyUserSessions } from '../repo/sessions';

/** Who manages the users: the Yönetici, in their company. */
export type UserManager = Pick<Buyer, 'companyId' | 'userId'>;

async function userOf(db: Db, manager: UserManager, id: number): Promise<CompanyUser> {
  const user = await findCompanyUser(db, manager.companyId, id, manager.userId);
  if (!user) throw notFound(MSG.companyUserNotFound);
  return user;
}

/** Branches granted must be the company's own; an unknown one refuses the whole change. */
async function setGrants(trx: Db, companyId: number, userId: number, branchIds: number[]): Promise<void> {
  if ((await ownBranchCount(trx, companyId, branchIds)) !== new Set(branchIds).size)
    throw invalid(MSG.branchNotFound);
  await replaceGrants(trx, userId, branchIds);
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
  const prefix = usernamePrefix(await companyLogin(db, companyId));
  if (userId === null) return { prefix, current: null };
  const current = await companyUsername(db, companyId, userId);
  if (current === undefined) throw notFound(MSG.companyUserNotFound);
  return { prefix, current };
}

/** The body as saved: trimmed, the username lower-cased, then judged by the domain's rules. */
function userInput(body: CompanyUserRequest, naming: UsernameNaming): CompanyUserRequest {
  const input = {
    ...body,
    name: body.name.trim(),
    username: body.username.trim().toLowerCase(),
    email: body.email.trim(),
    phone: body.phone.trim(),
  };
  if (Object.keys(companyUserErrors(input, naming)).length > 0) throw invalid(MSG.companyUserInvalid);
  return input;
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
  const holder = await usernameHolder(trx, username, except);
  if (!holder) return;
  const ours = holder.id === companyId || holder.company_id === companyId;
  throw invalid(ours ? MSG.usernameTaken : MSG.usernameUnavailable);
}

/**
 * Ten characters of an alphabet without look-alikes (no 0/O, 1/l/I): within the password rule's 6 to
 * 30, read out or typed from a screen without mistakes.
 */
export function oneTimePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(crypto.randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join('');
}

/** The users page: the company's users, the branches a user may be granted and the names' prefix. */
export async function companyUsersOverview(db: Db, manager: UserManager) {
  const branches = await companyBranches(db, manager.companyId);
  const { prefix } = await usernameNaming(db, manager.companyId, null);
  return {
    users: await listCompanyUsers(db, manager.companyId, manager.userId),
    branches,
    usernamePrefix: prefix,
  };
}

/**
 * A new user of the company who must set their own password at the first login. The password is
 * answered once, for the Yönetici to pass on: the host keeps only its hash.
 */
export async function addCompanyUser(
  db: Db,
  manager: UserManager,
  body: CompanyUserRequest,
): Promise<{ user: CompanyUser; oneTimePassword: string }> {
  const password = oneTimePassword();
  const input = userInput(body, await usernameNaming(db, manager.companyId, null));
  const passwordHash = hashPassword(password);
  const user = await withCustomerLock(db, manager.companyId, async (trx) => {
    await usernameFree(trx, manager.companyId, input.username, null);
    const id = await insertCompanyUser(trx, manager.companyId, input, passwordHash);
    await setGrants(trx, manager.companyId, id, input.branchIds);
    return userOf(trx, manager, id);
  });
  return { user, oneTimePassword: password };
}

/** A user's fields, role, limits and branches; the last active Yönetici keeps their role. */
export async function updateCompanyUser(
  db: Db,
  manager: UserManager,
  id: number,
  body: CompanyUserRequest,
): Promise<CompanyUser> {
  const input = userInput(body, await usernameNaming(db, manager.companyId, id));
  return withCustomerLock(db, manager.companyId, async (trx) => {
    const before = await userOf(trx, manager, id);
    if (
      before.role === 'yonetici' &&
      input.role !== 'yonetici' &&
      before.active &&
      (await otherAdmins(trx, manager.companyId, id)) === 0
    )
      throw invalid(MSG.lastAdmin);
    await usernameFree(trx, manager.companyId, input.username, id);
    await updateCompanyUserRow(trx, id, input);
    await setGrants(trx, manager.companyId, id, input.branchIds);
    return userOf(trx, manager, id);
  });
}

/**
 * Deactivates (their sessions end in the same transaction, so the next request of any of their
 * devices is a visitor's) or reactivates a user. Nobody deactivates themselves or the last Yönetici.
 */
export function setCompanyUserActive(
  db: Db,
  manager: UserManager,
  id: number,
  active: boolean,
): Promise<CompanyUser> {
  return withCustomerLock(db, manager.companyId, async (trx) => {
    const user = await userOf(trx, manager, id);
    if (!active) {
      if (id === manager.userId) throw invalid(MSG.selfDeactivate);
      if (user.role === 'yonetici' && (await otherAdmins(trx, manager.companyId, id)) === 0)
        throw invalid(MSG.lastAdmin);
      await destroyUserSessions(trx, id, null);
    }
    await setCompanyUserActiveRow(trx, id, active);
    return { ...user, active };
  });
}
