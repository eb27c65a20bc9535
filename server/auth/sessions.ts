/**
 * Cookie sessions stored in SQLite. Every visitor who loads a page gets a session id in a cookie, but a
 * row only when something must be remembered (a login, a preference, the cookie choice): until then the
 * session is "unsaved" and its CSRF token is an HMAC of its id under the store's secret, so page views,
 * 404s and scripts without cookies write nothing. Anonymous rows live a day, logged-in ones seven.
 * Logging in replaces the session with a fresh id and token, so a planted session id is worth nothing.
 */
import crypto from 'node:crypto';
import type Database from 'better-sqlite3';
import type { SettingKey } from '../../src/contract/settings';

export const SESSION_COOKIE = 'b2b_session';
const LIFETIME_MS = 7 * 24 * 3600 * 1000;
/** An anonymous visitor's row (preferences, cookie choice) is kept this long after its last change. */
export const ANONYMOUS_LIFETIME_MS = 24 * 3600 * 1000;
/** What `token()` makes: 32 random bytes in base64url. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

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
  /** false while the session has no row yet (an anonymous visitor with nothing to remember). */
  stored: boolean;
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
  return { id: row.id, userId: row.user_id, csrfToken: row.csrf_token, data, stored: true };
}

/** The store's secret for the tokens of unsaved sessions: made once, kept in the meta table. */
export function sessionSecret(db: Database.Database): string {
  db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run('session_secret', token());
  return (db.prepare("SELECT value FROM meta WHERE key = 'session_secret'").get() as { value: string }).value;
}

/**
 * A session with no row: a cookie's id of the right shape (or a new one). Its token is bound to the
 * id, so another visitor's token never fits this visitor's cookie.
 */
export function unsavedSession(secret: string, id: string | undefined = undefined): Session | null {
  if (id !== undefined && !SESSION_ID.test(id)) return null;
  const sessionId = id ?? token();
  const csrfToken = crypto.createHmac('sha256', secret).update(`csrf:${sessionId}`).digest('base64url');
  return { id: sessionId, userId: null, csrfToken, data: {}, stored: false };
}

export function createSession(
  db: Database.Database,
  userId: number | null,
  data: SessionData = {},
  csrfToken = token(),
): Session {
  const now = new Date();
  const session: Session = { id: token(), userId, csrfToken, data, stored: true };
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

/** Saves what the session remembers; an unsaved session gets its row now (anonymous: one day). */
export function saveSessionData(db: Database.Database, session: Session, now = new Date()): void {
  const data = JSON.stringify(session.data);
  if (session.userId === null) {
    const expires = new Date(now.getTime() + ANONYMOUS_LIFETIME_MS).toISOString();
    db.prepare(
      `INSERT INTO sessions (id, user_id, csrf_token, data, created_at, expires_at) VALUES (?, NULL, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET csrf_token = excluded.csrf_token, data = excluded.data,
         expires_at = excluded.expires_at
       WHERE sessions.user_id IS NULL`,
    ).run(session.id, session.csrfToken, data, now.toISOString(), expires);
    session.stored = true;
    return;
  }
  db.prepare('UPDATE sessions SET data = ? WHERE id = ?').run(data, session.id);
}

export function destroySession(db: Database.Database, id: string): void {
  db.prepare('DELETE FROM sessions WHERE id = ?').run(id);
}

/** Ends every session of a user but one (a password change signs the other devices out). */
export function destroyUserSessions(db: Database.Database, userId: number, keep: string | null): void {
  db.prepare('DELETE FROM sessions WHERE user_id = ? AND id IS NOT ?').run(userId, keep);
}

/** Old sessions are removed at start-up; the table never grows without bound. */
export function purgeExpiredSessions(db: Database.Database, now = new Date()): void {
  db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(now.toISOString());
}

export const sessionCookieOptions = (secure: boolean) =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: LIFETIME_MS / 1000 }) as const;
