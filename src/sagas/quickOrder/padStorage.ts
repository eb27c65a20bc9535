import { arrayOf, decode, object, str } from '../../contract/decode';
import { PRODUCT_CODE_MAX, QUICK_ORDER_MAX_ROWS } from '../../contract/quickOrder';
import type { SheetRow } from '../../domain/quickOrder/quickOrderSheet';

/**
 * The quick order pad kept for this tab (sessionStorage): codes, quantities and units only, so a
 * reload keeps the list and closing the tab forgets it. Storage may be full, disabled or hold
 * anything: reading gives [] then, and a failed write only costs the copy.
 */
const keyOf = (basePath: string, userId: number | null) => `b2b-quick-order:${basePath}:${userId ?? 0}`;

const storedRows = arrayOf(object({ code: str, quantity: str, unit: str }));

export function readPad(basePath: string, userId: number | null): SheetRow[] {
  try {
    const text = window.sessionStorage.getItem(keyOf(basePath, userId));
    if (text === null) return [];
    return decode(storedRows, JSON.parse(text))
      .slice(0, QUICK_ORDER_MAX_ROWS)
      .map((row) => ({
        code: row.code.slice(0, PRODUCT_CODE_MAX * 2),
        quantity: row.quantity.slice(0, 20),
        unit: row.unit.slice(0, 30),
      }));
  } catch (error) {
    console.warn('[b2b] the quick order list kept for this tab could not be read:', error);
    return [];
  }
}

export function writePad(basePath: string, userId: number | null, rows: readonly SheetRow[]): void {
  try {
    const key = keyOf(basePath, userId);
    const kept = rows.filter((r) => r.code.trim() !== '' || r.quantity.trim() !== '' || r.unit !== '');
    if (kept.length === 0) window.sessionStorage.removeItem(key);
    else
      window.sessionStorage.setItem(
        key,
        JSON.stringify(kept.map(({ code, quantity, unit }) => ({ code, quantity, unit }))),
      );
  } catch (error) {
    console.warn('[b2b] the quick order list could not be kept for this tab:', error);
  }
}
