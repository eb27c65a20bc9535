/**
 * PLACEHOLDER with the agreed interface of the import's entry point: the import's own branch brings
 * the real file (reading CSV and JSON Lines, judging and applying rows) and replaces this one whole.
 * Until then every import is refused as a file that cannot be read.
 */
import type { Db } from '../db/handle';

export type ImportKind = 'products' | 'stock' | 'prices' | 'customers';
export const IMPORT_KINDS: readonly ImportKind[] = ['products', 'stock', 'prices', 'customers'];
export type ImportFormat = 'csv' | 'jsonl';
export interface ImportOptions {
  /** Judge every row and report; write nothing. */
  dryRun?: boolean;
  /** Apply the valid rows and report the others (default: all rows in one transaction, or none). */
  partial?: boolean;
  /** Called now and then while rows are judged and applied (a progress bar on a terminal). */
  onProgress?: (done: number, total: number) => void;
}
/** One refusal: the row as the file counts it (1 = the first data row), the column, why (English). */
export interface RowProblem {
  row: number;
  column: string;
  message: string;
}
export interface ImportReport {
  kind: ImportKind;
  format: ImportFormat;
  /** Data rows read. */
  rows: number;
  /** Rows that passed judgement. */
  valid: number;
  /** Rows whose data changed the store (0 on a dry run, or when nothing was written). */
  changed: number;
  /** Valid rows that were already as the file says. */
  unchanged: number;
  problems: RowProblem[];
  dryRun: boolean;
  /** Whether anything was written (false on a dry run, and when all-or-nothing met a problem). */
  written: boolean;
}

/** A file that cannot be read at all (not UTF-8, no header, unknown format); the message is English. */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFileError';
  }
}

/** Reads `text` (CSV or JSON Lines; detected when `format` is not given), judges every row, applies. */
export async function runImport(
  _db: Db,
  _kind: ImportKind,
  _input: { text: string; format?: ImportFormat },
  _options: ImportOptions = {},
): Promise<ImportReport> {
  throw new ImportFileError('the import is not part of this build');
}
