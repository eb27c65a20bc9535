/**
 * The demo's sales representatives: temsilci1 (Ahmet Kaya) serves bayi1 and bayi2, temsilci2 (Zeynep
 * Arslan) bayi3. bayi1 lets its representative order for it up to 10.000 TL an order; bayi2 does not.
 */
import type Database from 'better-sqlite3';
import { hashPassword } from '../domain/passwords';
import { DEMO_PASSWORD } from './accounts';

interface RepresentativeSeed {
  username: string;
  name: string;
  email: string;
  phone: string;
  customers: { username: string; mayOrder: boolean; orderLimit: number | null }[];
}

const REPRESENTATIVES: RepresentativeSeed[] = [
  {
    username: 'temsilci1',
    name: 'Ahmet Kaya',
    email: 'ahmet.kaya@anadoluelektrik.com.tr',
    phone: '0532 111 22 33',
    customers: [
      { username: 'bayi1', mayOrder: true, orderLimit: 10000 },
      { username: 'bayi2', mayOrder: false, orderLimit: null },
    ],
  },
  {
    username: 'temsilci2',
    name: 'Zeynep Arslan',
    email: 'zeynep.arslan@anadoluelektrik.com.tr',
    phone: '0533 444 55 66',
    customers: [{ username: 'bayi3', mayOrder: false, orderLimit: null }],
  },
];

export function seedRepresentatives(db: Database.Database, ids: Map<string, number>): void {
  const insert = db.prepare(
    "INSERT INTO users (username, password_hash, name, email, role, phone) VALUES (?, ?, ?, ?, 'representative', ?)",
  );
  const link = db.prepare(
    'UPDATE users SET representative_id = ?, rep_may_order = ?, rep_order_limit = ? WHERE id = ?',
  );
  for (const r of REPRESENTATIVES) {
    const id = Number(
      insert.run(r.username, hashPassword(DEMO_PASSWORD), r.name, r.email, r.phone).lastInsertRowid,
    );
    ids.set(r.username, id);
    for (const c of r.customers) link.run(id, c.mayOrder ? 1 : 0, c.orderLimit, ids.get(c.username));
  }
}
