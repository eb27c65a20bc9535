/**
 * The login's one question: which user do this username and password open? Every answer costs one
 * scrypt hash, also for a username nobody has: otherwise a login answering 40–140 ms sooner would
 * tell which usernames exist.
 */
import type { Db } from '../db/handle';
import { findUserByName, type UserRow } from '../repo/users';
import { verifyPassword } from '../domain/passwords';

/**
 * Hashed against when there is no user: the shape and cost of a real hash (16 bytes of salt, 32 of
 * key), made of random bytes, so no password is known to match it.
 */
const STAND_IN_HASH = 'scrypt$0GYItG8GI0ms+Z0F+Dt5Dw==$wKaclQOvTCVJ2yg1CrMimh2GgBg67QAkZHW4rQ2qkkk=';

/** The user, or null for an unknown username or a wrong password (as long to tell either way). */
export async function userByCredentials(db: Db, username: string, password: string): Promise<UserRow | null> {
  const user = await findUserByName(db, username);
  const matches = verifyPassword(password, user?.password_hash ?? STAND_IN_HASH);
  return user && matches ? user : null;
}
