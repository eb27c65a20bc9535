/**
 * Saved shopping lists (beyond the spec): named lists of products a buyer keeps, shares
 * with their company and turns into a cart. The rules of a list, once: the widget judges a name or a
 * note when the user commits it, the host checks the same. A line's quantity and unit follow the
 * cart's rules (domain/cart/cartLine, cartUnits), so a list never holds what a cart could not.
 */
import { mayKeepLists, type ListViewer } from './listKeepers';
import { domainMessage, type DomainMessage, type DomainMessageKey } from '../shared/messageKeys';

export { mayKeepLists, type ListViewer } from './listKeepers';

export const LIST_NAME_MAX = 60;
export const LIST_NOTE_MAX = 200;
/** Lines a list holds at most (the batch add to the cart takes 300 at a time). */
export const LIST_LINES_MAX = 1000;
/** Lists a user keeps at most. */
export const LISTS_PER_USER_MAX = 100;

// Control and format characters (zero-width, BOM) and line separators: a name is one line of text.
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

/**
 * judgeListName as one regular expression (Unicode mode, as JSON Schema's `pattern`): blanks around,
 * then 1 to LIST_NAME_MAX characters with no invisible one, the first and last not blank. The API
 * document's ListCreateRequest carries it, so a backend built from the document takes the same names.
 */
export const LIST_NAME_PATTERN =
  '^\\s*[^\\s\\p{Cc}\\p{Cf}\\u2028\\u2029](?:[^\\p{Cc}\\p{Cf}\\u2028\\u2029]{0,58}[^\\s\\p{Cc}\\p{Cf}\\u2028\\u2029])?\\s*$';

export type TextJudgement =
  | { ok: true; text: string }
  | { ok: false; message: DomainMessage<Extract<DomainMessageKey, `lists.${string}`>> };

/** A list's name: trimmed, not blank, at most LIST_NAME_MAX characters, no invisible characters. */
export function judgeListName(typed: string): TextJudgement {
  const text = typed.trim();
  if (text === '') return { ok: false, message: domainMessage('lists.nameRequired') };
  if ([...text].length > LIST_NAME_MAX)
    return { ok: false, message: domainMessage('lists.nameTooLong', { max: LIST_NAME_MAX }) };
  if (INVISIBLE.test(text)) return { ok: false, message: domainMessage('lists.nameInvalid') };
  return { ok: true, text };
}

/** A line's note: trimmed, empty allowed, at most LIST_NOTE_MAX characters, tabs and newlines not. */
export function judgeListNote(typed: string): TextJudgement {
  const text = typed.trim();
  if ([...text].length > LIST_NOTE_MAX)
    return { ok: false, message: domainMessage('lists.noteTooLong', { max: LIST_NOTE_MAX }) };
  if (INVISIBLE.test(text)) return { ok: false, message: domainMessage('lists.noteInvalid') };
  return { ok: true, text };
}

/**
 * Who sees a list: its owner; the company's other users when it is shared. A private list is its
 * owner's alone (the host answers 404 to anyone else).
 */
export const mayViewList = (viewer: ListViewer, list: { ownerId: number; shared: boolean }) =>
  viewer.id !== null && (list.ownerId === viewer.id || list.shared);

/**
 * Who changes a list (its name, sharing, lines, notes) or deletes it: its owner, while their role has
 * a cart, and the company's Yönetici for a shared list. Others who see a shared list may put it into
 * their cart or duplicate it as their own.
 */
export function mayEditList(viewer: ListViewer, list: { ownerId: number; shared: boolean }): boolean {
  if (!mayKeepLists(viewer)) return false;
  return list.ownerId === viewer.id || (list.shared && viewer.role === 'yonetici');
}

export interface CsvLine {
  code: string;
  quantity: number;
  unit: string;
}

// What a spreadsheet may run as a formula (OWASP, CSV injection): a cell starting with one of these…
const FORMULA_START = /^[=+\-@\t\r]/;
// …unless the whole cell is a plain number ('-5', '-2,5', '-1.234,56'), which holds no operator.
const PLAIN_NUMBER = /^[-+]?\d+(?:[.,]\d+)*$/;

/**
 * A cell as a spreadsheet reads it: a would-be formula gets an apostrophe first (the spreadsheet
 * shows it as text) and quotes; quoted too when it holds the separator, a quote or a line break.
 */
function csvCell(value: string): string {
  const defused = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value);
  const safe = defused ? `'${value}` : value;
  return defused || /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The export's header cells: code, quantity and unit, in the viewer's language. */
export type CsvHeader = readonly [code: string, quantity: string, unit: string];

/**
 * A list as CSV the quick order pad and the list import read back (domain/quickOrder/quickOrderSheet): a header
 * ('Kod;Miktar;Birim' unless the viewer's language names it otherwise), then `code;quantity;unit` per
 * line with the unit as the viewer reads it (the import knows labels and stored names alike:
 * unitNamedBy), semicolons as a Turkish Excel writes them, CRLF line ends.
 */
export function listToCsv(lines: readonly CsvLine[], header: CsvHeader = ['Kod', 'Miktar', 'Birim']): string {
  const rows = [[...header], ...lines.map((l) => [l.code, String(l.quantity), l.unit])];
  return `${rows.map((cells) => cells.map(csvCell).join(';')).join('\r\n')}\r\n`;
}

/** A file name for a list's export: its name in ASCII letters, digits and dashes, then '.csv'. */
export function listFileName(name: string): string {
  const base = name
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıöşü]/g, (c) => ({ ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' })[c] ?? c)
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${base || 'liste'}.csv`;
}
