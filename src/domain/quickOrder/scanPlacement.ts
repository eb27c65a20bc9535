/**
 * Where a counted scan goes on the quick order pad. The scanned code is looked up like
 * a typed one (product code, barcode, a unit's barcode); a row already holding that product in
 * the unit the barcode belongs to gets one more, so shelf after shelf of the same item stays one
 * line; otherwise the code becomes a new row of 1, where the rules of every row judge it (an
 * unknown code stays listed with its message, never dropped).
 */
import {
  codeKey,
  padQuantity,
  padRowUnit,
  type CodeLookup,
  type PadProduct,
  type PadRow,
} from './quickOrderRows';

export type ScanPlacement =
  { kind: 'increment'; rowKey: string; quantity: string } | { kind: 'add'; quantity: string };

export interface ScanContext {
  /** By codeKey, the scanned code's answer included. */
  lookups: Readonly<Record<string, CodeLookup | undefined>>;
  products: Readonly<Record<number, PadProduct | undefined>>;
}

/** The unit (id) a row or a scan is in, when its code names a product the pad knows. */
function unitOf(
  code: string,
  unitName: string,
  ctx: ScanContext,
): { productId: number; unitId: number } | null {
  const lookup = ctx.lookups[codeKey(code)];
  if (lookup?.status !== 'found') return null;
  const product = ctx.products[lookup.productId];
  const unit = product ? padRowUnit(product, unitName, lookup.unitId) : null;
  return unit ? { productId: lookup.productId, unitId: unit.id } : null;
}

/** One more of a row whose quantity reads; null when it does not (the scan gets a row of its own). */
function oneMore(row: PadRow): string | null {
  const read = padQuantity(row.quantity, '');
  return read.ok ? String(read.quantity + 1) : null;
}

export function scanPlacement(rows: readonly PadRow[], code: string, ctx: ScanContext): ScanPlacement {
  const scanned = unitOf(code, '', ctx);
  const key = codeKey(code);
  const sameLine = (row: PadRow): boolean => {
    // A code the shop does not know, scanned again: the row it is listed on counts it.
    if (!scanned) return codeKey(row.code) === key;
    const held = unitOf(row.code, row.unit, ctx);
    return held !== null && held.productId === scanned.productId && held.unitId === scanned.unitId;
  };
  for (const row of rows) {
    const quantity = row.code.trim() !== '' && sameLine(row) ? oneMore(row) : null;
    if (quantity !== null) return { kind: 'increment', rowKey: row.key, quantity };
  }
  return { kind: 'add', quantity: '1' };
}
