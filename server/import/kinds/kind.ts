/**
 * One kind of import (products, stock, prices…): its columns, how a row is judged, and how the valid
 * rows are written. A new kind is one more module in kinds/index.ts.
 */
import type { Db } from '../../db/handle';
import type { StoreFacts } from '../../repo/importFacts';
import type { RowJudge, RowProblem } from '../rowJudge';

export interface ApplyProgress {
  /** Rows written so far (of the valid ones). */
  (done: number): void;
}

export interface ImportKindModule<Row> {
  /** Every column a file of this kind may have (lower case). */
  columns: readonly string[];
  /** Columns a CSV header must name (JSON Lines: every line). */
  required: readonly string[];
  /** At least one of these must be named too (a prices file: some price). */
  someOf?: readonly string[];
  /** Columns holding numbers, or notations with numbers in them: they say the file's decimal mark. */
  numeric: readonly string[];
  /** Judges one row; null when it has problems (recorded on the judge). */
  judge(judge: RowJudge, facts: StoreFacts): Row | null;
  /** Two rows with one key in a file are refused (the later one); the column named in that problem. */
  key: { column: string; of(row: Row): string };
  /** Problems only the store can show (a row names a product it lacks), judged before anything is written. */
  check(db: Db, rows: JudgedRow<Row>[]): Promise<RowProblem[]>;
  /** Writes the rows in the caller's transaction; answers how many changed the store. */
  apply(trx: Db, rows: JudgedRow<Row>[], facts: StoreFacts, progress: ApplyProgress): Promise<number>;
}

export interface JudgedRow<Row> {
  /** The file's row number. */
  row: number;
  value: Row;
}
