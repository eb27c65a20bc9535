/**
 * The quick order pad's rows, judged before anything is sent: each row of code, quantity
 * and unit is found or not, addable or not, and rows of the same product are merged into the first
 * of them by the cart's unit rule. The same stock and quantity rules as every add to cart.
 */
import { capCartAdd } from '../cart/cartLine';
import {
  mergeCartQuantity,
  unitMultiplier,
  unitOfLine,
  type CountUnit,
  type MergedQuantity,
} from '../cart/cartUnits';
import { hasPrice } from '../catalog/hasPrice';
import { parseLocaleNumber } from '../shared/localeNumber';
import { domainMessage, type DomainMessage } from '../shared/messageKeys';
import {
  addToCartStockCheck,
  QUANTITY_MIN,
  quantityRangeFault,
  quantityRangeHint,
  type QuantityRangeHint,
} from '../cart/quantity';
import { cartStockContext, unitLabel, unitNamedBy, type StockSettings } from '../cart/units';

/** A code as the pad compares and looks it up: trimmed, Turkish İ/ı folded to I/i, lower case. */
export function codeKey(code: string): string {
  return code.trim().replace(/İ/g, 'I').replace(/ı/g, 'i').toLowerCase();
}

export interface PadRow {
  key: string;
  code: string;
  /** The quantity as committed (typed and judged on blur/Enter, or pasted). */
  quantity: string;
  /** A unit name ('KOLİ'); '' for the product's default unit (or the unit its barcode names). */
  unit: string;
}

export type CodeLookup =
  | { status: 'pending' }
  | { status: 'failed' }
  | { status: 'unknown' }
  /** unitId: the unit whose barcode was entered, null when the code named the product. */
  | { status: 'found'; productId: number; unitId: number | null };

export interface PadUnit {
  id: number;
  /** The stored name: what rows name and match units by. */
  value: string;
  /** The name in the viewer's language, for messages (unitLabel). */
  label?: string;
  multiplier: number;
}

export interface PadProduct {
  id: number;
  /** Stock in base units. */
  quantity: number;
  variantCheck: number;
  salePrice: { value: number };
  units: readonly PadUnit[];
  defaultUnit: number;
}

export interface PadContext {
  /** By codeKey. */
  lookups: Readonly<Record<string, CodeLookup | undefined>>;
  products: Readonly<Record<number, PadProduct | undefined>>;
  /** The cart's line of a product (its unit and quantity), null when the cart holds none. */
  cartLine: (productId: number) => MergedQuantity<CountUnit & { value: string; label?: string }> | null;
  settings: StockSettings;
}

export type PadQuantity =
  | { ok: true; quantity: number }
  | { ok: false; hint: QuantityRangeHint | DomainMessage<'quickOrder.quantityUnreadable'> };

/**
 * A committed quantity: blank is 1; otherwise a whole number from 1 to 100, read in Turkish or
 * English notation ('12', '12,00', '1.000'). A pasted text that is no number is said, not guessed.
 */
export function padQuantity(text: string, unit: string): PadQuantity {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, quantity: QUANTITY_MIN };
  const value = parseLocaleNumber(trimmed);
  if (Number.isNaN(value))
    return {
      ok: false,
      hint: domainMessage('quickOrder.quantityUnreadable', { text: trimmed.slice(0, 20) }),
    };
  const fault = quantityRangeFault(value);
  return fault ? { ok: false, hint: quantityRangeHint(fault, unit) } : { ok: true, quantity: value };
}

/** A typed quantity when committed: non-numeric, blank or 0 becomes 1; the rest stays as typed. */
export function committedPadQuantity(text: string): string {
  const value = parseLocaleNumber(text.trim());
  return Number.isNaN(value) || value === 0 ? String(QUANTITY_MIN) : text.trim();
}

