/**
 * Sales representatives: their customers (the companies whose users row names them), the companies'
 * consent, the acting log and the cart's last change.
 */
import type { Db } from '../db/handle';
import type { UserRow } from './users';

/** The customer company a representative may act for now: theirs, and consenting; else undefined. */
export async function consentingCustomer(
  db: Db,
  representativeId: number,
  companyId: number,
): Promise<UserRow | undefined> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', companyId)
    .where('representative_id', '=', representativeId)
    .where('rep_may_order', '=', 1)
    .executeTakeFirst();
  return row as UserRow | undefined;
}

/** A customer company of the representative, consenting or not. */
export async function customerOf(
  db: Db,
  representativeId: number,
  companyId: number,
): Promise<{ id: number; name: string; code: string | null; mayOrder: boolean } | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'name', 'customer_code', 'rep_may_order'])
    .where('id', '=', companyId)
    .where('representative_id', '=', representativeId)
    .executeTakeFirst();
  return row && { id: row.id, name: row.name, code: row.customer_code, mayOrder: row.rep_may_order === 1 };
}

export async function startActingLog(
  db: Db,
  representativeId: number,
  companyId: number,
  now = new Date(),
): Promise<number> {
  const row = await db
    .insertInto('representative_sessions')
    .values({ representative_id: representativeId, company_id: companyId, started_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Closes an acting log row (once: a row already closed keeps its time). */
export async function endActingLog(db: Db, logId: number, now = new Date()): Promise<void> {
  await db
    .updateTable('representative_sessions')
    .set({ ended_at: now.toISOString() })
    .where('id', '=', logId)
    .where('ended_at', 'is', null)
    .execute();
}

/** The company's consent, as its Yönetici reads and sets it. */
export interface Consent {
  representative: { name: string; phone: string; email: string } | null;
  mayOrder: boolean;
  orderLimit: number | null;
}

export async function consentOf(db: Db, companyId: number): Promise<Consent> {
  const row = await db
    .selectFrom('users as c')
    .leftJoin('users as r', 'r.id', 'c.representative_id')
    .select([
      'c.rep_may_order',
      'c.rep_order_limit',
      'r.id as rep_id',
      'r.name as rep_name',
      'r.phone as rep_phone',
      'r.email as rep_email',
    ])
    .where('c.id', '=', companyId)
    .executeTakeFirstOrThrow();
  return {
    representative:
      row.rep_id === null
        ? null
        : { name: row.rep_name ?? '', phone: row.rep_phone ?? '', email: row.rep_email ?? '' },
    mayOrder: row.rep_may_order === 1,
    orderLimit: row.rep_order_limit === null ? null : Number(row.rep_order_limit),
  };
}

export async function setConsent(
  db: Db,
  companyId: number,
  consent: { mayOrder: boolean; orderLimit: number | null },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ rep_may_order: consent.mayOrder ? 1 : 0, rep_order_limit: consent.orderLimit })
    .where('id', '=', companyId)
    .execute();
}

/** The contact the top bar shows: the linked representative user's, else the company's own columns. */
export async function contactOf(
  db: Db,
  company: UserRow,
): Promise<{ name: string; phone: string; email: string }> {
  const linked =
    company.representative_id === null || company.representative_id === undefined
      ? undefined
      : await db
          .selectFrom('users')
          .select(['name', 'phone', 'email'])
          .where('id', '=', company.representative_id)
          .executeTakeFirst();
  return linked ?? { name: company.rep_name, phone: company.rep_phone, email: company.rep_email };
}

/** Who changed the company's cart last: a user of the company, or its representative acting. */
export async function noteCartChange(
  db: Db,
  cartOwnerId: number,
  changedBy: { userId: number; representative: boolean },
  now = new Date(),
): Promise<void> {
  await db
    .insertInto('cart_changes')
    .values({
      user_id: cartOwnerId,
      changed_by: changedBy.userId,
      by_representative: changedBy.representative ? 1 : 0,
      changed_at: now.toISOString(),
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        changed_by: (eb) => eb.ref('excluded.changed_by'),
        by_representative: (eb) => eb.ref('excluded.by_representative'),
        changed_at: (eb) => eb.ref('excluded.changed_at'),
      }),
    )
    .execute();
}

/** A representative with their customers, for the administrators' page. */
export interface RepresentativeOverview {
  id: number;
  username: string;
  name: string;
  phone: string;
  email: string;
  customers: { code: string | null; name: string; mayOrder: boolean; orderLimit: number | null }[];
}

/** Every representative and their customers: two queries. */
export async function representativesOverview(db: Db): Promise<RepresentativeOverview[]> {
  const reps = await db
    .selectFrom('users')
    .select(['id', 'username', 'name', 'phone', 'email'])
    .where('role', '=', 'representative')
    .orderBy('name')
    .orderBy('id')
    .execute();
  const customers = await db
    .selectFrom('users')
    .select(['representative_id', 'customer_code', 'name', 'rep_may_order', 'rep_order_limit'])
    .where('representative_id', 'is not', null)
    .orderBy('name')
    .execute();
  return reps.map((r) => ({
    ...r,
    customers: customers
      .filter((c) => c.representative_id === r.id)
      .map((c) => ({
        code: c.customer_code,
        name: c.name,
        mayOrder: c.rep_may_order === 1,
        orderLimit: c.rep_order_limit === null ? null : Number(c.rep_order_limit),
      })),
  }));
}

/** One row of the acting log, with names. */
export interface ActingLogRow {
  representative: string;
  customer: string;
  startedAt: string;
  endedAt: string | null;
}

/** The latest acting sessions, newest first. */
export async function actingLog(db: Db, limit = 100): Promise<ActingLogRow[]> {
  const rows = await db
    .selectFrom('representative_sessions as s')
    .innerJoin('users as r', 'r.id', 's.representative_id')
    .innerJoin('users as c', 'c.id', 's.company_id')
    .select(['r.name as representative', 'c.name as customer', 's.started_at', 's.ended_at'])
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    representative: r.representative,
    customer: r.customer,
    startedAt: r.started_at,
    endedAt: r.ended_at,
  }));
}
