/**
 * Slows down password guessing without locking anyone else out (OWASP: progressive delays, not a
 * shared hard lock). Failures are counted per account and per address, separately:
 * - an account with more than 5 recent failures must wait before its next attempt is judged: 1 s,
 *   then 2, 4 … up to a minute after its latest failure (an attempt inside the wait is refused, 429);
 * - an address with more than 20 recent failures gets its answers slowed down, 250 ms doubling up to
 *   4 s, but never refused: behind a proxy one address is everyone, and a correct password of an
 *   account nobody attacked must always get in.
 * A success clears the account's failures (not the address's: an attacker's own account must not
 * wipe the slate). In memory: the host is one process, and a restart forgetting is harmless.
 */
export const ACCOUNT_FREE_FAILURES = 5;
export const ADDRESS_FREE_FAILURES = 20;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const ACCOUNT_FIRST_WAIT_MS = 1000;
const ACCOUNT_MAX_WAIT_MS = 60 * 1000;
const ADDRESS_FIRST_DELAY_MS = 250;
const ADDRESS_MAX_DELAY_MS = 4000;
const PRUNE_AT = 10_000;

interface Failures {
  count: number;
  last: number;
}

export type LoginVerdict =
  | { refused: true; retryAfterMs: number }
  | { refused: false; /** How long to hold the answer back. */ delayMs: number };

const progressive = (over: number, first: number, max: number) =>
  over <= 0 ? 0 : Math.min(max, first * 2 ** (over - 1));

export class LoginThrottle {
  private readonly accounts = new Map<string, Failures>();
  private readonly addresses = new Map<string, Failures>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Before the password is checked. */
  check(account: string, address: string): LoginVerdict {
    const now = this.now();
    const mine = this.recent(this.accounts, account, now);
    const wait = progressive(
      mine.count - ACCOUNT_FREE_FAILURES + 1,
      ACCOUNT_FIRST_WAIT_MS,
      ACCOUNT_MAX_WAIT_MS,
    );
    if (mine.count >= ACCOUNT_FREE_FAILURES && now - mine.last < wait)
      return { refused: true, retryAfterMs: wait - (now - mine.last) };
    const theirs = this.recent(this.addresses, address, now);
    const over = theirs.count - ADDRESS_FREE_FAILURES + 1;
    return { refused: false, delayMs: progressive(over, ADDRESS_FIRST_DELAY_MS, ADDRESS_MAX_DELAY_MS) };
  }

  failed(account: string, address: string): void {
    const now = this.now();
    for (const [map, key] of [
      [this.accounts, account],
      [this.addresses, address],
    ] as const) {
      const entry = this.recent(map, key, now);
      map.set(key, { count: entry.count + 1, last: now });
    }
  }

  succeeded(account: string): void {
    this.accounts.delete(account);
  }

  private recent(map: Map<string, Failures>, key: string, now: number): Failures {
    const entry = map.get(key);
    if (entry && now - entry.last < FAILURE_WINDOW_MS) return entry;
    if (entry) map.delete(key);
    if (map.size >= PRUNE_AT) for (const [k, e] of map) if (now - e.last >= FAILURE_WINDOW_MS) map.delete(k);
    return { count: 0, last: 0 };
  }
}