export type RowVerdict =
  | { kind: 'empty' }
  /** Not looked up yet, or the answer is on its way. */
  | { kind: 'checking' }
  | { kind: 'lookupFailed' }
  | { kind: 'unknown' }
  /** A variant family's master: a variant must be chosen on the product page. */
  | { kind: 'variantParent'; productId: number }
  /** Sale price 0: 'Fiyat Sorunuz'. */
  | { kind: 'askPrice'; productId: number }
  | { kind: 'unitUnknown'; productId: number }
  /** Found, but the quantity, the stock or a merge refuses it: the message says why. */
  | { kind: 'invalid'; productId: number; unitId: number; message: DomainMessage }
  /** A later row of a product already on the pad: its quantity counts in row `into` (1-based). */
  | { kind: 'merged'; productId: number; unitId: number; into: number }
  /** Goes to the cart: quantity of unitId, the sum of this row and `merged` later rows. */
  | { kind: 'ready'; productId: number; unitId: number; quantity: number; merged: number };

type Candidate = { index: number; product: PadProduct; unit: PadUnit; quantity: number };

/** The unit a row is in: the one it names (stored name or label), else the one its barcode named, else the default unit. */
export function padRowUnit<U extends PadUnit>(
  product: { units: readonly U[]; defaultUnit: number },
  name: string,
  barcodeUnit: number | null,
): U | null {
  if (name.trim() !== '') return product.units.find((u) => unitNamedBy(u, name)) ?? null;
  const id = barcodeUnit ?? product.defaultUnit;
  return product.units.find((u) => u.id === id) ?? product.units[0] ?? null;
}

/** The row on its own: found, addable, in a known unit, with a readable quantity. */
function rowVerdict(row: PadRow, ctx: PadContext): RowVerdict | Candidate {
  if (row.code.trim() === '') return { kind: 'empty' };
  const lookup = ctx.lookups[codeKey(row.code)];
  if (!lookup || lookup.status === 'pending') return { kind: 'checking' };
  if (lookup.status === 'failed') return { kind: 'lookupFailed' };
  const product = lookup.status === 'found' ? ctx.products[lookup.productId] : undefined;
  if (lookup.status === 'unknown' || !product) return { kind: 'unknown' };
  if (product.variantCheck === 0) return { kind: 'variantParent', productId: product.id };
  if (!hasPrice(product.salePrice.value)) return { kind: 'askPrice', productId: product.id };
  const unit = padRowUnit(product, row.unit, lookup.unitId);
  if (!unit) return { kind: 'unitUnknown', productId: product.id };
  const quantity = padQuantity(row.quantity, unitLabel(unit));
  if (!quantity.ok)
    return { kind: 'invalid', productId: product.id, unitId: unit.id, message: quantity.hint };
  return { index: -1, product, unit, quantity: quantity.quantity };
}

/**
 * Rows of one product are merged into the first as the cart merges adds (domain/cart/cartUnits, its one
 * unit rule), row after row: the pieces stay in the first row's unit when they divide evenly, else go
 * to the product's base unit (1 PAKET of 10 + 10 ADET = 2 PAKET; + 5 ADET more = 25 ADET). So the
 * line the pad shows and sends is the line the cart holds. A row the rule cannot hold whole is
 * refused and keeps its own quantity.
 */
function mergeGroup(group: Candidate[], verdicts: RowVerdict[], ctx: PadContext): void {
  const [head, ...rest] = group;
  if (!head) return;
  const product = head.product;
  let line: MergedQuantity<PadUnit> = { unit: head.unit, quantity: head.quantity };
  let merged = 0;
  for (const c of rest) {
    const next = mergeCartQuantity(line, { unit: c.unit, quantity: c.quantity }, product.units);
    if (next) {
      line = next;
      merged += 1;
      verdicts[c.index] = { kind: 'merged', productId: product.id, unitId: c.unit.id, into: head.index + 1 };
    } else
      verdicts[c.index] = {
        kind: 'invalid',
        productId: product.id,
        unitId: c.unit.id,
        message: domainMessage('quickOrder.unitConflict', { row: head.index + 1 }),
      };
  }
  const { unit, quantity } = line;
  const refuse = (message: DomainMessage) => {
    verdicts[head.index] = { kind: 'invalid', productId: product.id, unitId: unit.id, message };
  };
  // Rows merged into one line may add up to more than a line holds.
  const fault = quantityRangeFault(quantity);
  if (fault) return refuse(quantityRangeHint(fault, unitLabel(unit)));
  const held = ctx.cartLine(product.id);
  const stockContext = cartStockContext(
    {
      stock: product.quantity,
      inCart: held ? held.quantity * unitMultiplier(held.unit) : 0,
      multiplier: unit.multiplier,
    },
    ctx.settings,
  );
  const stock = addToCartStockCheck(quantity, stockContext);
  if (!stock.ok) return refuse(stock.alert);
  if (held) {
    // The cart merges the line into its own line of the product, which holds at most 100: the
    // cart's add rule (domain/cart/cartLine), the one the host applies.
    const room = capCartAdd(
      quantity,
      unit,
      { unit: unitOfLine(product.units, held.unit), quantity: held.quantity },
      product.units,
      stockContext,
    );
    if (room.quantity < quantity)
      return refuse(
        domainMessage('quickOrder.cartLineRoom', {
          held: held.quantity,
          heldUnit: unitLabel(held.unit),
          more: room.quantity,
          unit: unitLabel(unit),
        }),
      );
  }
  verdicts[head.index] = { kind: 'ready', productId: product.id, unitId: unit.id, quantity, merged };
}

