/**
 * Judging one row's cells: each reading either gives a value or records the row's problem with the
 * column and why. Text is kept as typed (a name may hold '$&', '<script>' or a line break: pages
 * escape what they show); a NUL is refused, since no page or database column should carry one.
 */
import { readNumber, type DecimalMark, type NumberKind } from './decimalStyle';
import type { RawCell, RawRow } from './table';

export interface RowProblem {
  row: number;
  column: string;
  message: string;
}

export interface NumberRule {
  kind: NumberKind;
  min?: number;
  max?: number;
  /** A whole number only. */
  integer?: boolean;
}

/** The largest amount or quantity the store keeps: beyond it a typo, not a price. */
export const MAX_AMOUNT = 1_000_000_000_000;

export class RowJudge {
  readonly problems: RowProblem[] = [];

  constructor(
    private readonly raw: RawRow,
    private readonly mark: DecimalMark,
  ) {
    if (raw.shapeProblem) this.refuse('', raw.shapeProblem);
  }

  get row(): number {
    return this.raw.row;
  }

  refuse(column: string, message: string): void {
    this.problems.push({ row: this.raw.row, column, message });
  }

  /** Whether the row names this column at all (a column left out keeps what the store has). */
  has(column: string): boolean {
    return this.raw.cells.has(column);
  }

  private cell(column: string): RawCell | undefined {
    return this.raw.cells.get(column);
  }

  /** Text of a column: undefined when absent, '' when empty; null (after a problem) when unusable. */
  text(column: string, maxLength: number, required = false): string | null | undefined {
    const cell = this.cell(column);
    if (cell === undefined || cell === null || cell === '') {
      if (required) {
        this.refuse(column, 'is required');
        return null;
      }
      return cell === undefined ? undefined : '';
    }
    if (typeof cell !== 'string' && typeof cell !== 'number') {
      this.refuse(column, 'must be text');
      return null;
    }
    const text = String(cell).trim();
    if (text === '' && required) {
      this.refuse(column, 'is required');
      return null;
    }
    if (text.includes('\0')) {
      this.refuse(column, 'contains a NUL character');
      return null;
    }
    if ([...text].length > maxLength) {
      this.refuse(column, `is longer than ${maxLength} characters`);
      return null;
    }
    return text;
  }

  /** A number of a column: undefined when absent or empty, null (after a problem) when unusable. */
  number(column: string, rule: NumberRule, required = false): number | null | undefined {
    const cell = this.cell(column);
    if (cell === undefined || cell === null || (typeof cell === 'string' && cell.trim() === '')) {
      if (required) {
        this.refuse(column, 'is required');
        return null;
      }
      return undefined;
    }
    if (typeof cell !== 'string' && typeof cell !== 'number') {
      this.refuse(column, 'must be a number');
      return null;
    }
    return this.judgeNumber(column, cell, rule);
  }

  /** A number written inside another cell (a unit's multiplier, a warehouse's stock). */
  judgeNumber(column: string, cell: string | number, rule: NumberRule): number | null {
    const read = readNumber(cell, rule.kind, this.mark);
    if ('problem' in read) {
      this.refuse(column, read.problem);
      return null;
    }
    const { value } = read;
    const min = rule.min ?? 0;
    const max = rule.max ?? MAX_AMOUNT;
    if (value < min) {
      this.refuse(column, `${value} is below ${min}`);
      return null;
    }
    if (value > max) {
      this.refuse(column, `${value} is above ${max}`);
      return null;
    }
    if (rule.integer && !Number.isInteger(value)) {
      this.refuse(column, `${value} is not a whole number`);
      return null;
    }
    return value;
  }
}
