/**
 * Slows down password guessing without letting a guesser lock the owner out (OWASP: progressive
 * delays, not a shared hard lock). Failures are counted three ways:
 * - per account and address together: after 5 recent failures that pair must wait before its next
 *   attempt is judged: 1 s, then 2, 4 … up to a minute after its latest failure (an attempt inside
 *   the wait is refused, 429). The guesser's own address is held to this; the owner, elsewhere, is not;
 * - per account, from every address: past 10 recent failures its answers are held back, 250 ms
 *   doubling up to 2 s, but never refused: a guesser spread over many addresses is slowed down, and
 *   the owner still gets in within a usable time from an address that has not failed;
 * - per address: past 20 recent failures its answers are held back, 250 ms doubling up to 4 s, but
 *   never refused: behind a proxy one address is everyone, and a correct password of an account
 *   nobody attacked must always get in.
 * A success clears its own pair only: the account's and the address's counts are what another
 * guesser has done, which the owner's success does not undo.
 * The counts are in the database (repo/loginFailures.ts): a restart does not forgive a guesser, and
 * every instance of the host counts the same failures.
 */
import type { LoginAttempts, LoginVerdict } from '../context';
import type { Db } from '../db/handle';
import { clearFailures, pruneFailures, recentFailures, recordFailure } from '../repo/loginFailures';

export const PAIR_FREE_FAILURES = 5;
export const ACCOUNT_FREE_FAILURES = 10;
export const ADDRESS_FREE_FAILURES = 20;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const PAIR_FIRST_WAIT_MS = 1000;
const PAIR_MAX_WAIT_MS = 60 * 1000;
const ACCOUNT_FIRST_DELAY_MS = 250;
/** The longest the owner of an attacked account waits for an answer from an address that never failed. */
export const ACCOUNT_MAX_DELAY_MS = 2000;
const ADDRESS_FIRST_DELAY_MS = 250;
const ADDRESS_MAX_DELAY_MS = 4000;
/** Expired rows are dropped on about one failure in this many. */
const PRUNE_EVERY = 200;

const progressive = (over: number, first: number, max: number) =>
  over <= 0 ? 0 : Math.min(max, first * 2 ** (over - 1));

/** Holds an answer back for the verdict's delay (nothing when it is 0). */
export const holdBack = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

/** The account a username names, as the throttle counts it: a login typed 'Bayi1' is 'bayi1's. */
export const throttleAccount = (username: string) => username.toLocaleLowerCase('tr-TR');

/** One key for an account tried from an address (JSON: no account or address can forge another's). */
const pairKey = (account: string, address: string) => JSON.stringify([account, address]);

export class LoginThrottle implements LoginAttempts {
  private failuresSincePrune = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
    /** Told of each refusal (the metrics' count of them). */
    private readonly onRefused: () => void = () => undefined,
  ) {}

  /** Before the password is checked. */
  async check(account: string, address: string): Promise<LoginVerdict> {
    const now = this.now();
    const pair = await recentFailures(this.db, 'pair', pairKey(account, address), now, FAILURE_WINDOW_MS);
    const wait = progressive(pair.count - PAIR_FREE_FAILURES + 1, PAIR_FIRST_WAIT_MS, PAIR_MAX_WAIT_MS);
    if (pair.count >= PAIR_FREE_FAILURES && now - pair.last < wait) {
      this.onRefused();
      return { refused: true, retryAfterMs: wait - (now - pair.last) };
    }
    const mine = await recentFailures(this.db, 'account', account, now, FAILURE_WINDOW_MS);
    const theirs = await recentFailures(this.db, 'address', address, now, FAILURE_WINDOW_MS);
    const delayMs = Math.max(
      progressive(mine.count - ACCOUNT_FREE_FAILURES + 1, ACCOUNT_FIRST_DELAY_MS, ACCOUNT_MAX_DELAY_MS),
      progressive(theirs.count - ADDRESS_FREE_FAILURES + 1, ADDRESS_FIRST_DELAY_MS, ADDRESS_MAX_DELAY_MS),
    );
    return { refused: false, delayMs };
  }

  async failed(account: string, address: string): Promise<void> {
    const now = this.now();
    await recordFailure(this.db, 'pair', pairKey(account, address), now, FAILURE_WINDOW_MS);
    await recordFailure(this.db, 'account', account, now, FAILURE_WINDOW_MS);
    await recordFailure(this.db, 'address', address, now, FAILURE_WINDOW_MS);
    this.failuresSincePrune += 1;
    if (this.failuresSincePrune >= PRUNE_EVERY) {
      this.failuresSincePrune = 0;
      await pruneFailures(this.db, now - FAILURE_WINDOW_MS);
    }
  }

  async succeeded(account: string, address: string): Promise<void> {
    await clearFailures(this.db, 'pair', pairKey(account, address));
  }
}
