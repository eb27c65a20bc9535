/**
 * The store's administrators (role admin: /yonetim, every customer's carts and searches). Made by the
 * operator (npm run admin -- create-admin), never through the storefront. An existing name is refused,
 * so running the command again never changes a password behind anyone's back.
 */
import type { Db } from '../db/handle';
import { hashPassword } from '../domain/passwords';
import { invalid } from '../domain/refusal';
import { loginTaken } from '../repo/customerAccounts';
import { insertAdmin } from '../repo/users';

export interface StoreAdmin {
  username: string;
  name: string;
  password: string;
}

/** Inserts the administrator; the caller has judged the name and the password. */
export async function createStoreAdmin(db: Db, admin: StoreAdmin): Promise<void> {
  const hash = hashPassword(admin.password);
  await db.transaction().execute(async (trx) => {
    if (await loginTaken(trx, admin.username))
      throw invalid(`An account named ${admin.username} already exists; its password was not changed.`);
    await insertAdmin(trx, { username: admin.username, name: admin.name, hash });
  });
}
