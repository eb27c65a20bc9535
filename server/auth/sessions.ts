/**
 * Cookie sessions stored in SQLite. Every visitor who loads a page gets one (the CSRF token lives in it);
 * logging in replaces it with a fresh id and token, so a planted session id is worth nothing.
 */
import crypto from 'node:crypto';
import type Database from 'better-sqlite3';
import type { SettingKey } from '../../src/contract/settings';

export const SESSION_COOKIE = 'b2b_session';
const LIFETIME_MS = 7 * 24 * 3600 * 1000;

/** What a session remembers besides its user. */
export interface SessionData {
  /** Preferences of an anonymous visitor (logged-in users keep theirs in the preferences table). */
  prefs?: Partial<Record<SettingKey, string>>;
  /** The checkout in progress: what the cart page's payment form posted, or a free payment. */
  checkout?: { type: 'order' | 'pay'; description: string; advencePrice: string };
  /** The order just saved: /sepet shows its success page once. */
  lastOrderId?: number;
  cookiesAccepted?: boolean;
}

export interface Session {
  id: string;
  userId: number | null;
  csrfToken: string;
  data: SessionData;
}

interface SessionRow {
  id: string;
  user_id: number | null;
  csrf_token: string;
  data: string;
}

const token = () => crypto.randomBytes(32).toString('base64url');

export function loadSession(db: Database.Database, id: string | undefined, now = new Date()): Session | null {
  if (!id || id.length > 100) return null;
  const row = db
    .prepare('SELECT id, user_id, csrf_token, data FROM sessions WHERE id = ? AND expires_at > ?')
    .get(id, now.toISOString()) as SessionRow | undefined;
  if (!row) return null;
  let data: SessionData = {};
  try {
    data = JSON.parse(row.data) as SessionData;
  } catch {
    /* a damaged row starts over with empty data */
  }
  return { id: row.id, userId: row.user_id, csrfToken: row.csrf_token, data };
}

export function createSession(db: Database.Database, userId: number | null, data: SessionData = {}): Session {
  const now = new Date();
  const session: Session = { id: token(), userId, csrfToken: token(), data };
  db.prepare(
    'INSERT INTO sessions (id, user_id, csrf_token, data, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(
    session.id,
    userId,
    session.csrfToken,
    JSON.stringify(data),
    now.toISOString(),
    new Date(now.getTime() + LIFETIME_MS).toISOString(),
  );
  return session;
}

export function saveSessionData(db: Database.Database, session: Session): void {
  db.prepare('UPDATE sessions SET data = ? WHERE id = ?').run(JSON.stringify(session.data), session.id);
}

export function destroySession(db: Database.Database, id: string): void {
  db.prepare('DELETE FROM sessions WHERE id = ?').run(id);
}

/** Old sessions are removed at start-up; the table never grows without bound. */
export function purgeExpiredSessions(db: Database.Database, now = new Date()): void {
  db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(now.toISOString());
}

export const sessionCookieOptions = (secure: boolean) =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: LIFETIME_MS / 1000 }) as const;
