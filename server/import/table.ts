/** A file read into rows of named cells, before any judgement: what every kind of import starts from. */
export type ImportFormat = 'csv' | 'jsonl';

/** A cell as the file gave it: CSV gives text, JSON Lines any JSON value. */
export type RawCell = string | number | boolean | null | object;

export interface RawRow {
  /** CSV: the data record's number, 1 = the first after the header line; JSON Lines: the line's number. */
  row: number;
  /** The row's cells by column name; a column the row does not have is absent. */
  cells: Map<string, RawCell>;
  /** A problem with the row's shape (a CSV record with too many or too few fields), judged with the rest. */
  shapeProblem?: string;
}

export interface RawTable {
  format: ImportFormat;
  /** The header's columns (CSV), or every key any line used (JSON Lines). */
  columns: string[];
  rows: RawRow[];
}
