/**
 * A logged-in customer's place in their company: the role, the limits, whether the user
 * is active and must still set their own password. Read with the session (repo/sessions.ts), so a
 * request knows its role without another query.
 */
import type { CompanyRole, MemberRole } from '../../src/domain/company/companyRoles';
import type { BuyerLimits } from '../../src/domain/company/orderApproval';
import { storeMonthStart } from '../../src/domain/shared/dates';
import { sql } from 'kysely';
import type { Db } from '../db/handle';
import { allRows } from '../db/query';

export interface Member {
  userId: number;
  /** The company: the customer's own users row (its balance, risk limit, branches, representative). */
  companyId: number;
  role: MemberRole;
  orderLimit: number | null;
  monthlyLimit: number | null;
  active: boolean;
  mustChangePassword: boolean;
}

/** The company_users columns as the session query selects them (prefixed, beside the user's). */
export interface MemberColumns {
  member_company_id: number | null;
  member_role: CompanyRole | null;
  member_order_limit: number | null;
  member_monthly_limit: number | null;
  member_active: number | null;
  member_must_change_password: number | null;
}

export function memberFromColumns(userId: number, row: MemberColumns): Member | null {
  if (row.member_company_id === null || row.member_role === null) return null;
  return {
    userId,
    companyId: row.member_company_id,
    role: row.member_role,
    orderLimit: row.member_order_limit,
    monthlyLimit: row.member_monthly_limit,
    active: row.member_active === 1,
    mustChangePassword: row.member_must_change_password === 1,
  };
}

export async function memberOf(db: Db, userId: number): Promise<Member | null> {
  const row = await db
    .selectFrom('company_users')
    .select([
      'company_id as member_company_id',
      'role as member_role',
      'order_limit as member_order_limit',
      'monthly_limit as member_monthly_limit',
      'active as member_active',
      'must_change_password as member_must_change_password',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? memberFromColumns(userId, row) : null;
}

/**
 * What the user's orders of this month (on the store's clock) take of a monthly limit: the totals of
 * those placed and of those waiting for approval, in TL (orders are kept in TRY). Cancelled and
 * rejected orders take nothing.
 */
export async function monthlyUsed(db: Db, userId: number, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total'), eb.lit(0)).as('used'))
    .where('placed_by', '=', userId)
    .where('is_cancel', '=', 0)
    .where('status', '<>', 'rejected')
    .where('created_at', '>=', storeMonthStart(now).toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.used);
}

/** The member's limits with this month's use, or null when they have none. */
export async function limitsOf(db: Db, member: Member, now = new Date()): Promise<BuyerLimits | null> {
  if (member.orderLimit === null && member.monthlyLimit === null) return null;
  return {
    orderLimit: member.orderLimit,
    monthlyLimit: member.monthlyLimit,
    monthlyUsed: member.monthlyLimit === null ? 0 : await monthlyUsed(db, member.userId, now),
  };
}

/**
 * The branches a member may order for: the ones granted (restricted), or every branch of the company
 * when none is (a Yönetici always has all).
 */
export async function branchAccess(
  db: Db,
  member: Pick<Member, 'userId' | 'companyId' | 'role'>,
): Promise<{ allowed: { id: number; name: string }[]; restricted: boolean }> {
  const all = await db
    .selectFrom('branches')
    .select(['id', 'name'])
    .where('user_id', '=', member.companyId)
    .orderBy('id')
    .execute();
  if (member.role === 'yonetici') return { allowed: all, restricted: false };
  const granted = await db
    .selectFrom('branch_grants')
    .select('branch_id')
    .where('user_id', '=', member.userId)
    .execute();
  if (granted.length === 0) return { allowed: all, restricted: false };
  const ids = new Set(granted.map((g) => g.branch_id));
  return { allowed: all.filter((b) => ids.has(b.id)), restricted: true };
}

export const branchesFor = async (db: Db, member: Pick<Member, 'userId' | 'companyId' | 'role'>) =>
  (await branchAccess(db, member)).allowed;

/**
 * The decisions on the user's waiting orders they have not been shown yet, claimed as shown in the
 * same statement: of two pages (or a page and the socket, on any instance) asking at once, only one
 * gets each decision, so the buyer is told once.
 */
export async function takeOrderNotices(
  db: Db,
  userId: number,
): Promise<{ orderNo: string; status: 'approved' | 'rejected'; reason: string }[]> {
  const claimed = await allRows(
    db,
    sql<{ order_id: number; decision: 'approved' | 'rejected'; reason: string; decided_at: string }>`
      UPDATE order_approvals SET notified = 1
      WHERE notified = 0 AND order_id IN (SELECT id FROM orders WHERE placed_by = ${userId})
      RETURNING order_id, decision, reason, decided_at`,
  );
  if (claimed.length === 0) return [];
  const numbers = new Map(
    (
      await db
        .selectFrom('orders')
        .select(['id', 'order_no'])
        .where(
          'id',
          'in',
          claimed.map((c) => c.order_id),
        )
        .execute()
    ).map((o) => [o.id, o.order_no]),
  );
  return claimed
    .sort((a, b) => a.decided_at.localeCompare(b.decided_at) || a.order_id - b.order_id)
    .map((c) => ({ orderNo: numbers.get(c.order_id) ?? '', status: c.decision, reason: c.reason }));
}

/** The user set their own password: the one-time password their Yönetici was shown is gone. */
export async function passwordSet(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('company_users')
    .set({ must_change_password: 0 })
    .where('user_id', '=', userId)
    .execute();
}
