/**
 * The simulated bank: card checks, test cards that are declined, and 3-D Secure transactions kept for
 * a few minutes (in the database: repo/pendingPayments.ts). Card numbers never reach the database or
 * the log: only a mask is kept.
 */
import crypto from 'node:crypto';
import type { Db } from '../db/handle';
import { MSG } from '../messages';
import { addPending, claimPending, countWrongCode, removePending } from '../repo/pendingPayments';
import type { PendingPayment } from '../services/cardPayment';

/** The demo's SMS code for the 3-D Secure step. */
export const THREE_D_CODE = '123456';
export const MAX_CODE_ATTEMPTS = 3;
const TRANSACTION_TTL_MS = 5 * 60 * 1000;

/** Last four digits of cards the simulated bank declines, with its answer (MSG: English twins in messagesEn). */
export const DECLINED_CARDS: Record<string, string> = {
  '0002': MSG.cardLimit,
  '0010': MSG.cardLost,
};

export interface CardFields {
  ccno: string;
  ccv: string;
  expiry: string;
  holder: string;
}

/** null when the card may be charged; otherwise the message shown in the frame. */
export function cardProblem(card: CardFields, now = new Date()): string | null {
  const digits = card.ccno.replace(/\s+/g, '');
  if (!/^\d{16}$/.test(digits)) return MSG.cardIncomplete;
  if (card.holder.trim() === '') return MSG.holderMissing;
  if (!/^\d{3}$/.test(card.ccv)) return MSG.ccvIncomplete;
  const expiry = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(card.expiry);
  if (!expiry) return MSG.expiryIncomplete;
  const endOfMonth = new Date(Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1));
  if (endOfMonth <= now) return MSG.cardExpired;
  return DECLINED_CARDS[digits.slice(-4)] ?? null;
}

export const maskCard = (ccno: string) => {
  const d = ccno.replace(/\s+/g, '');
  return `${d.slice(0, 4)} ${d.slice(4, 6)}** **** ${d.slice(-4)}`;
};

type PendingDetails = Omit<PendingPayment, 'id' | 'userId' | 'sessionId' | 'attempts' | 'expires'>;

/**
 * The transactions waiting for their code. Single use and shared: a restart between authorising and
 * completing loses nothing, any instance can complete it, and of two completions only one claims it.
 */
export class PendingPayments {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async add(p: Omit<PendingPayment, 'id' | 'attempts' | 'expires'>): Promise<PendingPayment> {
    const { userId, sessionId, ...details } = p;
    const now = this.now();
    const pending = {
      ...p,
      id: crypto.randomBytes(16).toString('hex'),
      attempts: 0,
      expires: now + TRANSACTION_TTL_MS,
    };
    await addPending<PendingDetails>(
      this.db,
      { id: pending.id, userId, sessionId, details, expiresAt: pending.expires },
      now,
    );
    return pending;
  }

  /** A wrong code: the attempts left after it (0: the transaction is gone), or null when it was not there. */
  async wrongCode(id: string, sessionId: string): Promise<number | null> {
    const attempts = await countWrongCode(this.db, id, sessionId, this.now());
    if (attempts === null) return null;
    const left = MAX_CODE_ATTEMPTS - attempts;
    if (left <= 0) await removePending(this.db, id);
    return Math.max(0, left);
  }

  /** The right code: takes the transaction (it can be completed once), or null when it is not there. */
  async claim(id: string, sessionId: string): Promise<PendingPayment | null> {
    const row = await claimPending<PendingDetails>(this.db, id, sessionId, this.now());
    if (!row) return null;
    return {
      ...row.details,
      id: row.id,
      userId: row.userId,
      sessionId: row.sessionId,
      attempts: row.attempts,
      expires: row.expiresAt,
    };
  }
}
