/**
 * The ERP import's one entry point, for the command line (cli.ts) and the HTTP door alike: a file's
 * text in, every row judged, the valid ones applied (all in one transaction, or none when a row was
 * refused unless `partial`), and a report by row out.
 */
import type { Db } from '../db/handle';
import { inTransaction } from '../db/transaction';
import { loadStoreFacts } from '../repo/importFacts';
import { ImportFileError } from './importFileError';
import { KIND_MODULES } from './kinds';
import { judgeTable } from './judgeTable';
import type { ImportKindModule } from './kinds/kind';
import { readTable } from './readTable';
import type { RowProblem } from './rowJudge';
import type { ImportFormat, RawTable } from './table';

export { ImportFileError } from './importFileError';
export type { RowProblem } from './rowJudge';
export type { ImportFormat } from './table';

export type ImportKind = 'products' | 'stock' | 'prices' | 'customers' | 'synonyms';
export const IMPORT_KINDS: readonly ImportKind[] = ['products', 'stock', 'prices', 'customers', 'synonyms'];

export interface ImportOptions {
  /** Judge every row and report; write nothing. */
  dryRun?: boolean;
  /** Apply the valid rows and report the others (default: all rows in one transaction, or none). */
  partial?: boolean;
  /** Called now and then while rows are judged and applied (a progress bar on a terminal). */
  onProgress?: (done: number, total: number) => void;
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

function kindModule(kind: ImportKind): ImportKindModule<unknown> {
  const found = KIND_MODULES[kind];
  if (!found) throw new ImportFileError(`${kind} are not importable`);
  return found;
}

/** The header must name only columns of the kind, and those it needs. */
function checkColumns(table: RawTable, module: ImportKindModule<unknown>, kind: ImportKind): void {
  const unknown = table.columns.filter((c) => !module.columns.includes(c));
  if (unknown.length > 0)
    throw new ImportFileError(
      `unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((c) => `'${c}'`).join(', ')}: a ${kind} file has ${module.columns.join(', ')}`,
    );
  const repeated = table.columns.filter((c, i) => table.columns.indexOf(c) !== i);
  if (repeated.length > 0) throw new ImportFileError(`the column '${repeated[0]}' is named twice`);
  if (table.format !== 'csv') return;
  const missing = module.required.filter((c) => !table.columns.includes(c));
  if (missing.length > 0)
    throw new ImportFileError(
      `a ${kind} file needs the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`,
    );
  if (module.someOf && !module.someOf.some((c) => table.columns.includes(c)))
    throw new ImportFileError(`a ${kind} file needs one of the columns ${module.someOf.join(', ')}`);
}

/** Reads `text` (CSV or JSON Lines; detected when `format` is not given), judges every row, applies. */
export async function runImport(
  db: Db,
  kind: ImportKind,
  input: { text: string; format?: ImportFormat },
  options: ImportOptions = {},
): Promise<ImportReport> {
  const module = kindModule(kind);
  const table = readTable(input.text, input.format);
  checkColumns(table, module, kind);
  const total = table.rows.length;
  const progress = (done: number) => options.onProgress?.(done, total);
  const facts = await loadStoreFacts(db);
  const { valid, problems } = judgeTable(table, module, facts);
  const storeProblems = await module.check(db, valid);
  const refused = new Set(storeProblems.map((p) => p.row));
  problems.push(...storeProblems);
  problems.sort((a, b) => a.row - b.row);
  const applicable = valid.filter((r) => !refused.has(r.row));
  const report = {
    kind,
    format: table.format,
    rows: total,
    valid: applicable.length,
    problems,
    dryRun: options.dryRun === true,
  };
  if (options.dryRun || (problems.length > 0 && !options.partial) || applicable.length === 0)
    return { ...report, changed: 0, unchanged: 0, written: false };
  const changed = await inTransaction(db, (trx) => module.apply(trx, applicable, facts, progress));
  return { ...report, changed, unchanged: applicable.length - changed, written: true };
}
