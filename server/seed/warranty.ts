/** Warranty serial numbers: running, expired, one with a single movement, one never sold. */
import type Database from 'better-sqlite3';
import { daysAgo } from './util';

/** [serial, product code, warranty days, sold days ago, movements [days ago, status, document]] */
const SERIALS: [string, string, number, number, [number, string, string][]][] = [
  [
    'VK2024KRP000123',
    '90960004',
    730,
    120,
    [
      [125, 'DEPO GİRİŞ', 'IRS-2024-1187'],
      [120, 'SATIŞ', 'FTR-2024-004512'],
    ],
  ],
  [
    'ABB2021S201C16X',
    '2CDS251001R10164',
    730,
    900,
    [
      [900, 'SATIŞ', 'FTR-2021-000877'],
      [610, 'SERVİS', 'SRV-2022-0031'],
    ],
  ],
  ['PH2025COREPRO77', 'CorePro-8W-E27-2700K', 365, 30, [[30, 'SATIŞ', 'FTR-2025-009911']]],
  ['SE2023EZ9000045', 'EZ9F14116', 730, 400, [[400, 'DEPO GİRİŞ', 'IRS-2023-0456']]],
  [
    'SI2024RCCB09999',
    '5SV3314-6',
    1095,
    200,
    [
      [200, 'SATIŞ', 'FTR-2024-007730'],
      [150, 'İADE', 'IAD-2024-0112'],
      [140, 'SATIŞ', 'FTR-2024-008101'],
    ],
  ],
];

export function seedWarranty(db: Database.Database, now: Date): void {
  const productId = db.prepare('SELECT id FROM products WHERE code = ?');
  const serial = db.prepare(
    'INSERT INTO warranty_serials (serial, product_id, warranty_days, starts_at) VALUES (?, ?, ?, ?)',
  );
  const movement = db.prepare(
    'INSERT INTO warranty_movements (serial, tarih, durum, belge_no) VALUES (?, ?, ?, ?)',
  );
  for (const [sn, code, days, soldAgo, moves] of SERIALS) {
    const product = productId.get(code) as { id: number } | undefined;
    if (!product) throw new Error(`warranty seed: no product ${code}`);
    serial.run(sn, product.id, days, daysAgo(now, soldAgo));
    for (const [ago, status, doc] of moves) movement.run(sn, daysAgo(now, ago, 11), status, doc);
  }
}
