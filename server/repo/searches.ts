/**
 * Search history for the admin dashboard. Only completed searches count (the search page, not the
 * suggestions asked for while typing), and so that no visitor or address can make a word the top
 * query or fill the latest searches: one visitor counts a word once an hour, one address counts a
 * word at most 5 times an hour and at most 60 searches an hour in all. The hourly windows are in the
 * database (repo/searchWindows.ts): a restart keeps them and every instance counts against the same.
 */
import type { Db } from '../db/handle';
import { trLower } from './catalogPaths';
import { countInWindows, pruneWindows } from './searchWindows';

export const SEARCH_WINDOW_MS = 3600 * 1000;
export const SEARCHES_PER_ADDRESS_AND_WORD = 5;
export const SEARCHES_PER_ADDRESS = 60;
/** Expired windows are dropped on about one counted search in this many. */
const PRUNE_EVERY = 500;

export interface SearchSource {
  /** A user id, a session id or nothing (a request without cookies). */
  userId: number | null;
  sessionId: string | null;
  address: string;
}

export async function recordSearch(db: Db, userId: number | null, query: string): Promise<void> {
  await db
    .insertInto('search_queries')
    .values({ user_id: userId, query: query.slice(0, 100), created_at: new Date().toISOString() })
    .execute();
}

export class SearchRecorder {
  private countedSincePrune = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Records the search unless a limit says no; true when it was counted. The windows are counted and
   * the search written in one transaction, so concurrent searches cannot both pass a limit.
   */
  async record(source: SearchSource, query: string): Promise<boolean> {
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
    const counted = await countInWindows(this.db, keys, now, SEARCH_WINDOW_MS, (trx) =>
      recordSearch(trx, source.userId, text),
    );
    if (counted && ++this.countedSincePrune >= PRUNE_EVERY) {
      this.countedSincePrune = 0;
      await pruneWindows(this.db, now - SEARCH_WINDOW_MS);
    }
    return counted;
  }
}
