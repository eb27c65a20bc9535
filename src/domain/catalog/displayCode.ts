/** Longest code or barcode shown as is. */
export const DISPLAY_CODE_MAX = 20;

/**
 * The ellipsis appended to a cut code: three full stops, as plain text reads everywhere (a font
 * without U+2026, copy-paste into a search box); screen readers read both the same.
 */
export const DISPLAY_CODE_ELLIPSIS = '...';

/**
 * Codes and barcodes longer than 20 characters: skip the first character, keep 20, append an
 * ellipsis. Counted in characters (code points), so a character outside the BMP is never cut in two.
 */
export function displayCode(code: string | null | undefined): string {
  const text = code ?? '';
  const chars = Array.from(text);
  if (chars.length <= DISPLAY_CODE_MAX) return text;
  return chars.slice(1, 1 + DISPLAY_CODE_MAX).join('') + DISPLAY_CODE_ELLIPSIS;
}
