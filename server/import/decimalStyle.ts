/**
 * Numbers in an ERP's file, read by the widgets' rule (src/domain/shared/localeNumber) except for the
 * one case it must guess: a lone separator before exactly three digits ('1.250', '2,500'). In a price
 * that is a thousands group (money has two decimals, never three), but a quantity of cable may well be
 * 1,25 metres written the English way or 1.250 metres the Turkish way. An ERP writes a whole file one
 * way, so the file's other numbers decide: a cell that can only be read one way ('12,5', '1.234,56',
 * '1234.56') shows which mark is the decimal one. When the file shows both ways, or neither, a
 * quantity of that shape is refused as ambiguous rather than read wrong by a thousand.
 */
import { parseLocaleNumber } from '../../src/domain/shared/localeNumber';

/** The file's decimal mark, or null when its numbers do not tell (or tell both). */
export type DecimalMark = ',' | '.' | null;

const AMBIGUOUS = /^[+-]?[1-9]\d{0,2}([.,])\d{3}$/;

/** What one cell says about the decimal mark, if anything. */
function markShownBy(text: string): ',' | '.' | null {
  const body = text.trim();
  const dot = body.lastIndexOf('.');
  const comma = body.lastIndexOf(',');
  if (dot >= 0 && comma >= 0) return dot > comma ? '.' : ',';
  if (dot < 0 && comma < 0) return null;
  const mark = dot >= 0 ? '.' : ',';
  if (body.split(mark).length > 2) return mark === '.' ? ',' : '.'; // repeated: it groups
  if (AMBIGUOUS.test(body)) return null;
  return Number.isNaN(parseLocaleNumber(body)) ? null : mark;
}

/** The decimal mark the file's number cells agree on. */
export function decimalMarkOf(cells: Iterable<string>): DecimalMark {
  const seen = new Set<',' | '.'>();
  for (const cell of cells) {
    const mark = markShownBy(cell);
    if (mark) seen.add(mark);
    if (seen.size > 1) return null;
  }
  return seen.size === 1 ? [...seen][0]! : null;
}

export type NumberKind = 'money' | 'quantity';

export type ReadNumber = { value: number } | { problem: string };

/** A number cell of the file: JSON numbers as they are, text by the rule above. */
export function readNumber(cell: string | number, kind: NumberKind, mark: DecimalMark): ReadNumber {
  if (typeof cell === 'number')
    return Number.isFinite(cell) ? { value: cell } : { problem: `${cell} is not a number` };
  const text = cell.trim();
  const ambiguous = AMBIGUOUS.exec(text);
  if (ambiguous) {
    const separator = ambiguous[1]!;
    const whole = Number(text.split(separator).join(''));
    const fraction = Number(text.split(separator).join('.'));
    if (mark === null && kind === 'quantity') {
      const fractionText = String(fraction).split('.').join(separator);
      return {
        problem: `'${text}' could be ${whole} or ${fractionText} and the file's other numbers do not say which: write ${whole} or ${fractionText}`,
      };
    }
    // Money without a file's decimal mark: a group (two decimals, never three), the widgets' rule.
    return { value: mark === separator ? fraction : whole };
  }
  const value = parseLocaleNumber(text);
  return Number.isNaN(value) ? { problem: `'${text}' is not a number` } : { value };
}
