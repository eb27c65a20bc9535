/**
 * Reads of a scanner (the camera or a keyboard scanner) that count. A camera sees the
 * same barcode many times a second while it is held in front of it, and a keyboard scanner may
 * read twice on one press: a code read again within SCAN_REPEAT_MS of its previous read counts
 * once. The window slides with every read, so a barcode held in view counts once however long it
 * stays there; shown again after a pause, it counts again.
 */
import { codeKey } from './quickOrderRows';

export const SCAN_REPEAT_MS = 1500;

/** When each code was last read, by codeKey. */
export type ReadLog = Readonly<Record<string, number>>;

export interface ReadStep {
  log: ReadLog;
  /** The read adds to the pad (false: the same code again too soon). */
  counts: boolean;
}

/** A read of `code` at `now` (ms): whether it counts, and the log after it (stale entries dropped). */
export function noteRead(log: ReadLog, code: string, now: number): ReadStep {
  const key = codeKey(code);
  const previous = log[key];
  const counts = key !== '' && (previous === undefined || now - previous > SCAN_REPEAT_MS || now < previous);
  const next: Record<string, number> = {};
  for (const [k, time] of Object.entries(log))
    if (now - time <= SCAN_REPEAT_MS && time <= now) next[k] = time;
  if (key !== '') next[key] = now;
  return { log: next, counts };
}
