/** Demo accounts (password demo1234), their branches and representatives. */
import type Database from 'better-sqlite3';
import { hashPassword } from '../domain/passwords';

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ACCOUNTS = [
  {
    username: 'bayi1',
    about: 'müşteri: 2 şube, temsilci, bakiye, risk limiti 60.000 TL ve vadesi geçmiş borç',
  },
  { username: 'bayi2', about: 'müşteri: şubesiz, temsilcisi Ahmet Kaya (adına sipariş izni yok), risk limiti yok' },
  { username: 'bayi3', about: 'müşteri: risk limiti tam 1 (sipariş kapalı, kartla ödeme açık)' },
  { username: 'yonetici', about: 'yönetici: /yonetim (arama analizi, çevrimiçi kullanıcılar, sepetler)' },
  {
    username: 'bayi1.satinalma',
    about: 'bayi1 şirketi, Satın Alma: sipariş başına 10.000 TL limit, Kadıköy Şube',
  },
  { username: 'bayi1.onay', about: 'bayi1 şirketi, Onaylayıcı: limitini aşan siparişleri onaylar' },
  { username: 'bayi1.izleyici', about: 'bayi1 şirketi, İzleyici: katalog, siparişler ve ekstre; sepet yok' },
] as const;

/** The users of bayi1's company besides bayi1 itself (its Yönetici). */
interface MemberSeed {
  username: string;
  name: string;
  email: string;
  phone: string;
  role: 'satinalma' | 'onaylayici' | 'izleyici';
  orderLimit?: number;
  monthlyLimit?: number;
  branches?: string[];
  lastSeenMinutesAgo?: number;
}

const BAYI1_MEMBERS: MemberSeed[] = [
  {
    username: 'bayi1.satinalma',
    name: 'Mert Demir',
    email: 'mert.demir@yildizelektrik.com.tr',
    phone: '0532 210 45 67',
    role: 'satinalma',
    orderLimit: 10000,
    branches: ['Kadıköy Şube'],
    lastSeenMinutesAgo: 30,
  },
  {
    username: 'bayi1.onay',
    name: 'Elif Yıldız',
    email: 'elif.yildiz@yildizelektrik.com.tr',
    phone: '0533 310 55 77',
    role: 'onaylayici',
  },
  {
    username: 'bayi1.izleyici',
    name: 'Can Öztürk',
    email: 'can.ozturk@yildizelektrik.com.tr',
    phone: '',
    role: 'izleyici',
  },
];

interface AccountSeed {
  username: string;
  /** The company's customer code (customers only). */
  code?: string;
  name: string;
  email: string;
  role: 'customer' | 'admin';
  risk?: number;
  balance?: number | null;
  overdue?: [amount: number, days: number];
  rep?: [name: string, phone: string, email: string];
  address?: [name: string, address: string, town: string, city: string, phone: string];
  logo?: string;
  branches?: string[];
  lastSeenMinutesAgo?: number;
}

const ACCOUNTS: AccountSeed[] = [
  {
    username: 'bayi1',
    code: '120.01.0001',
    name: 'Yıldız Elektrik Taahhüt Ltd. Şti.',
    email: 'satinalma@yildizelektrik.com.tr',
    role: 'customer',
    risk: 60000,
    balance: 48250.75,
    overdue: [18750.4, 45],
    logo: 'bayi-logo.png',
    rep: ['Ahmet Kaya', '0532 111 22 33', 'ahmet.kaya@anadoluelektrik.com.tr'],
    address: [
      'Yıldız Elektrik Taahhüt Ltd. Şti.',
      'Bağdat Cad. No: 112/3',
      'Kadıköy',
      'İstanbul',
      '0216 345 67 89',
    ],
    branches: ['Kadıköy Şube', 'Ümraniye Şube'],
    lastSeenMinutesAgo: 90,
  },
  {
    username: 'bayi2',
    code: '120.01.0002',
    name: 'Demir Yapı Market',
    email: 'info@demiryapimarket.com.tr',
    role: 'customer',
    balance: 0,
    address: ['Demir Yapı Market', 'Sanayi Mah. 4. Sok. No: 7', 'Nilüfer', 'Bursa', '0224 441 22 10'],
    lastSeenMinutesAgo: 60 * 26,
  },
  {
    username: 'bayi3',
    code: '120.01.0003',
    name: 'Ege Aydınlatma San. ve Tic. A.Ş.',
    email: 'muhasebe@egeaydinlatma.com.tr',
    role: 'customer',
    risk: 1,
    balance: -1250,
    rep: ['Zeynep Arslan', '0533 444 55 66', 'zeynep.arslan@anadoluelektrik.com.tr'],
    address: ['Ege Aydınlatma San. ve Tic. A.Ş.', '1203/4 Sok. No: 15', 'Bornova', 'İzmir', '0232 462 10 20'],
    lastSeenMinutesAgo: 240,
  },
  { username: 'yonetici', name: 'Mağaza Yöneticisi', email: 'yonetim@anadoluelektrik.com.tr', role: 'admin' },
  {
    username: 'bayi4',
    code: '120.01.0004',
    name: 'Karadeniz Elektrik Market',
    email: 'siparis@karadenizelektrik.com.tr',
    role: 'customer',
    risk: 25000,
    balance: 7340.2,
    lastSeenMinutesAgo: 2,
    rep: ['Ahmet Kaya', '0532 111 22 33', 'ahmet.kaya@anadoluelektrik.com.tr'],
  },
  {
    username: 'bayi5',
    code: '120.01.0005',
    name: 'Akdeniz Yapı Elektrik',
    email: 'akdenizyapi@example.com.tr',
    role: 'customer',
    balance: 15600,
    lastSeenMinutesAgo: 3,
  },
];

