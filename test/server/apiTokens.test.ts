/**
 * Programs' API tokens: made random with a recognisable prefix, shown once, kept as a SHA-256 only,
 * checked in constant time; revoked and unknown tokens and anything not shaped like one are refused.
 * The operator's commands (server/admin/tokenCommands.ts) say so in English.
 */
import crypto from 'node:crypto';
import { createTokenCommand, listTokensCommand, revokeTokenCommand } from '../../server/admin/tokenCommands';
import type { Db } from '../../server/db/handle';
import { createApiToken, listApiTokens, revokeApiToken, verifyApiToken } from '../../server/repo/apiTokens';
import { openDatabase } from '../../server/store/open';
import { newStore, type HostStore } from './helpers';

const HOSTILE = ['$&', '$`', "$'", '$1', 'a\u0000b', 'a\nb', '<script>alert(1)</script>'];
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

let store: HostStore;
let db: Db;
beforeAll(async () => {
  store = await newStore();
  db = (await openDatabase(store)).db;
});
afterAll(async () => {
  await db.destroy();
  await store.remove();
});

/** Runs a command and keeps its lines. */
async function run(
  command: (db: Db, args: readonly string[], out: (line: string) => void) => Promise<number>,
  args: string[],
): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await command(db, args, (line) => lines.push(line));
  return { code, lines };
}

describe('API tokens in the store', () => {
  it('makes a random token with the b2b_ prefix and keeps only its SHA-256', async () => {
    const token = await createApiToken(db, 'hash-only');
    const other = await createApiToken(db, 'hash-only-2');
    expect(token).toMatch(/^b2b_[A-Za-z0-9_-]{43}$/);
    expect(other).not.toBe(token);
    const row = await db
      .selectFrom('api_tokens')
      .selectAll()
      .where('name', '=', 'hash-only')
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(sha256(token!));
    expect(JSON.stringify(row)).not.toContain(token!.slice(4));
    expect(JSON.stringify(await listApiTokens(db))).not.toContain(token!.slice(4));
  });

  it('refuses a name in use, also once its token is revoked', async () => {
    expect(await createApiToken(db, 'taken')).not.toBeNull();
    expect(await createApiToken(db, 'taken')).toBeNull();
    expect(await revokeApiToken(db, 'taken')).toBe(true);
    expect(await createApiToken(db, 'taken')).toBeNull();
  });

  it('verifies an active token and notes its use; refuses it once revoked', async () => {
    const token = (await createApiToken(db, 'erp'))!;
    const used = new Date('2030-01-02T03:04:05.000Z');
    expect(await verifyApiToken(db, token, used)).toEqual({ name: 'erp' });
    expect((await listApiTokens(db)).find((t) => t.name === 'erp')).toMatchObject({
      lastUsedAt: used.toISOString(),
      revokedAt: null,
    });
    expect(await revokeApiToken(db, 'erp')).toBe(true);
    expect(await revokeApiToken(db, 'erp')).toBe(false);
    expect(await verifyApiToken(db, token)).toBeNull();
  });

  it('refuses an unknown token and anything not shaped like one', async () => {
    const token = (await createApiToken(db, 'shapes'))!;
    const unknown = `b2b_${crypto.randomBytes(32).toString('base64url')}`;
    for (const presented of [
      unknown,
      '',
      token.slice(0, -1),
      `${token}x`,
      `${token}\n`,
      ` ${token}`,
      `Bearer ${token}`,
      token.replace('b2b_', 'B2B_'),
      ...HOSTILE,
      ...HOSTILE.map((text) => `b2b_${text}`),
    ])
      expect([presented, await verifyApiToken(db, presented)]).toEqual([presented, null]);
    expect(await verifyApiToken(db, token)).toEqual({ name: 'shapes' });
  });

  it('compares the stored hash in constant time', async () => {
    const token = (await createApiToken(db, 'constant-time'))!;
    const timingSafe = jest.spyOn(crypto, 'timingSafeEqual');
    try {
      expect(await verifyApiToken(db, token)).toEqual({ name: 'constant-time' });
      expect(timingSafe).toHaveBeenCalledWith(Buffer.from(sha256(token)), Buffer.from(sha256(token)));
    } finally {
      timingSafe.mockRestore();
    }
  });
});

describe('the operator’s token commands', () => {
  it('create-token shows the token once, in English, and list-tokens never shows it', async () => {
    const created = await run(createTokenCommand, ['--name', 'erp-cli']);
    expect(created.code).toBe(0);
    const token = created.lines.find((line) => line.startsWith('b2b_'))!;
    expect(token).toMatch(/^b2b_[A-Za-z0-9_-]{43}$/);
    expect(created.lines.join('\n').split(token)).toHaveLength(2);
    expect(created.lines[0]).toBe(
      'Token erp-cli created. It is shown only this once; store it where the program reads it:',
    );
    expect(await verifyApiToken(db, token)).toEqual({ name: 'erp-cli' });

    const listed = await run(listTokensCommand, []);
    expect(listed.code).toBe(0);
    expect(listed.lines.join('\n')).not.toContain(token.slice(4));
    expect(listed.lines.find((line) => line.startsWith('erp-cli '))).toMatch(/ active$/);
  });

  it('create-token refuses a name in use (1), a missing or malformed name (2)', async () => {
    expect((await run(createTokenCommand, ['--name=twice'])).code).toBe(0);
    expect(await run(createTokenCommand, ['--name', 'twice'])).toEqual({
      code: 1,
      lines: [
        'create-token: a token named twice exists already (revoked tokens keep their names); pick another name',
      ],
    });
    expect(await run(createTokenCommand, [])).toEqual({
      code: 2,
      lines: ['usage: create-token --name <name>'],
    });
    for (const name of ['', 'Upper', '-dash', 'x'.repeat(65), ...HOSTILE])
      expect([name, (await run(createTokenCommand, ['--name', name])).code]).toEqual([name, 2]);
  });

  it('revoke-token revokes an active token once and lists it as revoked', async () => {
    const token = (await createApiToken(db, 'to-revoke'))!;
    expect(await run(revokeTokenCommand, ['--name', 'to-revoke'])).toEqual({
      code: 0,
      lines: ['Token to-revoke revoked: requests carrying it are refused from now on.'],
    });
    expect(await verifyApiToken(db, token)).toBeNull();
    expect(await run(revokeTokenCommand, ['--name', 'to-revoke'])).toEqual({
      code: 1,
      lines: ['revoke-token: no active token named to-revoke'],
    });
    expect((await run(revokeTokenCommand, [])).code).toBe(2);
    const listed = await run(listTokensCommand, []);
    expect(listed.lines.find((line) => line.startsWith('to-revoke '))).toMatch(/ revoked \d{4}-\d\d-\d\dT/);
  });
});
