/** Search history for the admin dashboard and bayi1's account statement. */
import type Database from 'better-sqlite3';
import { roundMoney } from '../../src/domain/shared/rounding';
import { createRandom, daysAgo } from './util';

const QUERIES = [
  'priz',
  'topraklı priz',
  'sigorta',
  'c16',
  'b16 sigorta',
  'kaçak akım',
  'kablo',
  'nya 2,5',
  'ttr 3x1,5',
  'led ampul',
  'e27',
  'projektör',
  'viko karre',
  'legrand valena',
  'buat',
  'klemens',
  'grup priz',
  'cat6',
  'pil',
  'panel',
];

export function seedSearches(db: Database.Database, users: Map<string, number>, now: Date): void {
  const random = createRandom(77);
  const searchers = ['bayi1', 'bayi1', 'bayi1', 'bayi2', 'bayi3', 'bayi4', 'bayi4', 'bayi5', null];
  const search = db.prepare('INSERT INTO search_queries (user_id, query, created_at) VALUES (?, ?, ?)');
  for (let k = 0; k < 90; k++) {
    const who = searchers[random.int(0, searchers.length - 1)]!;
    const query = QUERIES[Math.min(QUERIES.length - 1, Math.floor(random.next() ** 2 * QUERIES.length))]!;
    search.run(
      who === null ? null : users.get(who),
      query,
      daysAgo(now, random.int(0, 29), random.int(8, 19), random.int(0, 59)),
    );
  }
}

/** bayi1's account statement: invoices and payments whose balance ends at the seeded balance. */
export function seedLedger(db: Database.Database, userId: number, now: Date): void {
  const entries: [days: number, doc: string, text: string, debit: number, credit: number, dueDays: number][] =
    [
      [175, 'FTR-2025-000412', 'Satış faturası', 22450.6, 0, 60],
      [160, 'TAH-2025-000118', 'Havale ile tahsilat', 0, 20000, 0],
      [120, 'FTR-2025-000733', 'Satış faturası', 18750.4, 0, 30],
      [98, 'FTR-2025-000861', 'Satış faturası', 15420.9, 0, 60],
      [80, 'TAH-2025-000301', 'Kredi kartı tahsilatı', 0, 12000, 0],
      [41, 'FTR-2025-001102', 'Satış faturası', 9874.35, 0, 60],
      [20, 'IAD-2025-000044', 'İade faturası', 0, 1345.5, 0],
      [8, 'FTR-2025-001290', 'Satış faturası', 6890, 0, 60],
    ];
  // The opening balance makes the statement end exactly at bayi1's seeded balance.
  const opening = roundMoney(48250.75 - entries.reduce((sum, e) => sum + e[3] - e[4], 0));
  entries.unshift([181, 'DVR-2025-000001', 'Devir bakiyesi', Math.max(opening, 0), Math.max(-opening, 0), 0]);
  const insert = db.prepare(
    'INSERT INTO ledger (user_id, date, document_no, description, debit, credit, due_date) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const [days, doc, text, debit, credit, due] of entries) {
    const date = daysAgo(now, days);
    const docNo = doc.replace('2025', date.slice(0, 4));
    insert.run(userId, date, docNo, text, debit, credit, daysAgo(now, days - due));
  }
}
