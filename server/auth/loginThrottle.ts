/**
 * Slows down password guessing without locking anyone else out (OWASP: progressive delays, not a
 * shared hard lock). Failures are counted per account and per address, separately:
 * - an account with more than 5 recent failures must wait before its next attempt is judged: 1 s,
 *   then 2, 4 … up to a minute after its latest failure (an attempt inside the wait is refused, 429);
 * - an address with more than 20 recent failures gets its answers slowed down, 250 ms doubling up to
 *   4 s, but never refused: behind a proxy one address is everyone, and a correct password of an
 *   account nobody attacked must always get in.
 * A success clears the account's failures (not the address's: an attacker's own account must not
 * wipe the slate). The counts are in the database (repo/loginFailures.ts): a restart does not forgive
 * a guesser, and every instance of the host counts the same failures.
 */
import type { Db } from '../db/handle';
import { clearFailures, pruneFailures, recentFailures, recordFailure } from '../repo/loginFailures';

export const ACCOUNT_FREE_FAILURES = 5;
export const ADDRESS_FREE_FAILURES = 20;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const ACCOUNT_FIRST_WAIT_MS = 1000;
const ACCOUNT_MAX_WAIT_MS = 60 * 1000;
const ADDRESS_FIRST_DELAY_MS = 250;
const ADDRESS_MAX_DELAY_MS = 4000;
/** Expired rows are dropped on about one failure in this many. */
const PRUNE_EVERY = 200;

export type LoginVerdict =
  | { refused: true; retryAfterMs: number }
  | { refused: false; /** How long to hold the answer back. */ delayMs: number };

const progressive = (over: number, first: number, max: number) =>
  over <= 0 ? 0 : Math.min(max, first * 2 ** (over - 1));

export class LoginThrottle {
  private failuresSincePrune = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Before the password is checked. */
  async check(account: string, address: string): Promise<LoginVerdict> {
    const now = this.now();
    const mine = await recentFailures(this.db, 'account', account, now, FAILURE_WINDOW_MS);
    const wait = progressive(
      mine.count - ACCOUNT_FREE_FAILURES + 1,
      ACCOUNT_FIRST_WAIT_MS,
      ACCOUNT_MAX_WAIT_MS,
    );
    if (mine.count >= ACCOUNT_FREE_FAILURES && now - mine.last < wait)
      return { refused: true, retryAfterMs: wait - (now - mine.last) };
    const theirs = await recentFailures(this.db, 'address', address, now, FAILURE_WINDOW_MS);
    const over = theirs.count - ADDRESS_FREE_FAILURES + 1;
    return { refused: false, delayMs: progressive(over, ADDRESS_FIRST_DELAY_MS, ADDRESS_MAX_DELAY_MS) };
  }

  async failed(account: string, address: string): Promise<void> {
    const now = this.now();
    await recordFailure(this.db, 'account', account, now, FAILURE_WINDOW_MS);
    await recordFailure(this.db, 'address', address, now, FAILURE_WINDOW_MS);
    this.failuresSincePrune += 1;
    if (this.failuresSincePrune >= PRUNE_EVERY) {
      this.failuresSincePrune = 0;
      await pruneFailures(this.db, now - FAILURE_WINDOW_MS);
    }
  }

  async succeeded(account: string): Promise<void> {
    await clearFailures(this.db, 'account', account);
  }
}
