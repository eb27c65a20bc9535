/** Order and offer history and a few filled carts, so every customer screen has data. */
import type Database from 'better-sqlite3';
import type { Db } from '../db/handle';
import { insertOffer } from '../repo/offers';
import { insertOrder } from '../repo/orders';
import { totalsOf } from '../domain/pricing';
import { approvalNeed, type BuyerLimits } from '../../src/domain/company/orderApproval';
import type { LineInput } from '../repo/pricedCart';
import { dedupe, idOf, line } from './lines';
import { createRandom, daysAgo } from './util';

// '' is an order without a note (shown as 'Sipariş notu yok' / 'No order note', never stored so).
const NOTES = [
  '',
  'Kadıköy şantiyesi için acil sevk rica ederiz.',
  'Faturayı Ümraniye şubesine kesiniz.',
  'Teslimat saat 09:00-12:00 arası.',
  '',
  'Kargo yerine ambar ile gönderiniz.',
];
/**
 * Orders, offers and filled carts of the demo customers: orders and offers are made by the host's own
 * repository functions (`trx`, the first start's transaction), the rest written directly (`db`).
 */
export async function seedHistory(
  db: Database.Database,
  trx: Db,
  users: Map<string, number>,
  now: Date,
): Promise<void> {
  const random = createRandom(2025);
  const sellable = (
    db.prepare('SELECT id FROM products WHERE sale_price > 0 AND variant_check = 1 ORDER BY id').all() as {
      id: number;
    }[]
  ).map((r) => r.id);
  const pick = () => sellable[random.int(0, sellable.length - 1)]!;
  const branches = db.prepare('SELECT id FROM branches WHERE user_id = ? ORDER BY id');

  const orderPlan: [user: string, days: number[], creator: string][] = [
    ['bayi1', [3, 9, 17, 26, 38, 52, 70, 88, 104, 131, 150, 177], 'Yıldız Elektrik Taahhüt Ltd. Şti.'],
    ['bayi2', [12, 45], 'Demir Yapı Market'],
    ['bayi3', [60], 'Ege Aydınlatma San. ve Tic. A.Ş.'],
    ['bayi4', [5, 21], 'Karadeniz Elektrik Market'],
  ];
  // Oldest first, so order numbers grow with their dates as in a real shop.
  const planned = orderPlan
    .flatMap(([username, days, creator]) => days.map((ago, k) => ({ username, ago, k, creator })))
    .sort((a, b) => b.ago - a.ago);
  for (const { username, ago, k, creator } of planned) {
    const userId = users.get(username)!;
    const own = (branches.all(userId) as { id: number }[]).map((b) => b.id);
    const plan = ['advencePrice1', 'advencePrice2', ''][k % 3]!;
    const lines: LineInput[] = [];
    for (let n = random.int(2, 5); n > 0; n--)
      lines.push(await line(trx, pick(), random.int(0, 1), random.int(1, 12), plan));
    const id = await insertOrder(trx, {
      companyId: userId,
      placedBy: userId,
      status: 'placed',
      approvalReason: null,
      branchId: own.length ? own[k % own.length]! : null,
      createdBy: creator,
      createdAt: daysAgo(now, ago, 9 + (k % 8), (k * 7) % 60),
      description: NOTES[k % NOTES.length]!,
      advencePrice: plan,
      lines: dedupe(lines),
    });
    if (username === 'bayi1' && ago === 26)
      db.prepare('UPDATE orders SET is_cancel = 1 WHERE id = ?').run(id);
  }

  const bayi1 = users.get('bayi1')!;
  // Offers hold what a cart may hold: 1 to 100 of a unit, within the stock (the store
  // controls it); 300 m of cable is 3 KANGAL (100 m each) of a cable in stock.
  const offers: [
    days: number,
    codes: [code: string, quantity: number, unitIndex?: number][],
    customer: string[] | null,
    cancel: boolean,
  ][] = [
    [
      2,
      [
        ['90960004', 40],
        ['EZ9F14116', 12],
        ['HES-TTR-H05VV-F-3X2.5-100M', 3, 1],
      ],
      ['Mehmet Demir', 'Demir İnşaat A.Ş.', 'mehmet.demir@demirinsaat.com.tr', '0532 987 65 43'],
      false,
    ],
    [
      11,
      [
        ['CorePro-13W-E27-6500K', 24],
        ['4058075006550', 2],
      ],
      ['Ayşe Yılmaz', 'Yılmaz Apartman Yönetimi', '', '0544 222 33 44'],
      false,
    ],
    [
      19,
      [
        ['90440001', 20],
        ['2CDS251001R10324', 4],
      ],
      null,
      false,
    ],
    [33, [['752101', 10]], ['Can Öztürk', 'Öztürk Mimarlık', 'can@ozturkmimarlik.com.tr', ''], true],
  ];
  for (const [ago, codes, customer, cancel] of [...offers].reverse()) {
    const lines: LineInput[] = [];
    for (const [code, q, unitIndex] of codes)
      lines.push(await line(trx, idOf(db, code), unitIndex ?? 0, q, ''));
    const [customerName, customerCompanyName, customerEmail, customerPhone] = customer ?? ['', '', '', ''];
    const id = await insertOffer(trx, {
      companyId: bayi1,
      createdBy: bayi1,
      createdAt: daysAgo(now, ago, 14),
      description: 'Teklif geçerlilik süresi 15 gündür.',
      lines,
      customerName,
      customerCompanyName,
      customerEmail,
      customerPhone,
    });
    if (cancel) db.prepare('UPDATE offers SET is_cancel = 1 WHERE id = ?').run(id);
    if (ago === 2) db.prepare('UPDATE offer_items SET profit = 15 WHERE offer_id = ?').run(id);
  }
  // This product is sold on request today: editing that offer back into the cart must fail with its id.
  db.prepare('UPDATE products SET sale_price = 0, list_price = 0 WHERE code = ?').run('2CDS251001R10324');
  await insertOffer(trx, {
    companyId: users.get('bayi2')!,
    createdBy: users.get('bayi2')!,
    createdAt: daysAgo(now, 6, 15),
    description: 'Mağaza stok yenileme.',
    lines: [
      await line(trx, idOf(db, 'LR-PP-01'), 1, 2, ''),
      await line(trx, idOf(db, '00430021'), 0, 10, ''),
    ],
    customerName: 'Hasan Çelik',
  });

  await seedApprovals(db, trx, users, now);

  const cart = db.prepare(
    'INSERT INTO cart_items (user_id, product_id, unit_id, quantity, added_at) VALUES (?, ?, ?, ?, ?)',
  );
  const carts: [string, [string, number, number][]][] = [
    [
      'bayi1',
      [
        ['90960004', 0, 10],
        ['EZ9F14116', 1, 1],
        // A cable in stock: a demo cart the order save accepts (3x1,5 is the sold-out one).
        ['HES-TTR-H05VV-F-3X2.5-100M', 0, 100],
      ],
    ],
    [
      'bayi2',
      [
        ['LR-PP-01', 1, 2],
        ['00430022', 0, 3],
      ],
    ],
    ['bayi4', [['5SL6116-6', 0, 6]]],
  ];
  for (const [username, items] of carts)
    for (const [k, [code, unitIndex, q]] of items.entries()) {
      const l = await line(trx, idOf(db, code), unitIndex, q, '');
      cart.run(users.get(username), l.productId, l.unitId, q, daysAgo(now, 1, 10, k));
    }
}

