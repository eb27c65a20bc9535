/**
 * A login costs one password hash whoever it names: an unknown username is hashed against a stand-in,
 * so the answer's timing does not tell which usernames exist. Counted, not timed.
 */
import crypto from 'node:crypto';
import { userByCredentials } from '../../server/auth/credentials';
import { hashPassword } from '../../server/domain/passwords';
import type { Db } from '../../server/db/handle';
import { memoryDb } from './memoryDb';

let db: Db;
beforeAll(async () => {
  db = await memoryDb();
  await db
    .insertInto('users')
    .values({
      username: 'bayi1',
      password_hash: hashPassword('demo1234'),
      name: 'Bayi',
      email: 'b@x.tr',
      role: 'customer',
    })
    .execute();
});
afterAll(() => db.destroy());

/** What the login answers, and how many scrypt hashes it ran for it. */
async function hashesFor(username: string, password: string) {
  const scrypt = jest.spyOn(crypto, 'scryptSync');
  try {
    const user = await userByCredentials(db, username, password);
    return { found: user?.username ?? null, hashes: scrypt.mock.calls.length };
  } finally {
    scrypt.mockRestore();
  }
}

describe('userByCredentials', () => {
  it.each([
    ['an unknown username', 'kimseyok', 'demo1234', null],
    ['an unknown username with a hostile password', 'yonetici2', "$&$'$1\u0000<script>\n", null],
    ['a known username, wrong password', 'bayi1', 'yanlis', null],
    ['a known username, its password', 'bayi1', 'demo1234', 'bayi1'],
  ])('%s: one hash', async (_case, username, password, found) => {
    expect(await hashesFor(username, password)).toEqual({ found, hashes: 1 });
  });
});
