/**
 * Numbers as people and servers write them here, in Turkish ('1.234,56') or English ('1,234.56')
 * form, with or without grouping, currency text and blanks ('12,5 TL', ' 1.234 ', '₺1.234,56').
 *
 * Rules, in order:
 * 1. Blanks (also no-break spaces) and currency marks (TL, TRY, USD, EUR, GBP, ₺, $, €, £) are
 *    dropped; what is left must be an optional sign and digits with '.' and ','. Anything else is NaN.
 * 2. Both '.' and ',' present: the one that comes last is the decimal separator, the other groups
 *    thousands ('1.234,56' and '1,234.56' are both 1234.56).
 * 3. Only one kind of separator, more than once: it groups thousands ('1.234.567').
 * 4. Only one separator, once — the ambiguous case ('1,234', '1.234'): it groups thousands when it
 *    is followed by exactly 3 digits and preceded by 1–3 digits not starting with 0; otherwise it
 *    is the decimal separator ('1234,56', '12,5', '1234.56', '0,500'). Money in this product is
 *    always written with 2 decimals, never 3, so three digits after a lone separator are a group.
 * Grouped digits must come in proper groups (1–3 digits first, then threes), else NaN.
 */
export function parseLocaleNumber(input: string | number | null | undefined): number {
  if (typeof input === 'number') return Number.isFinite(input) ? input : Number.NaN;
  if (input === null || input === undefined) return Number.NaN;
  const text = input
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/\u2212/g, '-')
    .replace(/TRY|TL|USD|EUR|GBP|[₺$€£]/gi, '');
  const match = /^([+-]?)([\d.,]+)$/.exec(text);
  if (!match) return Number.NaN;
  const sign = match[1] === '-' ? -1 : 1;
  const body = match[2] ?? '';
  if (!/\d/.test(body)) return Number.NaN;

  const lastDot = body.lastIndexOf('.');
  const lastComma = body.lastIndexOf(',');
  let digits: string | null;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimalAt = Math.max(lastDot, lastComma);
    const group = lastDot > lastComma ? ',' : '.';
    digits = joinGroups(body.slice(0, decimalAt), group, body.slice(decimalAt + 1));
  } else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? '.' : ',';
    const parts = body.split(sep);
    if (parts.length > 2 || looksGrouped(parts)) digits = joinGroups(body, sep, '');
    else digits = `${parts[0] ?? ''}.${parts[1] ?? ''}`;
  } else {
    digits = body;
  }
  if (digits === null) return Number.NaN;
  const value = Number(digits.startsWith('.') ? `0${digits}` : digits);
  return Number.isFinite(value) ? sign * value : Number.NaN;
}

function looksGrouped(parts: readonly string[]): boolean {
  const [head = '', tail = ''] = parts;
  return /^[1-9]\d{0,2}$/.test(head) && /^\d{3}$/.test(tail);
}

/** The integer part with its group separators removed, plus the decimals; null if malformed. */
function joinGroups(integer: string, group: string, decimals: string): string | null {
  if (!/^\d*$/.test(decimals)) return null;
  const groups = integer.split(group);
  if (groups.length > 1) {
    const [head = '', ...rest] = groups;
    if (!/^\d{1,3}$/.test(head) || !rest.every((g) => /^\d{3}$/.test(g))) return null;
  } else if (!/^\d*$/.test(integer)) {
    return null;
  }
  const whole = groups.join('');
  return decimals === '' ? whole : `${whole}.${decimals}`;
}
