/** Prints the results as a plain-text table: call | operation | checks | passed | what differed. */
import type { Row } from './suite';

const HEADER = ['call', 'operation', 'checks', 'passed', 'what differed'];
/** Long lines of difference wrap under their column rather than stretch the table. */
const DIFF_WIDTH = 100;

function wrap(text: string, width: number): string[] {
  if (text.length <= width) return [text];
  const lines: string[] = [];
  let rest = text;
  while (rest.length > width) {
    const cut = rest.lastIndexOf(' ', width);
    const at = cut > width / 2 ? cut : width;
    lines.push(rest.slice(0, at));
    rest = `  ${rest.slice(at).trimStart()}`;
  }
  return [...lines, rest];
}

export function formatTable(rows: Row[]): string {
  const cells = rows.map(
    (r) =>
      [
        r.call,
        r.operationId ?? '',
        String(r.checks),
        String(r.passed),
        (r.checks === 0 && r.skipped ? [`skipped: ${r.skipped}`] : r.differences).flatMap((d) =>
          wrap(d, DIFF_WIDTH),
        ),
      ] as const,
  );
  const width = (i: 0 | 1 | 2 | 3) => Math.max(HEADER[i]!.length, ...cells.map((c) => c[i].length));
  const widths = [width(0), width(1), width(2), width(3)];
  const line = (a: string, b: string, c: string, d: string, e: string) =>
    `${a.padEnd(widths[0]!)} | ${b.padEnd(widths[1]!)} | ${c.padStart(widths[2]!)} | ${d.padStart(widths[3]!)} | ${e}`.trimEnd();
  const out = [
    line(HEADER[0]!, HEADER[1]!, HEADER[2]!, HEADER[3]!, HEADER[4]!),
    widths.map((w) => '-'.repeat(w)).join('-+-') + '-+-' + '-'.repeat(13),
  ];
  for (const [call, operation, checks, passed, differences] of cells) {
    out.push(line(call, operation, checks, passed, differences[0] ?? ''));
    for (const more of differences.slice(1)) out.push(line('', '', '', '', more));
  }
  return out.join('\n');
}

export function summary(rows: Row[]): string {
  const checks = rows.reduce((n, r) => n + r.checks, 0);
  const passed = rows.reduce((n, r) => n + r.passed, 0);
  const failedCalls = rows.filter((r) => r.passed < r.checks).length;
  const skipped = rows.filter((r) => r.checks === 0 && r.skipped).length;
  const made = rows.length - skipped;
  const skippedNote = skipped === 0 ? '' : ` ${skipped} skipped (their reasons are in the table).`;
  const operations = new Set(rows.flatMap((r) => (r.operationId ? [r.operationId] : [])));
  const madeOperations = new Set(rows.flatMap((r) => (r.operationId && r.checks > 0 ? [r.operationId] : [])));
  const operationsNote = ` Operations of the document: ${madeOperations.size} of ${operations.size} made.`;
  return failedCalls === 0
    ? `${passed} of ${checks} checks passed in ${made} calls.${skippedNote}${operationsNote}`
    : `${checks - passed} of ${checks} checks failed, in ${failedCalls} of ${made} calls.${skippedNote}${operationsNote}`;
}
