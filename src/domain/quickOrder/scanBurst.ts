/**
 * USB and Bluetooth barcode scanners are keyboards: they type the code and Enter, far
 * faster than a person. A burst of at least SCAN_MIN_LENGTH characters, each within SCAN_KEY_GAP_MS
 * of the one before, closed by Enter within that gap too, is a scan; everything else is typing.
 *
 * Why a person is never taken for a scanner: a fast typist's keys come 80–150 ms apart on average and
 * never stay under 50 ms for eight keys and the Enter after them; a held key repeats that fast, but
 * repeats are marked (`repeat`) and break the burst; a shortcut (Ctrl, Alt, Meta) breaks it too.
 * Shift and CapsLock come between a scanner's capital letters and are neither counted nor breaking.
 */

/** Longest pause between two keys of a burst (the Enter included). */
export const SCAN_KEY_GAP_MS = 50;
/** Fewest characters a burst needs: EAN-8, the shortest retail code, has 8. */
export const SCAN_MIN_LENGTH = 8;

/** A keydown as the rule needs it; `time` in milliseconds (event.timeStamp or a test's clock). */
export interface ScanKey {
  key: string;
  time: number;
  /** The key is held down (auto-repeat). */
  repeat?: boolean;
  /** Ctrl, Alt or Meta is down: a shortcut, not text. */
  shortcut?: boolean;
}

/** The run of fast characters typed so far. */
export interface BurstState {
  text: string;
  /** When the run's last character came; null before any. */
  last: number | null;
}

export const NO_BURST: BurstState = { text: '', last: null };

export type BurstVerdict = { kind: 'scan'; code: string } | { kind: 'typing' };

export interface BurstStep {
  state: BurstState;
  verdict: BurstVerdict;
  /** This key began a new run: what the focused field holds now is what a scan would leave behind. */
  started: boolean;
}

const IGNORED = new Set(['Shift', 'CapsLock', 'AltGraph']);
const TYPING: BurstVerdict = { kind: 'typing' };

const isCharacter = (key: ScanKey) => key.key.length === 1 && !key.shortcut && !key.repeat;

/** One key further. */
export function feedKey(state: BurstState, key: ScanKey): BurstStep {
  if (IGNORED.has(key.key) && !key.repeat) return { state, verdict: TYPING, started: false };
  const quick = state.last !== null && key.time - state.last <= SCAN_KEY_GAP_MS && key.time >= state.last;
  if (isCharacter(key)) {
    if (quick)
      return { state: { text: state.text + key.key, last: key.time }, verdict: TYPING, started: false };
    return { state: { text: key.key, last: key.time }, verdict: TYPING, started: true };
  }
  if (key.key === 'Enter' && !key.shortcut && !key.repeat && quick) {
    const code = state.text.trim();
    if (code.length >= SCAN_MIN_LENGTH)
      return { state: NO_BURST, verdict: { kind: 'scan', code }, started: false };
  }
  return { state: NO_BURST, verdict: TYPING, started: false };
}

/** The verdict of every key of a sequence, in order: for tables of typed and scanned sequences. */
export function classifyKeys(keys: readonly ScanKey[]): BurstVerdict[] {
  let state = NO_BURST;
  return keys.map((key) => {
    const step = feedKey(state, key);
    state = step.state;
    return step.verdict;
  });
}
