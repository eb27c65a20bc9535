/**
 * Search history for the admin dashboard. Only completed searches count (the search page, not the
 * suggestions asked for while typing), and so that no visitor or address can make a word the top
 * query or fill the latest searches: one visitor counts a word once an hour, one address counts a
 * word at most 5 times an hour and at most 60 searches an hour in all.
 */
import type Database from 'better-sqlite3';
import { trLower } from './catalogPaths';

export const SEARCH_WINDOW_MS = 3600 * 1000;
export const SEARCHES_PER_ADDRESS_AND_WORD = 5;
export const SEARCHES_PER_ADDRESS = 60;
/** Past this many remembered keys, the expired ones are dropped. */
const PRUNE_AT = 10_000;

export interface SearchSource {
  /** A user id, a session id or nothing (a request without cookies). */
  userId: number | null;
  sessionId: string | null;
  address: string;
}

interface Window {
  start: number;
  count: number;
}

export function recordSearch(db: Database.Database, userId: number | null, query: string): void {
  db.prepare('INSERT INTO search_queries (user_id, query, created_at) VALUES (?, ?, ?)').run(
    userId,
    query.slice(0, 100),
    new Date().toISOString(),
  );
}

export class SearchRecorder {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly db: Database.Database,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records the search unless a limit says no; true when it was counted. */
  record(source: SearchSource, query: string): boolean {
    const text = query.trim();
    if (text === '') return false;
    const word = trLower(text).replace(/\s+/g, ' ');
    const visitor =
      source.userId !== null
        ? `u:${source.userId}`
        : source.sessionId !== null
          ? `s:${source.sessionId}`
          : `a:${source.address}`;
    const keys: [string, number][] = [
      [`visitor ${visitor} ${word}`, 1],
      [`address+word ${source.address} ${word}`, SEARCHES_PER_ADDRESS_AND_WORD],
      [`address ${source.address}`, SEARCHES_PER_ADDRESS],
    ];
    const now = this.now();
    if (keys.some(([key, limit]) => this.current(key, now).count >= limit)) return false;
    for (const [key] of keys) this.current(key, now).count += 1;
    recordSearch(this.db, source.userId, text);
    return true;
  }

  private current(key: string, now: number): Window {
    let window = this.windows.get(key);
    if (!window || now - window.start >= SEARCH_WINDOW_MS) {
      if (this.windows.size >= PRUNE_AT) this.prune(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    return window;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows)
      if (now - window.start >= SEARCH_WINDOW_MS) this.windows.delete(key);
  }
}
