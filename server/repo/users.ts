/** Accounts, branches and per-user preferences. */
import type Database from 'better-sqlite3';

export interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  name: string;
  email: string;
  role: 'customer' | 'admin';
  risk_limit: number;
  balance: number | null;
  balance_currency: string;
  overdue_balance: number;
  overdue_days: number;
  rep_name: string;
  rep_phone: string;
  rep_email: string;
  logo: string;
  address_name: string;
  address: string;
  town: string;
  city: string;
  address_number: string;
  last_seen: string | null;
}

export const findUserById = (db: Database.Database, id: number) =>
  db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;

export const findUserByName = (db: Database.Database, username: string) =>
  db.prepare('SELECT * FROM users WHERE username = ?').get(username) as UserRow | undefined;

export const branchesOf = (db: Database.Database, userId: number) =>
  db.prepare('SELECT id, name FROM branches WHERE user_id = ? ORDER BY id').all(userId) as {
    id: number;
    name: string;
  }[];

export function getPreferences(db: Database.Database, userId: number): Record<string, string> {
  const rows = db.prepare('SELECT key, value FROM preferences WHERE user_id = ?').all(userId) as {
    key: string;
    value: string;
  }[];
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export function setPreference(db: Database.Database, userId: number, key: string, value: string): void {
  db.prepare(
    'INSERT INTO preferences (user_id, key, value) VALUES (?, ?, ?) ON CONFLICT (user_id, key) DO UPDATE SET value = excluded.value',
  ).run(userId, key, value);
}

export function setPassword(db: Database.Database, userId: number, hash: string): void {
  db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hash, userId);
}

export function touchUser(db: Database.Database, userId: number, now: Date): void {
  db.prepare('UPDATE users SET last_seen = ? WHERE id = ?').run(now.toISOString(), userId);
}

/** The branch the customer chose with the settings call, if it still is one of theirs. */
export function chosenBranch(db: Database.Database, userId: number): number | null {
  const chosen = Number(getPreferences(db, userId).branch);
  return branchesOf(db, userId).some((b) => b.id === chosen) ? chosen : null;
}
