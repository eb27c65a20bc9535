/**
 * Sales representatives' accounts, made by the operator (npm run admin -- create-representative,
 * link-representative) and by the customers import (a customer record naming its representative).
 */
import type { Db } from '../db/handle';
import { hashPassword } from '../domain/passwords';
import { invalid } from '../domain/refusal';
import { companyByCode, loginTaken } from '../repo/customerAccounts';

export interface NewRepresentative {
  username: string;
  name: string;
  email: string;
  phone: string;
  password: string;
}

/** Inserts the representative; an existing name is refused (a password is never changed here). */
export async function createRepresentative(db: Db, rep: NewRepresentative): Promise<void> {
  const hash = hashPassword(rep.password);
  await db.transaction().execute(async (trx) => {
    if (await loginTaken(trx, rep.username))
      throw invalid(`An account named ${rep.username} already exists; its password was not changed.`);
    await trx
      .insertInto('users')
      .values({
        username: rep.username,
        password_hash: hash,
        name: rep.name,
        email: rep.email,
        phone: rep.phone,
        role: 'representative',
      })
      .execute();
  });
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

/**
 * Makes the representative (null: nobody) the customer's. A new representative starts without the
 * customer's consent: the company's Yönetici gives it.
 */
export async function linkRepresentative(
  db: Db,
  customerCode: string,
  username: string | null,
): Promise<{ changed: boolean }> {
  return db.transaction().execute((trx) => linkRepresentativeIn(trx, customerCode, username));
}

/** linkRepresentative inside the caller's transaction (the customers import's). */
export async function linkRepresentativeIn(
  trx: Db,
  customerCode: string,
  username: string | null,
): Promise<{ changed: boolean }> {
  const company = await companyByCode(trx, customerCode);
  if (!company) throw invalid(`No customer has the code ${customerCode}.`);
  const repId = username === null ? null : await representativeId(trx, username);
  if (repId === undefined) throw invalid(`No representative is named ${username}.`);
  const current = await trx
    .selectFrom('users')
    .select('representative_id')
    .where('id', '=', company.id)
    .executeTakeFirstOrThrow();
  if (current.representative_id === repId) return { changed: false };
  await trx
    .updateTable('users')
    .set({ representative_id: repId, rep_may_order: 0, rep_order_limit: null })
    .where('id', '=', company.id)
    .execute();
  return { changed: true };
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
