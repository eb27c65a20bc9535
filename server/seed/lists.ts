/**
 * Saved shopping lists of the demo: bayi1's buyer keeps the Kadıköy site's monthly list,
 * shared with the company; bayi1 keeps a private restocking list.
 */
import type Database from 'better-sqlite3';
import { daysAgo } from './util';
import { idOf } from './lines';

type Line = [code: string, quantity: number, note?: string];

const LISTS: [owner: string, name: string, shared: boolean, ago: number, lines: Line[]][] = [
  [
    'bayi1.satinalma',
    'Kadıköy şantiyesi – aylık',
    true,
    3,
    [
      ['90960004', 40, 'B blok daireler'],
      ['90960005', 20],
      ['90440006', 12],
      ['EZ9F14116', 10, 'Pano yenileme'],
      ['HES-TTR-H05VV-F-3X2.5-100M', 2],
      ['CorePro-13W-E27-6500K', 24],
      ['752101', 6],
      ['90440001', 15],
    ],
  ],
  [
    'bayi1',
    'Depo takviyesi',
    false,
    9,
    [
      ['90960004', 100],
      ['90440007', 30],
      ['4058075006550', 10],
    ],
  ],
];

export function seedLists(db: Database.Database, users: Map<string, number>, now: Date): void {
  const company = users.get('bayi1')!;
  const insertList = db.prepare(
    `INSERT INTO shopping_lists (company_id, owner_id, name, shared, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const unitOf = db.prepare('SELECT id FROM product_units WHERE product_id = ? AND is_default = 1').pluck();
  const insertLine = db.prepare(
    `INSERT INTO shopping_list_lines (list_id, product_id, unit_id, quantity, note, position)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  for (const [owner, name, shared, ago, lines] of LISTS) {
    const at = daysAgo(now, ago, 16);
    const listId = Number(
      insertList.run(company, users.get(owner), name, shared ? 1 : 0, at, at).lastInsertRowid,
    );
    lines.forEach(([code, quantity, note], position) => {
      const productId = idOf(db, code);
      insertLine.run(listId, productId, unitOf.get(productId), quantity, note ?? '', position);
    });
  }
}
