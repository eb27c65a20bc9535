/**
 * Programs' API tokens (migration 9). The token is returned once, by createApiToken; the table holds
 * its SHA-256 only (domain/apiTokens.ts says why that hash suits a random token).
 */
import type { Db } from '../db/handle';
import { safeEqual } from '../domain/passwords';
import { hashApiToken, looksLikeApiToken, newApiToken } from '../domain/apiTokens';

export interface ApiTokenListing {
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** A new token named `name`, to show once; null when a token (revoked or not) already has the name. */
export async function createApiToken(db: Db, name: string, now = new Date()): Promise<string | null> {
  const token = newApiToken();
  const result = await db
    .insertInto('api_tokens')
    .values({ name, token_hash: hashApiToken(token), created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? token : null;
}

/** Whether a token named `name` was active and is revoked now. */
export async function revokeApiToken(db: Db, name: string, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('api_tokens')
    .set({ revoked_at: now.toISOString() })
    .where('name', '=', name)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every token by name, without the token or its hash. */
export async function listApiTokens(db: Db): Promise<ApiTokenListing[]> {
  const rows = await db
    .selectFrom('api_tokens')
    .select(['name', 'created_at', 'last_used_at', 'revoked_at'])
    .orderBy('name')
    .execute();
  return rows.map((row) => ({
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  }));
}

/**
 * The name of the active token `presented` is, or null (malformed, unknown or revoked); notes its use.
 * The row is found by the hash, which says nothing about the token that a timing could reveal; the
 * hashes are then compared in constant time all the same.
 */
export async function verifyApiToken(
  db: Db,
  presented: string,
  now = new Date(),
): Promise<{ name: string } | null> {
  if (!looksLikeApiToken(presented)) return null;
  const hash = hashApiToken(presented);
  const row = await db
    .selectFrom('api_tokens')
    .select(['id', 'name', 'token_hash', 'revoked_at'])
    .where('token_hash', '=', hash)
    .executeTakeFirst();
  if (!row || row.revoked_at !== null || !safeEqual(row.token_hash, hash)) return null;
  await db
    .updateTable('api_tokens')
    .set({ last_used_at: now.toISOString() })
    .where('id', '=', row.id)
    .execute();
  return { name: row.name };
}