/**
 * bayi1's company: its buyer's order above the 10.000 TL limit waits for approval, and an
 * earlier one was rejected by the approver with a reason the buyer has not seen yet.
 */
async function seedApprovals(db: Database.Database, trx: Db, users: Map<string, number>, now: Date) {
  const company = users.get('bayi1')!;
  const buyer = users.get('bayi1.satinalma')!;
  const approver = users.get('bayi1.onay')!;
  const branch = (
    db.prepare('SELECT id FROM branches WHERE user_id = ? ORDER BY id').pluck().all(company) as number[]
  )[0]!;
  const big = async (codes: [string, number][]) => {
    const lines: LineInput[] = [];
    for (const [code, quantity] of codes) lines.push(await line(trx, idOf(db, code), 0, quantity, ''));
    return dedupe(lines);
  };
  // The seeded orders wait for the reason a real one would: judged by the buyer's seeded limits.
  const limits = db
    .prepare(
      'SELECT order_limit AS orderLimit, monthly_limit AS monthlyLimit FROM company_users WHERE user_id = ?',
    )
    .get(buyer) as Pick<BuyerLimits, 'orderLimit' | 'monthlyLimit'>;
  const reasonOf = (lines: LineInput[]) => {
    const need = approvalNeed(totalsOf(lines).total, { ...limits, monthlyUsed: 0 });
    return need.needed ? need.reason : null;
  };
  const order = (status: 'waiting' | 'placed', ago: number, lines: LineInput[], description: string) =>
    insertOrder(trx, {
      companyId: company,
      placedBy: buyer,
      status,
      approvalReason: status === 'waiting' ? reasonOf(lines) : null,
      branchId: branch,
      createdBy: 'Mert Demir',
      createdAt: daysAgo(now, ago, 11, 15),
      description,
      advencePrice: '',
      lines,
    });
  const rejected = await order(
    'waiting',
    6,
    await big([
      ['EZ9F14116', 60],
      ['90960004', 90],
    ]),
    'Şantiye B blok',
  );
  db.prepare("UPDATE orders SET status = 'rejected' WHERE id = ?").run(rejected);
  db.prepare(
    "INSERT INTO order_approvals (order_id, decided_by, decision, reason, decided_at) VALUES (?, ?, 'rejected', ?, ?)",
  ).run(
    rejected,
    approver,
    'Bu ayın bütçesi aşıldı; lütfen gelecek ay tekrar gönderin.',
    daysAgo(now, 5, 10),
  );
  await order(
    'waiting',
    1,
    await big([
      ['EZ9F14116', 80],
      ['90960004', 60],
    ]),
    'Kadıköy şantiyesi, acil',
  );
}
