/** @jest-environment node */
import { noteRead, SCAN_REPEAT_MS, type ReadLog } from '../../../src/domain/quickOrder/scanReads';

/** Which of the reads [code, ms] count, in order. */
function counted(reads: [string, number][]): string[] {
  let log: ReadLog = {};
  const out: string[] = [];
  for (const [code, at] of reads) {
    const step = noteRead(log, code, at);
    log = step.log;
    if (step.counts) out.push(`${code}@${at}`);
  }
  return out;
}

describe('the same code read again within 1.5 s counts once', () => {
  it.each([
    ['one read', [['A', 0]], ['A@0']],
    [
      'twice within 1.5 s',
      [
        ['A', 0],
        ['A', 1400],
      ],
      ['A@0'],
    ],
    [
      'at exactly 1.5 s still the same read',
      [
        ['A', 0],
        ['A', SCAN_REPEAT_MS],
      ],
      ['A@0'],
    ],
    [
      'again after 1.5 s',
      [
        ['A', 0],
        ['A', SCAN_REPEAT_MS + 1],
      ],
      ['A@0', `A@${SCAN_REPEAT_MS + 1}`],
    ],
    [
      'held in front of the camera for 4 s (a read every 100 ms): once',
      Array.from({ length: 40 }, (_, i) => ['A', i * 100]),
      ['A@0'],
    ],
    [
      'two barcodes in view take turns: each once',
      [
        ['A', 0],
        ['B', 50],
        ['A', 100],
        ['B', 150],
      ],
      ['A@0', 'B@50'],
    ],
    [
      'case and spaces do not make another code',
      [
        ['vk-1001', 0],
        [' VK-1001 ', 500],
      ],
      ['vk-1001@0'],
    ],
    ['an empty read never counts', [['  ', 0]], []],
  ] as [string, [string, number][], string[]][])('%s', (_name, reads, expected) => {
    expect(counted(reads)).toEqual(expected);
  });

  it('forgets codes not read for 1.5 s (the log does not grow with a day of scanning)', () => {
    let log: ReadLog = {};
    for (let i = 0; i < 100; i++) log = noteRead(log, `CODE${i}`, i * 1000).log;
    expect(Object.keys(log).length).toBeLessThanOrEqual(2);
  });
});
