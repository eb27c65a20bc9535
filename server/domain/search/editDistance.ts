/**
 * Typo tolerance: the optimal string alignment distance (insertions, deletions, substitutions and
 * swaps of neighbours, each one edit: 'legarnd' is one edit from 'legrand'), bounded so a far word
 * costs little. Hand-written because the bound is the point: the packages on npm compute the whole
 * table for every pair.
 */

/** How many edits a query word may be away from a catalogue word: none for short words and numbers. */
export function typoBudget(word: string): number {
  if (/\d/.test(word)) return 0;
  const length = [...word].length;
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/** The distance of a and b when at most `max`; `max + 1` when more. */
export function boundedDistance(a: string, b: string, max: number): number {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return max + 1;
  let before = new Array<number>(m + 1);
  let previous = Array.from({ length: m + 1 }, (_v, j) => j);
  let current = new Array<number>(m + 1);
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    let rowBest = i;
    for (let j = 1; j <= m; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[m]!, max + 1);
}