/** Inserts the accounts; returns their ids by username. */
export function seedAccounts(db: Database.Database, now: Date): Map<string, number> {
  const insert =
    db.prepare(`INSERT INTO users (username, password_hash, name, email, role, risk_limit, balance,
    overdue_balance, overdue_days, rep_name, rep_phone, rep_email, logo, address_name, address, town, city,
    address_number, last_seen, customer_code) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertBranch = db.prepare('INSERT INTO branches (user_id, name) VALUES (?, ?)');
  const ids = new Map<string, number>();
  for (const a of ACCOUNTS) {
    const [repName, repPhone, repEmail] = a.rep ?? ['', '', ''];
    const [addressName, address, town, city, phone] = a.address ?? ['', '', '', '', ''];
    const seen =
      a.lastSeenMinutesAgo === undefined
        ? null
        : new Date(now.getTime() - a.lastSeenMinutesAgo * 60000).toISOString();
    const id = Number(
      insert.run(
        ...[a.username, hashPassword(DEMO_PASSWORD), a.name, a.email, a.role, a.risk ?? 0],
        ...[a.balance === undefined ? null : a.balance, a.overdue?.[0] ?? 0, a.overdue?.[1] ?? 0],
        ...[repName, repPhone, repEmail, a.logo ?? '', addressName, address, town, city, phone, seen],
        a.code ?? null,
      ).lastInsertRowid,
    );
    ids.set(a.username, id);
    for (const branch of a.branches ?? []) insertBranch.run(id, branch);
  }
  seedCompanies(db, ids, now);
  return ids;
}

/** Every customer is a company whose own login is its first Yönetici; bayi1's has three more users. */
function seedCompanies(db: Database.Database, ids: Map<string, number>, now: Date): void {
  const member = db.prepare(
    'INSERT INTO company_users (user_id, company_id, role, phone, order_limit, monthly_limit) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const a of ACCOUNTS)
    if (a.role === 'customer')
      member.run(ids.get(a.username), ids.get(a.username), 'yonetici', '', null, null);
  const company = ids.get('bayi1')!;
  const insertUser = db.prepare(
    'INSERT INTO users (username, password_hash, name, email, role, last_seen) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const branchId = db.prepare('SELECT id FROM branches WHERE user_id = ? AND name = ?').pluck();
  const grant = db.prepare('INSERT INTO branch_grants (user_id, branch_id) VALUES (?, ?)');
  for (const m of BAYI1_MEMBERS) {
    const seen =
      m.lastSeenMinutesAgo === undefined
        ? null
        : new Date(now.getTime() - m.lastSeenMinutesAgo * 60000).toISOString();
    const id = Number(
      insertUser.run(m.username, hashPassword(DEMO_PASSWORD), m.name, m.email, 'customer', seen)
        .lastInsertRowid,
    );
    ids.set(m.username, id);
    member.run(id, company, m.role, m.phone, m.orderLimit ?? null, m.monthlyLimit ?? null);
    for (const branch of m.branches ?? []) grant.run(id, branchId.get(company, branch));
  }
}
