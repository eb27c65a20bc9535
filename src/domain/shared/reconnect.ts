import { RECONNECT_FIRST_DELAY_MS, RECONNECT_MAX_DELAY_MS } from './timings';

/**
 * Wait before reconnection attempt n (0 = the first after a drop): 1 s, doubling each time, never
 * more than 30 s. A connection that exchanged a message starts again from 1 s.
 */
export function reconnectDelay(attempt: number): number {
  const n = Number.isFinite(attempt) && attempt > 0 ? Math.floor(attempt) : 0;
  // 2^5 already passes the cap: no need to let the exponent grow without bound.
  return Math.min(RECONNECT_FIRST_DELAY_MS * 2 ** Math.min(n, 16), RECONNECT_MAX_DELAY_MS);
}
