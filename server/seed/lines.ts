/** Order, offer and cart lines of the seed, priced the way the running host prices them. */
import type Database from 'better-sqlite3';
import { toTry, unitPrice } from '../domain/pricing';
import type { Db } from '../db/handle';
import type { LineInput } from '../repo/pricedCart';
import { productRows, unitRows } from '../repo/products';
import { CURRENCIES } from './catalogData';

const currencies = CURRENCIES.map((c) => ({ id: c.id, code: c.code, exchangeRate: c.rate }));

export async function line(
  db: Db,
  productId: number,
  unitIndex: number,
  quantity: number,
  plan: string,
): Promise<LineInput> {
  const [p] = await productRows(db, [productId]);
  const units = await unitRows(db, [productId]);
  const u = units[Math.min(unitIndex, units.length - 1)]!;
  const price = toTry(unitPrice(p!, u, plan), p!.currency, currencies);
  return {
    productId,
    unitId: u.id,
    code: p!.code,
    name: p!.name,
    image: p!.image,
    unitName: u.name,
    multiplier: u.multiplier,
    quantity,
    price,
    taxRate: p!.tax_rate,
  };
}

export function idOf(db: Database.Database, code: string): number {
  const row = db.prepare('SELECT id FROM products WHERE code = ?').get(code) as { id: number } | undefined;
  if (!row) throw new Error(`history seed: no product ${code}`);
  return row.id;
}

export function dedupe(lines: LineInput[]): LineInput[] {
  return lines.filter((l, i) => lines.findIndex((o) => o.productId === l.productId) === i);
}
