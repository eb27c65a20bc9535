/** Offers (quotes): creation from the cart, list, cancel, mail to the outbox, edit back into the cart. */
import type Database from 'better-sqlite3';
import type { Offer, OfferCustomer } from '../../src/contract/offers';
import { DEFAULT_HISTORY_SORT, type HistorySortKey } from '../../src/domain/historyList';
import { formatAmount } from '../../src/domain/money';
import { markedUpPrice, offerTotal, quoteTotals, type QuoteItem } from '../../src/domain/offerMargin';
import type { Settings } from '../../src/contract/hostConfig';
import type { OfferEditLine } from '../../src/contract/offers';
import { badRequest, HttpError, notFound } from '../http/errors';
import { MSG } from '../messages';
import { addToCart, clearCart, roomFor } from './cart';
import type { LineInput } from './pricedCart';

/** Offer numbers follow the id: TK100001 … */
export const offerNumber = (id: number) => `TK${100000 + id}`;

export function insertOffer(
  db: Database.Database,
  offer: {
    userId: number;
    createdAt: string;
    description: string;
    lines: LineInput[];
  } & Partial<OfferCustomer>,
): number {
  return db.transaction(() => {
    const next = (db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS n FROM offers').get() as { n: number }).n;
    db.prepare(
      `INSERT INTO offers (id, order_no, user_id, created_at, description, currency, customer_name,
       customer_company_name, customer_email, customer_phone) VALUES (?, ?, ?, ?, ?, 'TRY', ?, ?, ?, ?)`,
    ).run(
      ...[next, offerNumber(next), offer.userId, offer.createdAt, offer.description],
      ...[offer.customerName ?? '', offer.customerCompanyName ?? '', offer.customerEmail ?? ''],
      offer.customerPhone ?? '',
    );
    const insertItem = db.prepare(`INSERT INTO offer_items (offer_id, product_id, unit_id, code, name, image,
      quantity, price, tax_rate, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    offer.lines.forEach((l, i) =>
      insertItem.run(next, l.productId, l.unitId, l.code, l.name, l.image, l.quantity, l.price, l.taxRate, i),
    );
    return next;
  })();
}

interface OfferRow {
  id: number;
  order_no: string;
  created_at: string;
  is_cancel: number;
  customer_name: string;
  customer_company_name: string;
  customer_email: string;
  customer_phone: string;
  description: string;
  currency: string;
}

interface OfferItemRow {
  id: number;
  product_id: number;
  unit_id: number;
  code: string;
  name: string;
  image: string;
  quantity: number;
  price: number;
  profit: number;
  tax_rate: number;
  position: number;
  /** The line's unit as sold today (null when the product no longer has it). */
  unit_name: string | null;
  unit_multiplier: number | null;
}

const quoteItem = (i: OfferItemRow): QuoteItem => ({
  price: i.price,
  quantity: i.quantity,
  taxRate: i.tax_rate,
  profit: i.profit,
});

const itemsOf = (db: Database.Database, offerId: number) =>
  db
    .prepare(
      `SELECT i.*, u.name AS unit_name, u.multiplier AS unit_multiplier FROM offer_items i
       LEFT JOIN product_units u ON u.id = i.unit_id AND u.product_id = i.product_id
       WHERE i.offer_id = ? ORDER BY i.position`,
    )
    .all(offerId) as OfferItemRow[];

function toOffer(db: Database.Database, r: OfferRow): Offer {
  const items = itemsOf(db, r.id);
  return {
    id: r.id,
    orderNo: r.order_no,
    date: r.created_at,
    isCancel: r.is_cancel === 1,
    customerName: r.customer_name,
    customerCompanyName: r.customer_company_name,
    customerEmail: r.customer_email,
    customerPhone: r.customer_phone,
    description: r.description,
    currency: r.currency,
    total: offerTotal(items.map(quoteItem)),
    offerItems: items.map((i) => ({
      id: i.id,
      productId: i.product_id,
      code: i.code,
      name: i.name,
      quantity: i.quantity,
      price: i.price,
      profit: i.profit,
      taxRate: i.tax_rate,
      order: i.position,
      image: i.image,
      unit:
        i.unit_name === null
          ? null
          : { id: i.unit_id, value: i.unit_name, multiplier: i.unit_multiplier ?? 1 },
    })),
  };
}

/** One offer of this user; another customer's offer is "not found". */
export function offerOf(db: Database.Database, userId: number, id: number): Offer {
  const row = db.prepare('SELECT * FROM offers WHERE id = ? AND user_id = ?').get(id, userId) as
    OfferRow | undefined;
  if (!row) throw notFound(MSG.offerNotFound);
  return toOffer(db, row);
}

const withOfferTotal = new WeakSet<Database.Database>();

/**
 * offer_total(price, quantity, tax_rate, profit) in SQL is the domain's offerTotal over an offer's
 * items, so the list sorts by the very total its rows show (a rule written again in SQL would drift).
 */
function registerOfferTotal(db: Database.Database): void {
  if (withOfferTotal.has(db)) return;
  const step = (items: QuoteItem[], price: number, quantity: number, taxRate: number, profit: number) => {
    items.push({ price, quantity, taxRate, profit });
    return items;
  };
  db.aggregate<QuoteItem[]>('offer_total', {
    start: () => [],
    // better-sqlite3 passes every SQL argument; its types know of one.
    step: step as unknown as (items: QuoteItem[], next: QuoteItem) => QuoteItem[],
    result: (items) => offerTotal(items),
  });
  withOfferTotal.add(db);
}

/** The offer's total as toOffer computes it, for sorting in SQL. */
const OFFER_TOTAL_SQL =
  '(SELECT offer_total(i.price, i.quantity, i.tax_rate, i.profit) FROM offer_items i WHERE i.offer_id = offers.id)';

/** ORDER BY of each sort key; the id breaks ties the same way, so pages never overlap. */
const OFFER_SORT: Record<HistorySortKey, string> = {
  '-date': 'created_at DESC, id DESC',
  date: 'created_at ASC, id ASC',
  '-total': `${OFFER_TOTAL_SQL} DESC, id DESC`,
  total: `${OFFER_TOTAL_SQL} ASC, id ASC`,
};

export function listOffers(
  db: Database.Database,
  userId: number,
  page: number,
  limit: number,
  sort: HistorySortKey = DEFAULT_HISTORY_SORT,
) {
  registerOfferTotal(db);
  const total = (
    db.prepare('SELECT COUNT(*) AS n FROM offers WHERE user_id = ?').get(userId) as { n: number }
  ).n;
  const rows = db
    .prepare(`SELECT * FROM offers WHERE user_id = ? ORDER BY ${OFFER_SORT[sort]} LIMIT ? OFFSET ?`)
    .all(userId, limit, (page - 1) * limit) as OfferRow[];
  return {
    offers: rows.map((r) => toOffer(db, r)),
    total,
    page,
    limit,
    pages: Math.max(1, Math.ceil(total / limit)),
  };
}

export function cancelOffer(db: Database.Database, userId: number, id: number): Offer {
  const offer = offerOf(db, userId, id);
  if (offer.isCancel) throw badRequest(MSG.offerAlreadyCancelled);
  db.prepare('UPDATE offers SET is_cancel = 1 WHERE id = ? AND user_id = ?').run(id, userId);
  return { ...offer, isCancel: true };
}

/** Writes the quote mail to the outbox (nothing is sent; a real backend would pick it up). */
export function mailOffer(db: Database.Database, userId: number, id: number, sender: string): void {
  const offer = offerOf(db, userId, id);
  if (offer.isCancel) throw badRequest(MSG.offerMailCancelled);
  if (!offer.customerEmail) throw badRequest(MSG.offerNoEmail);
  const lines = offer.offerItems.map((i) => {
    const amount = markedUpPrice(i.price, i.profit) * i.quantity;
    return `- ${i.code} ${i.name}: ${i.quantity} x ${formatAmount(markedUpPrice(i.price, i.profit))} = ${formatAmount(amount)} TL`;
  });
  // The same totals as the detail and the printed quote; Genel Toplam is the list row's total.
  const totals = quoteTotals(offer.offerItems);
  const body = [
    `Sayın ${offer.customerName || offer.customerCompanyName || 'Müşterimiz'},`,
    '',
    `${sender} tarafından hazırlanan ${offer.orderNo} numaralı teklif aşağıdadır.`,
    ...lines,
    `Ara Toplam (KDV hariç): ${formatAmount(totals.subtotal)} TL`,
    `KDV: ${formatAmount(totals.tax)} TL`,
    `Genel Toplam (KDV dahil): ${formatAmount(offer.total)} TL`,
  ].join('\n');
  db.prepare('INSERT INTO outbox (kind, to_address, subject, body, created_at) VALUES (?, ?, ?, ?, ?)').run(
    'offer',
    offer.customerEmail,
    `${offer.orderNo} numaralı teklifiniz`,
    body,
    new Date().toISOString(),
  );
}

/**
 * Düzenle: the offer's lines replace the cart (issue 19.2). Each line goes through the cart's own add
 * (repo/cart addToCart, the host's one enforcement point), capped first by the same rule the widget's
 * preview showed (domain/cartLine: 1 to 100, within the controlled stock); a line the shop refuses
 * (no longer sold, out of stock) is left out with its message. Nothing to take: the cart is kept and
 * the refusal names the first line's product.
 */
export function offerIntoCart(
  db: Database.Database,
  settings: Settings,
  userId: number,
  id: number,
  localize: (message: string) => string,
): OfferEditLine[] {
  offerOf(db, userId, id);
  const items = itemsOf(db, id);
  return db.transaction(() => {
    clearCart(db, userId);
    const lines = items.map((item): OfferEditLine => {
      const wanted = Math.max(1, Math.round(item.quantity));
      const line = { itemId: item.id, productId: item.product_id, wanted };
      try {
        const quantity = roomFor(db, settings, userId, item.product_id, item.unit_id, wanted);
        addToCart(db, settings, userId, item.product_id, quantity, String(item.unit_id));
        return { ...line, quantity, message: '' };
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
        return { ...line, quantity: 0, message: localize(error.message) };
      }
    });
    const refused = lines.find((l) => l.quantity === 0);
    if (refused && lines.every((l) => l.quantity === 0))
      throw badRequest(refused.message, { product: { id: refused.productId } });
    return lines;
  })();
}

/** { offerId: { itemId: profit } }: every offer and item must be the user's, or nothing is saved. */
export function updateProfits(
  db: Database.Database,
  userId: number,
  update: Record<string, Record<string, number>>,
) {
  db.transaction(() => {
    const set = db.prepare('UPDATE offer_items SET profit = ? WHERE id = ? AND offer_id = ?');
    for (const [offerId, items] of Object.entries(update)) {
      offerOf(db, userId, Number(offerId));
      for (const [itemId, profit] of Object.entries(items)) {
        if (set.run(profit, Number(itemId), Number(offerId)).changes === 0) throw notFound(MSG.offerNotFound);
      }
    }
  })();
}

/** Customer data keyed by offer number. */
export function updateCustomers(
  db: Database.Database,
  userId: number,
  update: Record<string, OfferCustomer>,
) {
  db.transaction(() => {
    for (const [orderNo, c] of Object.entries(update)) {
      const info = db
        .prepare(
          `UPDATE offers SET customer_name = ?, customer_email = ?, customer_company_name = ?, customer_phone = ?
           WHERE order_no = ? AND user_id = ?`,
        )
        .run(c.customerName, c.customerEmail, c.customerCompanyName, c.customerPhone, orderNo, userId);
      if (info.changes === 0) throw notFound(MSG.offerNotFound);
    }
  })();
}