/** Every row's verdict, in row order. */
export function judgePadRows(rows: readonly PadRow[], ctx: PadContext): RowVerdict[] {
  const verdicts: RowVerdict[] = [];
  const groups = new Map<number, Candidate[]>();
  rows.forEach((row, index) => {
    const verdict = rowVerdict(row, ctx);
    if ('kind' in verdict) {
      verdicts.push(verdict);
      return;
    }
    const candidate = { ...verdict, index };
    verdicts.push({ kind: 'checking' });
    const group = groups.get(candidate.product.id);
    if (group) group.push(candidate);
    else groups.set(candidate.product.id, [candidate]);
  });
  for (const group of groups.values()) mergeGroup(group, verdicts, ctx);
  return verdicts;
}

export interface PadLine {
  productId: number;
  unitId: number;
  quantity: number;
  /** The rows this line comes from (the first one and those merged into it). */
  rowKeys: string[];
}

/** The lines 'Sepete Ekle' sends: one per ready row, with the rows merged into it. */
export function padLines(rows: readonly PadRow[], verdicts: readonly RowVerdict[]): PadLine[] {
  const mergedInto = new Map<number, string[]>();
  verdicts.forEach((verdict, index) => {
    if (verdict.kind === 'merged')
      mergedInto.set(verdict.into, [...(mergedInto.get(verdict.into) ?? []), rows[index]!.key]);
  });
  const lines: PadLine[] = [];
  verdicts.forEach((verdict, index) => {
    if (verdict.kind !== 'ready') return;
    const rowKeys = [rows[index]!.key, ...(mergedInto.get(index + 1) ?? [])];
    lines.push({ productId: verdict.productId, unitId: verdict.unitId, quantity: verdict.quantity, rowKeys });
  });
  return lines;
}

export interface PadSummary {
  /** Lines that would go to the cart. */
  ready: number;
  /** Rows with a code that will not go (not found, refused…), merged rows not counted. */
  problems: number;
  /** Rows still being looked up. */
  checking: number;
}

export function padSummary(verdicts: readonly RowVerdict[]): PadSummary {
  const summary: PadSummary = { ready: 0, problems: 0, checking: 0 };
  for (const verdict of verdicts) {
    if (verdict.kind === 'ready') summary.ready += 1;
    else if (verdict.kind === 'checking') summary.checking += 1;
    else if (verdict.kind !== 'empty' && verdict.kind !== 'merged') summary.problems += 1;
  }
  return summary;
}

/**
 * The codes of rows that will not go with padLines (not found, refused, still being looked up), in
 * row order, as typed: what a confirmation names so no row is dropped without a word.
 */
export function padSkippedCodes(rows: readonly PadRow[], verdicts: readonly RowVerdict[]): string[] {
  return verdicts.flatMap((verdict, index) =>
    verdict.kind === 'empty' || verdict.kind === 'ready' || verdict.kind === 'merged'
      ? []
      : [rows[index]!.code.trim()],
  );
}
