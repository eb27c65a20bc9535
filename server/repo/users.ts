/** Accounts, branches and per-user preferences. */
import type { Db } from '../db/handle';

export interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  name: string;
  email: string;
  role: 'customer' | 'admin' | 'representative';
  risk_limit: number;
  balance: number | null;
  balance_currency: string;
  overdue_balance: number;
  overdue_days: number;
  rep_name: string;
  rep_phone: string;
  rep_email: string;
  logo: string;
  address_name: string;
  address: string;
  town: string;
  city: string;
  address_number: string;
  last_seen: string | null;
  customer_code?: string | null;
  /** A representative's phone. */
  phone: string;
  /** A customer company's representative user; its consent to their ordering, and its per-order limit. */
  representative_id: number | null;
  rep_may_order: number;
  rep_order_limit: number | null;
}

/** A user's row: a customer's, a store administrator's or a sales representative's. */
export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row as UserRow | undefined;
}

export async function findUserByName(db: Db, username: string): Promise<UserRow | undefined> {
  const row = await db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
  return row as UserRow | undefined;
}

export const branchesOf = (db: Db, userId: number): Promise<{ id: number; name: string }[]> =>
  db.selectFrom('branches').select(['id', 'name']).where('user_id', '=', userId).orderBy('id').execute();

export async function getPreferences(db: Db, userId: number): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('preferences')
    .select(['key', 'value'])
    .where('user_id', '=', userId)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export async function setPreference(db: Db, userId: number, key: string, value: string): Promise<void> {
  await db
    .insertInto('preferences')
    .values({ user_id: userId, key, value })
    .onConflict((oc) =>
      oc.columns(['user_id', 'key']).doUpdateSet({ value: (eb) => eb.ref('excluded.value') }),
    )
    .execute();
}

export async function setPassword(db: Db, userId: number, hash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
}

export async function touchUser(db: Db, userId: number, now: Date): Promise<void> {
  await db.updateTable('users').set({ last_seen: now.toISOString() }).where('id', '=', userId).execute();
}

/** A store administrator's row (services/storeAdmins.ts judges the name and hashes the password). */
export async function insertAdmin(
  db: Db,
  admin: { username: string; name: string; hash: string },
): Promise<void> {
  await db
    .insertInto('users')
    .values({
      username: admin.username,
      password_hash: admin.hash,
      name: admin.name,
      email: '',
      role: 'admin',
    })
    .execute();
}
