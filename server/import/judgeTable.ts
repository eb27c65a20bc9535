/**
 * Every row of a file judged, before the store is asked anything: the kind's rules, the columns a
 * JSON line must have, and one row per key (a later row with a code already seen is refused).
 */
import type { StoreFacts } from '../repo/importFacts';
import { decimalMarkOf } from './decimalStyle';
import type { ImportKindModule, JudgedRow } from './kinds/kind';
import { RowJudge, type RowProblem } from './rowJudge';
import type { RawTable } from './table';

/** The text of the numeric cells, which say the file's decimal mark. */
function* numericCells(table: RawTable, columns: readonly string[]): Generator<string> {
  for (const row of table.rows)
    for (const column of columns) {
      const cell = row.cells.get(column);
      if (typeof cell === 'string') yield cell;
    }
}

export function judgeTable<Row>(
  table: RawTable,
  module: ImportKindModule<Row>,
  facts: StoreFacts,
): { valid: JudgedRow<Row>[]; problems: RowProblem[] } {
  const mark = decimalMarkOf(numericCells(table, module.numeric));
  const problems: RowProblem[] = [];
  const valid: JudgedRow<Row>[] = [];
  const firstRowOfKey = new Map<string, number>();
  for (const raw of table.rows) {
    const judge = new RowJudge(raw, mark);
    if (table.format === 'jsonl' && !raw.shapeProblem)
      for (const column of module.required) if (!raw.cells.has(column)) judge.refuse(column, 'is required');
    const value = judge.problems.length > 0 ? null : module.judge(judge, facts);
    problems.push(...judge.problems);
    if (value === null) continue;
    const key = module.key.of(value);
    const first = firstRowOfKey.get(key);
    if (first !== undefined) {
      problems.push({ row: raw.row, column: module.key.column, message: `repeats row ${first}` });
      continue;
    }
    firstRowOfKey.set(key, raw.row);
    valid.push({ row: raw.row, value });
  }
  return { valid, problems };
}
