/** The login throttle's delays, on a clock the test moves. */
import { ACCOUNT_MAX_DELAY_MS, LoginThrottle } from '../../server/auth/loginThrottle';
import type { Db } from '../../server/db/handle';
import { memoryDb } from './memoryDb';

let db: Db;
beforeEach(async () => {
  db = await memoryDb();
});
afterEach(() => db.destroy());

function throttleAt() {
  const clock = { now: 1_000_000 };
  return { clock, throttle: new LoginThrottle(db, () => clock.now) };
}

const fail = async (throttle: LoginThrottle, times: number, account = 'bayi1', address = '10.0.0.1') => {
  for (let k = 0; k < times; k++) await throttle.failed(account, address);
};

describe('LoginThrottle', () => {
  it('judges the first five failures of an account from an address at once', async () => {
    const { throttle } = throttleAt();
    await fail(throttle, 4);
    expect(await throttle.check('bayi1', '10.0.0.1')).toEqual({ refused: false, delayMs: 0 });
  });

  it('then makes that address wait 1 s, 2 s, 4 s … after its latest failure, up to a minute', async () => {
    const { clock, throttle } = throttleAt();
    const waits: number[] = [];
    for (let k = 0; k < 12; k++) {
      await throttle.failed('bayi1', '10.0.0.1');
      const verdict = await throttle.check('bayi1', '10.0.0.1');
      waits.push(verdict.refused ? verdict.retryAfterMs : 0);
    }
    expect(waits).toEqual([0, 0, 0, 0, 1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000]);
    clock.now += 59_999;
    expect((await throttle.check('bayi1', '10.0.0.1')).refused).toBe(true);
    clock.now += 1;
    expect(await throttle.check('bayi1', '10.0.0.1')).toMatchObject({ refused: false });
  });

  it('never refuses the owner on another address while a guesser waits out every pause', async () => {
    const { clock, throttle } = throttleAt();
    // Twelve wrong passwords, each sent the moment its wait ends (about one a minute at the end).
    for (let k = 0; k < 12; k++) {
      const verdict = await throttle.check('bayi1', '203.0.113.9');
      if (verdict.refused) clock.now += verdict.retryAfterMs;
      expect(await throttle.check('bayi1', '203.0.113.9')).toMatchObject({ refused: false });
      await throttle.failed('bayi1', '203.0.113.9');
    }
    const owner = await throttle.check('bayi1', '10.0.0.7');
    expect(owner).toEqual({ refused: false, delayMs: expect.any(Number) });
    expect(owner.refused === false && owner.delayMs).toBeLessThanOrEqual(ACCOUNT_MAX_DELAY_MS);
    // The guesser's own address is refused as before.
    expect(await throttle.check('bayi1', '203.0.113.9')).toEqual({ refused: true, retryAfterMs: 60_000 });
  });

  it('slows an account guessed from many addresses, 250 ms doubling up to 2 s, and never refuses it', async () => {
    const { throttle } = throttleAt();
    const delays: number[] = [];
    for (let k = 0; k < 16; k++) {
      await throttle.failed('bayi1', `198.51.100.${k}`);
      const verdict = await throttle.check('bayi1', '10.0.0.7');
      delays.push(verdict.refused ? -1 : verdict.delayMs);
    }
    expect(delays).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 250, 500, 1000, 2000, 2000, 2000, 2000]);
    expect(await throttle.check('bayi2', '10.0.0.7')).toEqual({ refused: false, delayMs: 0 });
  });

  it('never refuses another account from the same address; it slows the address down instead', async () => {
    const { throttle } = throttleAt();
    await fail(throttle, 30, 'bayi1');
    expect((await throttle.check('bayi1', '10.0.0.1')).refused).toBe(true);
    const other = await throttle.check('bayi2', '10.0.0.1');
    expect(other.refused).toBe(false);
    // 30 failures from the address: 11 past the free 20 → 250 ms doubling, capped at 4 s.
    expect(other).toEqual({ refused: false, delayMs: 4000 });
    expect(await throttle.check('bayi2', '10.0.0.2')).toEqual({ refused: false, delayMs: 0 });
  });

  it('holds an address back progressively from its 21st failure', async () => {
    const { throttle } = throttleAt();
    const delays: number[] = [];
    for (let k = 0; k < 24; k++) {
      await throttle.failed(`user${k}`, '10.0.0.1');
      const verdict = await throttle.check('someone', '10.0.0.1');
      delays.push(verdict.refused ? -1 : verdict.delayMs);
    }
    expect(delays.slice(18)).toEqual([0, 250, 500, 1000, 2000, 4000]);
  });

  it('forgets failures after 15 minutes, and a success clears its own address’s count of the account only', async () => {
    const { clock, throttle } = throttleAt();
    await fail(throttle, 25);
    await fail(throttle, 5, 'bayi1', '10.0.0.2');
    await throttle.succeeded('bayi1', '10.0.0.1');
    expect(await throttle.check('bayi1', '10.0.0.1')).toMatchObject({ refused: false });
    expect(await throttle.check('bayi1', '10.0.0.1')).not.toEqual({ refused: false, delayMs: 0 });
    expect((await throttle.check('bayi1', '10.0.0.2')).refused).toBe(true);
    clock.now += 15 * 60 * 1000;
    expect(await throttle.check('bayi1', '10.0.0.1')).toEqual({ refused: false, delayMs: 0 });
    expect(await throttle.check('bayi1', '10.0.0.2')).toEqual({ refused: false, delayMs: 0 });
  });
});
