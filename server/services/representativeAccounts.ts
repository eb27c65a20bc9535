/**
 * Sales representatives' accounts, made by the operator (npm run admin -- create-representative,
 * link-representative) and by the customers import (a customer record naming its representative).
 */
import type { Db } from '../db/handle';
import { hashPassword } from '../domain/passwords';
import { invalid } from '../domain/refusal';
import { companyByCode, loginTaken } from '../repo/customerAccounts';
import {
  companyRepresentativeId,
  insertRepresentative,
  representativeId,
  setCompanyRepresentative,
} from '../repo/representativeAccounts';

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
    await insertRepresentative(trx, { ...rep, passwordHash: hash });
  });
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
  if ((await companyRepresentativeId(trx, company.id)) === repId) return { changed: false };
  await setCompanyRepresentative(trx, company.id, repId);
  return { changed: true };
}
