/** @jest-environment node */
import fc from 'fast-check';
import {
  classifyKeys,
  feedKey,
  NO_BURST,
  SCAN_KEY_GAP_MS,
  SCAN_MIN_LENGTH,
  type ScanKey,
} from '../../../src/domain/quickOrder/scanBurst';

/** The keys of `text` then Enter, `gap` ms apart from t = 1000 (Enter `enterGap` after the last). */
function keysOf(text: string, gap: number, enterGap = gap, start = 1000): ScanKey[] {
  const keys = [...text].map((key, i) => ({ key, time: start + i * gap }));
  const last = keys.length > 0 ? keys[keys.length - 1]!.time : start;
  return [...keys, { key: 'Enter', time: last + enterGap }];
}

/** The verdict the Enter got ('typing' or the scanned code). */
const atEnter = (keys: ScanKey[]) => {
  const verdict = classifyKeys(keys).at(-1)!;
  return verdict.kind === 'scan' ? verdict.code : 'typing';
};

describe('a burst of keys is a scan, a person typing is not', () => {
  it.each([
    ['a scanner: EAN-13 at 5 ms a key', keysOf('8690000000017', 5), '8690000000017'],
    ['a scanner: EAN-8, the shortest, at 20 ms a key', keysOf('96385074', 20), '96385074'],
    ['a scanner at exactly the 50 ms limit', keysOf('8690000000017', SCAN_KEY_GAP_MS), '8690000000017'],
    ['a scanner sending letters (Code 128)', keysOf('VK-1001-A', 8), 'VK-1001-A'],
    ['7 characters are too few', keysOf('1234567', 5), 'typing'],
    ['51 ms between keys is a person', keysOf('8690000000017', SCAN_KEY_GAP_MS + 1), 'typing'],
    ['a fast typist (80 ms)', keysOf('90960002', 80), 'typing'],
    ['a slow typist (250 ms)', keysOf('8690000000017', 250), 'typing'],
    ['a fast burst, but Enter pressed by hand 300 ms later', keysOf('8690000000017', 5, 300), 'typing'],
    ['Enter alone', [{ key: 'Enter', time: 10 }], 'typing'],
  ])('%s', (_name, keys, expected) => {
    expect(atEnter(keys)).toBe(expected);
  });

  it('only the Enter that closes a burst says scan; the characters before it are typing', () => {
    const verdicts = classifyKeys(keysOf('8690000000017', 5));
    expect(verdicts.slice(0, -1).every((v) => v.kind === 'typing')).toBe(true);
  });

  it('a burst counts only its own fast characters: what a person typed before it is not part of the code', () => {
    const typed = [...'AB'].map((key, i) => ({ key, time: i * 200 }));
    const scanned = keysOf('8690000000017', 5, 5, 1000);
    expect(atEnter([...typed, ...scanned])).toBe('8690000000017');
  });

  it('a slow key in the middle breaks the burst: the rest is too short to count', () => {
    const first = keysOf('8690000', 5).slice(0, -1);
    const rest = keysOf('000017', 5, 5, 1100);
    expect(atEnter([...first, ...rest])).toBe('typing');
  });

  it('Shift and CapsLock between a scanner’s capitals neither count nor break the burst', () => {
    const keys: ScanKey[] = [];
    let t = 0;
    for (const ch of 'ABCD1234') {
      keys.push({ key: 'Shift', time: (t += 2) }, { key: ch, time: (t += 2) });
    }
    keys.push({ key: 'CapsLock', time: t + 2 }, { key: 'Enter', time: t + 4 });
    expect(atEnter(keys)).toBe('ABCD1234');
  });

  it.each([
    ['a held key repeating fast', { repeat: true }],
    ['a shortcut (Ctrl+V) among the keys', { shortcut: true }],
  ])('%s is not a scan', (_name, mark) => {
    const keys = keysOf('11111111', 30).map((key, i) => (i === 3 ? { ...key, ...mark } : key));
    expect(atEnter(keys)).toBe('typing');
    const allRepeats = keysOf('11111111', 30).map((key) => (key.key === 'Enter' ? key : { ...key, ...mark }));
    expect(atEnter(allRepeats)).toBe('typing');
  });

  it('Backspace, Tab or an arrow breaks the burst', () => {
    for (const breaker of ['Backspace', 'Tab', 'ArrowLeft']) {
      const keys = keysOf('8690000000017', 5);
      keys.splice(9, 0, { key: breaker, time: keys[8]!.time + 1 });
      expect([breaker, atEnter(keys)]).toEqual([breaker, 'typing']);
    }
  });

  it('a clock going backwards (a new page) starts over instead of joining', () => {
    const keys = [...keysOf('12345678', 5, 5, 1000).slice(0, -1), { key: 'Enter', time: 10 }];
    expect(atEnter(keys)).toBe('typing');
  });

  it('says when a key starts a new run (what the focused field held before it is what a scan leaves)', () => {
    const first = feedKey(NO_BURST, { key: '8', time: 100 });
    expect(first.started).toBe(true);
    const second = feedKey(first.state, { key: '6', time: 105 });
    expect(second.started).toBe(false);
    const late = feedKey(second.state, { key: '9', time: 400 });
    expect(late.started).toBe(true);
    expect(late.state.text).toBe('9');
  });

  it('after a scan the next burst stands on its own', () => {
    const keys = [...keysOf('8690000000017', 5, 5, 0), ...keysOf('8690000000024', 5, 5, 80)];
    const scans = classifyKeys(keys).filter((v) => v.kind === 'scan');
    expect(scans).toEqual([
      { kind: 'scan', code: '8690000000017' },
      { kind: 'scan', code: '8690000000024' },
    ]);
  });

  it('property: keys never closer than 51 ms are never a scan, whatever is typed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...'0123456789ABCXYZ-'.split(''), 'Enter', 'Shift', 'Backspace'), {
          minLength: 1,
          maxLength: 40,
        }),
        fc.array(fc.integer({ min: SCAN_KEY_GAP_MS + 1, max: 2000 }), { minLength: 40, maxLength: 40 }),
        (keys, gaps) => {
          let t = 0;
          const events = keys.map((key, i) => ({ key, time: (t += gaps[i]!) }));
          return classifyKeys(events).every((v) => v.kind === 'typing');
        },
      ),
    );
  });

  it('property: any code of 8+ characters sent within 50 ms a key, then Enter, is read exactly', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9A-Z-]{8,30}$/),
        fc.integer({ min: 0, max: SCAN_KEY_GAP_MS }),
        (code, gap) => atEnter(keysOf(code, gap)) === code,
      ),
    );
    expect(SCAN_MIN_LENGTH).toBe(8);
  });
});
