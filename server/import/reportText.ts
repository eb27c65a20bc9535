/** The import's report as an operator reads it (English), one line a figure and a problem. */
import type { ImportReport } from './run';

export function reportLines(report: ImportReport, file: string): string[] {
  const outcome = report.dryRun
    ? 'dry run: nothing written'
    : report.written
      ? 'written'
      : report.problems.length > 0
        ? 'nothing written: fix the rows below, or run with --partial to write the valid ones'
        : 'nothing to write';
  return [
    `${report.kind} from ${file} (${report.format === 'csv' ? 'CSV' : 'JSON Lines'}): ${outcome}`,
    `  rows read: ${report.rows}`,
    `  valid:     ${report.valid}`,
    `  changed:   ${report.changed}`,
    `  unchanged: ${report.unchanged}`,
    `  problems:  ${report.problems.length}`,
    ...report.problems.map(
      (p) =>
        `  row ${p.row}${p.column ? `, column ${p.column}` : ''}: ${JSON.stringify(p.message).slice(1, -1)}`,
    ),
  ];
}
