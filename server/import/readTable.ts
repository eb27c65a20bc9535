/**
 * Reads an import file into rows of named cells: CSV (a header line, then one record a row; `;`, `,`
 * or a tab between fields, as the header line uses most) or JSON Lines (one object a line). A byte
 * order mark is dropped. The file's format is judged from its first character unless it is given.
 */
import { CsvError, parse } from 'csv-parse/sync';
import { ImportFileError } from './importFileError';
import type { ImportFormat, RawCell, RawRow, RawTable } from './table';

const BOM = '\ufeff';

/** Header names are matched without case or surrounding blanks: 'Sale_Price ' is sale_price. */
export const columnName = (header: string) => header.trim().toLowerCase();

export function detectFormat(text: string): ImportFormat {
  return text.trimStart().startsWith('{') ? 'jsonl' : 'csv';
}

/** The field separator the header line uses most (outside quotes); a one-column header uses ','. */
export function detectDelimiter(headerLine: string): string {
  const counts = new Map<string, number>([
    [';', 0],
    [',', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const c of headerLine) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && counts.has(c)) counts.set(c, counts.get(c)! + 1);
  }
  let best = ',';
  for (const [delimiter, count] of counts) if (count > counts.get(best)!) best = delimiter;
  return best;
}

function readCsv(text: string): RawTable {
  const headerLine = /^[^\r\n]*/.exec(text)![0];
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter: detectDelimiter(headerLine),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (error instanceof CsvError) throw new ImportFileError(`the CSV cannot be read: ${error.message}`);
    throw error;
  }
  const [header, ...data] = records;
  if (!header || header.record.every((h) => h.trim() === ''))
    throw new ImportFileError('the file has no header line naming its columns');
  const columns = header.record.map(columnName);
  const rows = data.map(({ record }, index): RawRow => {
    const cells = new Map<string, RawCell>();
    columns.forEach((column, i) => {
      if (i < record.length) cells.set(column, record[i]!);
    });
    const shapeProblem =
      record.length === columns.length
        ? undefined
        : `the row has ${record.length} fields, the header line ${columns.length}`;
    return { row: index + 1, cells, ...(shapeProblem ? { shapeProblem } : {}) };
  });
  return { format: 'csv', columns, rows };
}

function readJsonLines(text: string): RawTable {
  const columns = new Set<string>();
  const rows: RawRow[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    const row = index + 1;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      rows.push({ row, cells: new Map(), shapeProblem: 'the line is not a JSON object' });
      return;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      rows.push({ row, cells: new Map(), shapeProblem: 'the line is not a JSON object' });
      return;
    }
    const cells = new Map<string, RawCell>();
    for (const [key, cell] of Object.entries(value as Record<string, RawCell>)) {
      columns.add(columnName(key));
      cells.set(columnName(key), cell);
    }
    rows.push({ row, cells });
  });
  return { format: 'jsonl', columns: [...columns], rows };
}

export function readTable(text: string, format?: ImportFormat): RawTable {
  const body = text.startsWith(BOM) ? text.slice(BOM.length) : text;
  if (body.trim() === '') throw new ImportFileError('the file is empty');
  return (format ?? detectFormat(body)) === 'jsonl' ? readJsonLines(body) : readCsv(body);
}
