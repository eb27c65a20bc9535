/** @jest-environment node */
import fc from 'fast-check';
import { reconnectDelay } from '../../../src/domain/shared/reconnect';
import { RECONNECT_FIRST_DELAY_MS, RECONNECT_MAX_DELAY_MS } from '../../../src/domain/shared/timings';

describe('reconnectDelay: 1 s doubling to 30 s', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [4, 16000],
    [5, 30000],
    [6, 30000],
    [1000, 30000],
    [-1, 1000],
    [Number.NaN, 1000],
  ])('attempt %p waits %p ms', (attempt, ms) => {
    expect(reconnectDelay(attempt)).toBe(ms);
  });

  it('never waits less than 1 s or more than 30 s, and never less than the attempt before', () => {
    expect(RECONNECT_FIRST_DELAY_MS).toBe(1000);
    expect(RECONNECT_MAX_DELAY_MS).toBe(30000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (n) => {
        const ms = reconnectDelay(n);
        return ms >= 1000 && ms <= 30000 && ms >= reconnectDelay(n - 1);
      }),
    );
  });
});
