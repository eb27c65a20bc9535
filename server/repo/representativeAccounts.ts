/** The rows of sales representatives' accounts and of the customers they serve. */
import type { Db } from '../db/handle';

export interface RepresentativeRow {
  username: string;
  passwordHash: string;
  name: string;
  email: string;
  phone: string;
}

export async function insertRepresentative(db: Db, rep: RepresentativeRow): Promise<void> {
  await db
    .insertInto('users')
    .values({
      username: rep.username,
      password_hash: rep.passwordHash,
      name: rep.name,
      email: rep.email,
      phone: rep.phone,
      role: 'representative',
    })
    .execute();
}

/** The id of the representative of that username, or undefined. */
export async function representativeId(db: Db, username: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .where('role', '=', 'representative')
    .executeTakeFirst();
  return row?.id;
}

/** The company's representative's id (null: nobody). */
export async function companyRepresentativeId(db: Db, companyId: number): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select('representative_id')
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  return row.representative_id;
}

/** Makes `repId` the company's representative, without its consent (the company's Yönetici gives it). */
export async function setCompanyRepresentative(
  db: Db,
  companyId: number,
  repId: number | null,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ representative_id: repId, rep_may_order: 0, rep_order_limit: null })
    .where('id', '=', companyId)
    .execute();
}

/** Of these usernames, the ones of representatives. */
export async function knownRepresentatives(db: Db, usernames: string[]): Promise<Set<string>> {
  if (usernames.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select('username')
    .where('role', '=', 'representative')
    .where('username', 'in', usernames)
    .execute();
  return new Set(rows.map((r) => r.username));
}
