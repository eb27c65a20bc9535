/**
 * 3-D Secure transactions waiting for their code (payment/card.ts says what they hold). In the
 * database, so a restart between authorising and completing loses nothing and any instance can
 * complete what another authorised. Single use: completing claims the row by deleting it, so of two
 * simultaneous completions only one gets it.
 */
import type { Db } from '../db/handle';

export interface PendingRow<T> {
  id: string;
  userId: number;
  sessionId: string;
  details: T;
  attempts: number;
  expiresAt: number;
}

export async function addPending<T>(
  db: Db,
  row: Omit<PendingRow<T>, 'attempts'>,
  now: number,
): Promise<void> {
  await db.deleteFrom('pending_payments').where('expires_at', '<', now).execute();
  await db
    .insertInto('pending_payments')
    .values({
      id: row.id,
      user_id: row.userId,
      session_id: row.sessionId,
      details: JSON.stringify(row.details),
      attempts: 0,
      expires_at: row.expiresAt,
    })
    .execute();
}

const live = (db: Db, id: string, sessionId: string, now: number) =>
  db
    .selectFrom('pending_payments')
    .where('id', '=', id)
    .where('session_id', '=', sessionId)
    .where('expires_at', '>=', now);

/** The transaction's attempts so far, or null when it is not this session's or has expired. */
export async function pendingAttempts(
  db: Db,
  id: string,
  sessionId: string,
  now: number,
): Promise<number | null> {
  const row = await live(db, id, sessionId, now).select('attempts').executeTakeFirst();
  return row ? row.attempts : null;
}

/** Counts a wrong code; the attempts after it, or null when the transaction is gone. */
export async function countWrongCode(
  db: Db,
  id: string,
  sessionId: string,
  now: number,
): Promise<number | null> {
  const row = await db
    .updateTable('pending_payments')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('session_id', '=', sessionId)
    .where('expires_at', '>=', now)
    .returning('attempts')
    .executeTakeFirst();
  return row ? row.attempts : null;
}

/** Takes the transaction for completion (deletes it); null when another took it, or it is gone. */
export async function claimPending<T>(
  db: Db,
  id: string,
  sessionId: string,
  now: number,
): Promise<PendingRow<T> | null> {
  const row = await db
    .deleteFrom('pending_payments')
    .where('id', '=', id)
    .where('session_id', '=', sessionId)
    .where('expires_at', '>=', now)
    .returningAll()
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    userId: row.user_id,
    sessionId: row.session_id,
    details: JSON.parse(row.details) as T,
    attempts: row.attempts,
    expiresAt: row.expires_at,
  };
}

export async function removePending(db: Db, id: string): Promise<void> {
  await db.deleteFrom('pending_payments').where('id', '=', id).execute();
}
