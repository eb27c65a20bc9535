/**
 * The simulated bank: card checks, test cards that are declined, and 3-D Secure transactions held in
 * memory for a few minutes. Card numbers never reach the database or the log: only a mask is kept.
 */
import crypto from 'node:crypto';
import { MSG } from '../messages';
import type { LineInput } from '../repo/pricedCart';

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

/**
 * What the customer approves in the 3-D Secure step, bound at authorisation: completing the payment
 * charges exactly this and records exactly these lines, or refuses when the checkout or the cart
 * changed in between (another tab, a second payment of the same cart).
 */
export interface ApprovedCharge {
  type: 'order' | 'pay';
  /** The session's checkout as it was (type, description and plan of the cart form, or the free payment's). */
  checkoutKey: string;
  /** The cart's lines (product, unit, quantity) as they were; '' for a free payment. */
  cartKey: string;
  /** Recorded with the payment (and the order): the cart form's note, or the free payment's text. */
  description: string;
  advencePrice: string;
  /** Before commission, TRY: the cart total under the plan, or the typed amount. */
  amount: number;
  /** With the plan's commission: what the bank charges. */
  total: number;
  /** Order payments: the cart lines priced at authorisation, which the order records. */
  lines: LineInput[];
}

export interface PendingPayment {
  id: string;
  userId: number;
  sessionId: string;
  bankName: string;
  maskedCard: string;
  cardHolder: string;
  planId: number;
  installment: number;
  fee: number;
  approved: ApprovedCharge;
  attempts: number;
  expires: number;
}

export class PendingPayments {
  private readonly items = new Map<string, PendingPayment>();

  add(p: Omit<PendingPayment, 'id' | 'attempts' | 'expires'>): PendingPayment {
    this.sweep();
    const pending = {
      ...p,
      id: crypto.randomBytes(16).toString('hex'),
      attempts: 0,
      expires: Date.now() + TRANSACTION_TTL_MS,
    };
    this.items.set(pending.id, pending);
    return pending;
  }

  /** The transaction if it belongs to this session and has not expired. */
  get(id: string, sessionId: string): PendingPayment | null {
    this.sweep();
    const p = this.items.get(id);
    return p && p.sessionId === sessionId ? p : null;
  }

  remove(id: string): void {
    this.items.delete(id);
  }

  private sweep(): void {
    const now = Date.now();
    for (const [id, p] of this.items) if (p.expires < now) this.items.delete(id);
  }
}
