/**
 * Cookie sessions stored in the database (the sessions table). Every visitor who loads a page gets a session id in a cookie, but a
 * row only when something must be remembered (a login, a preference, the cookie choice): until then the
 * session is "unsaved" and its CSRF token is an HMAC of its id under the store's secret, so page views,
 * 404s and scripts without cookies write nothing. Anonymous rows live a day, logged-in ones seven.
 * Logging in replaces the session with a fresh id and token, so a planted session id is worth nothing.
 */
import crypto from 'node:crypto';
import type { SettingKey } from '../../src/contract/settings';
import type { Db } from '../db/handle';
import { memberFromColumns, type Member } from './members';
import type { UserRow } from './users';

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
  /** A sales representative acts for this customer company; logId: their row of the acting log. */
  acting?: { companyId: number; logId: number };
}

export interface Session {
  id: string;
  userId: number | null;
  csrfToken: string;
  data: SessionData;
  /** false while the session has no row yet (an anonymous visitor with nothing to remember). */
  stored: boolean;
}

const token = () => crypto.randomBytes(32).toString('base64url');

const parseData = (text: string): SessionData => {
  try {
    return JSON.parse(text) as SessionData;
  } catch {
    return {}; // a damaged row starts over with empty data
  }
};

const usableId = (id: string | undefined): id is string => id !== undefined && id !== '' && id.length <= 100;

export async function loadSession(db: Db, id: string | undefined, now = new Date()): Promise<Session | null> {
  if (!usableId(id)) return null;
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'csrf_token', 'data'])
    .where('id', '=', id)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    userId: row.user_id,
    csrfToken: row.csrf_token,
    data: parseData(row.data),
    stored: true,
  };
}

/**
 * The session, its user and the user's place in their company in one read: every request of a
 * logged-in visitor needs them, and this is the one query every request makes. The user is null for
 * an anonymous session, a removed user, and a company user who was deactivated (whose sessions are
 * deleted at once anyway).
 */
export async function loadSessionWithUser(
  db: Db,
  id: string | undefined,
  now = new Date(),
): Promise<{ session: Session; user: UserRow | null; member: Member | null } | null> {
  if (!usableId(id)) return null;
  const row = await db
    .selectFrom('sessions as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('company_users as m', 'm.user_id', 's.user_id')
    .select([
      's.id as session_id',
      's.user_id as session_user_id',
      's.csrf_token as session_csrf',
      's.data as session_data',
      'm.company_id as member_company_id',
      'm.role as member_role',
      'm.order_limit as member_order_limit',
      'm.monthly_limit as member_monthly_limit',
      'm.active as member_active',
      'm.must_change_password as member_must_change_password',
    ])
    .selectAll('u')
    .where('s.id', '=', id)
    .where('s.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row) return null;
  const {
    session_id,
    session_user_id,
    session_csrf,
    session_data,
    member_company_id,
    member_role,
    member_order_limit,
    member_monthly_limit,
    member_active,
    member_must_change_password,
    ...user
  } = row;
  const member =
    user.id === null
      ? null
      : memberFromColumns(user.id, {
          member_company_id,
          member_role,
          member_order_limit,
          member_monthly_limit,
          member_active,
          member_must_change_password,
        });
  const inactive = member !== null && !member.active;
  return {
    session: {
      id: session_id,
      userId: session_user_id,
      csrfToken: session_csrf,
      data: parseData(session_data),
      stored: true,
    },
    user: user.id === null || inactive ? null : (user as UserRow),
    member: inactive ? null : member,
  };
}

/** The store's secret for the tokens of unsaved sessions: made once, kept in the meta table. */
export async function sessionSecret(db: Db): Promise<string> {
  await db
    .insertInto('meta')
    .values({ key: 'session_secret', value: token() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('meta')
    .select('value')
    .where('key', '=', 'session_secret')
    .executeTakeFirstOrThrow();
  return row.value;
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

export async function createSession(
  db: Db,
  userId: number | null,
  data: SessionData = {},
  csrfToken = token(),
): Promise<Session> {
  const now = new Date();
  const session: Session = { id: token(), userId, csrfToken, data, stored: true };
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: userId,
      csrf_token: session.csrfToken,
      data: JSON.stringify(data),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + LIFETIME_MS).toISOString(),
    })
    .execute();
  return session;
}

/** Saves what the session remembers; an unsaved session gets its row now (anonymous: one day). */
export async function saveSessionData(db: Db, session: Session, now = new Date()): Promise<void> {
  const data = JSON.stringify(session.data);
  if (session.userId === null) {
    const expires = new Date(now.getTime() + ANONYMOUS_LIFETIME_MS).toISOString();
    // A row that meanwhile belongs to a user (a login on this id) is left alone.
    await db
      .insertInto('sessions')
      .values({
        id: session.id,
        user_id: null,
        csrf_token: session.csrfToken,
        data,
        created_at: now.toISOString(),
        expires_at: expires,
      })
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet({
            csrf_token: (eb) => eb.ref('excluded.csrf_token'),
            data: (eb) => eb.ref('excluded.data'),
            expires_at: (eb) => eb.ref('excluded.expires_at'),
          })
          .where('sessions.user_id', 'is', null),
      )
      .execute();
    session.stored = true;
    return;
  }
  await db.updateTable('sessions').set({ data }).where('id', '=', session.id).execute();
}

export async function destroySession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Ends every session of a user but one (a password change signs the other devices out). */
export async function destroyUserSessions(db: Db, userId: number, keep: string | null): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  // An id is never NULL, so keeping none (null) ends them all.
  if (keep !== null) query = query.where('id', '<>', keep);
  await query.execute();
}

/** Old sessions are removed at start-up and hourly; the table never grows without bound. */
export async function purgeExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
}

export const sessionCookieOptions = (secure: boolean) =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: LIFETIME_MS / 1000 }) as const;
