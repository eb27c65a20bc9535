/**
 * Lines pasted from a spreadsheet into the quick order pad: `code<TAB>quantity[<TAB>unit]`,
 * or the same with semicolons (what a Turkish Excel writes for CSV). Cells are kept as text: the
 * quantity is judged with the row (quickOrderRows), so a pasted '12,00' or 'abc' is shown as pasted.
 *
 * Rules, in order:
 * 1. Lines split at CR LF, LF or CR; blank lines are skipped.
 * 2. A line with a tab splits at tabs, else one with a semicolon at semicolons, else it is a code alone.
 * 3. Cells are trimmed, one pair of surrounding double quotes is removed ("" inside means "), and
 *    control and zero-width characters are dropped; an apostrophe before =, +, - or @ (how a CSV
 *    export defuses a formula) is removed. Cells past the third are ignored.
 * 4. The first non-blank line is a header, and skipped, when its quantity cell is not a number and
 *    one of its first two cells reads like a column title (Kod, Ürün Kodu, Code, SKU / Miktar, Adet…).
 * 5. A line whose code cell is empty is skipped and counted.
 */
import { parseLocaleNumber } from '../shared/localeNumber';

export interface SheetRow {
  code: string;
  quantity: string;
  unit: string;
}

export interface ParsedSheet {
  rows: SheetRow[];
  /** The line of the text (1-based, blank and skipped lines counted) each row came from: its row in the sheet. */
  lines: number[];
  headerSkipped: boolean;
  /** Non-blank lines without a code. */
  skipped: number;
}

// Control characters (tabs are split at before), format characters such as zero-width spaces and
// the BOM, and the Unicode line separators.
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
const CODE_TITLE =
  /^(ürün\s*)?(kod|kodu|code|sku|stok\s*kodu|malzeme\s*kodu|product(\s*code)?|item(\s*code)?)$/iu;
const QUANTITY_TITLE = /^(miktar|miktarı|adet|quantity|qty|amount)$/iu;

// The apostrophe a list's CSV export (domain/lists/shoppingLists) puts before a would-be formula.
const DEFUSED_FORMULA = /^'[=+\-@]/;

function cleanCell(cell: string): string {
  let text = cell.replace(INVISIBLE, '').trim();
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"'))
    text = text.slice(1, -1).replace(/""/g, '"').trim();
  return DEFUSED_FORMULA.test(text) ? text.slice(1) : text;
}

function cellsOf(line: string): string[] {
  const separator = line.includes('\t') ? '\t' : line.includes(';') ? ';' : null;
  return (separator === null ? [line] : line.split(separator)).map(cleanCell);
}

function isHeader([code = '', quantity = '']: string[]): boolean {
  if (quantity === '' || !Number.isNaN(parseLocaleNumber(quantity))) return false;
  return CODE_TITLE.test(code) || QUANTITY_TITLE.test(quantity);
}

export function parseSheet(text: string): ParsedSheet {
  const rows: SheetRow[] = [];
  const lines: number[] = [];
  let headerSkipped = false;
  let skipped = 0;
  let first = true;
  for (const [index, line] of String(text)
    .split(/\r\n|\n|\r/)
    .entries()) {
    if (line.replace(INVISIBLE, '').trim() === '') continue;
    const cells = cellsOf(line);
    if (first) {
      first = false;
      if (isHeader(cells)) {
        headerSkipped = true;
        continue;
      }
    }
    const [code = '', quantity = '', unit = ''] = cells;
    if (code === '') skipped += 1;
    else {
      rows.push({ code, quantity, unit });
      lines.push(index + 1);
    }
  }
  return { rows, lines, headerSkipped, skipped };
}
