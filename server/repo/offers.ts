/** Offers (quotes): creation from the cart, list, cancel, mail to the outbox, edit back into the cart. */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Offer, OfferCustomer } from '../../src/contract/offers';
import { DEFAULT_HISTORY_SORT, type HistorySortKey } from '../../src/domain/historyList';
import { formatAmount } from '../../src/domain/money';
import { markedUpPrice, offerTotal, quoteTotals, type QuoteItem } from '../../src/domain/offerMargin';
import type { Settings } from '../../src/contract/hostConfig';
import type { OfferEditLine } from '../../src/contract/offers';
import type { Db } from '../db/handle';
import { allRows } from '../db/query';
import { inSavepoint, withCustomerLock } from '../db/transaction';
import { badRequest, HttpError, notFound } from '../http/errors';
import { MSG } from '../messages';
import { addToCart, clearCart, roomFor } from './cart';
import type { LineInput } from './pricedCart';

/** Offer numbers follow the id: TK100001 … */
export const offerNumber = (id: number) => `TK${100000 + id}`;

/**
 * The id is the database's (the row's identity, read back with RETURNING), so concurrent offers never
 * share a number. The number derived from it is written once the id is known; until then the row
 * holds a one-off placeholder (order_no is unique), never seen outside this transaction.
 */
export function insertOffer(
  db: Db,
  offer: {
    userId: number;
    createdAt: string;
    description: string;
    lines: LineInput[];
  } & Partial<OfferCustomer>,
): Promise<number> {
  return withCustomerLock(db, offer.userId, async (trx) => {
    const { id } = await trx
      .insertInto('offers')
      .values({
        order_no: `new:${randomUUID()}`,
        user_id: offer.userId,
        created_at: offer.createdAt,
        description: offer.description,
        currency: 'TRY',
        customer_name: offer.customerName ?? '',
        customer_company_name: offer.customerCompanyName ?? '',
        customer_email: offer.customerEmail ?? '',
        customer_phone: offer.customerPhone ?? '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('offers')
      .set({ order_no: offerNumber(id) })
      .where('id', '=', id)
      .execute();
    for (const [i, l] of offer.lines.entries())
      await trx
        .insertInto('offer_items')
        .values({
          offer_id: id,
          product_id: l.productId,
          unit_id: l.unitId,
          code: l.code,
          name: l.name,
          image: l.image,
          quantity: l.quantity,
          price: l.price,
          tax_rate: l.taxRate,
          position: i,
        })
        .execute();
    return id;
  });
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
  offer_id: number;
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

/** The items of these offers, each offer's in position order (one query for a page). */
async function itemsByOffer(db: Db, offerIds: number[]): Promise<Map<number, OfferItemRow[]>> {
  const byOffer = new Map<number, OfferItemRow[]>();
  if (offerIds.length === 0) return byOffer;
  const rows = await allRows(
    db,
    sql<OfferItemRow>`SELECT i.*, u.name AS unit_name, u.multiplier AS unit_multiplier FROM offer_items i
      LEFT JOIN product_units u ON u.id = i.unit_id AND u.product_id = i.product_id
      WHERE i.offer_id IN (${sql.join(offerIds)}) ORDER BY i.offer_id, i.position`,
  );
  for (const row of rows) {
    const list = byOffer.get(row.offer_id);
    if (list) list.push(row);
    else byOffer.set(row.offer_id, [row]);
  }
  return byOffer;
}

const itemsOf = async (db: Db, offerId: number) => (await itemsByOffer(db, [offerId])).get(offerId) ?? [];

function toOffer(r: OfferRow, items: OfferItemRow[]): Offer {
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

const offerRow = (db: Db, userId: number, id: number): Promise<OfferRow | undefined> =>
  db.selectFrom('offers').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();

/** One offer of this user; another customer's offer is "not found". */
export async function offerOf(db: Db, userId: number, id: number): Promise<Offer> {
  const row = await offerRow(db, userId, id);
  if (!row) throw notFound(MSG.offerNotFound);
  return toOffer(row, await itemsOf(db, id));
}

/** ORDER BY of the date sorts; the id breaks ties the same way, so pages never overlap. */
const OFFER_DATE_SORT: Record<'-date' | 'date', string> = {
  '-date': 'created_at DESC, id DESC',
  date: 'created_at ASC, id ASC',
};

/**
 * The ids of one page sorted by total: the total is the domain's offerTotal over each offer's items,
 * computed here, so the list sorts by the very total its rows show (a rule written again in SQL would
 * drift). The id breaks ties the same way, so pages never overlap.
 */
async function offerIdsByTotal(
  db: Db,
  userId: number,
  descending: boolean,
  limit: number,
  offset: number,
): Promise<number[]> {
  const ids = (await db.selectFrom('offers').select('id').where('user_id', '=', userId).execute()).map(
    (r) => r.id,
  );
  const items = await allRows(
    db,
    sql<{ offer_id: number; price: number; quantity: number; tax_rate: number; profit: number }>`
      SELECT i.offer_id, i.price, i.quantity, i.tax_rate, i.profit FROM offer_items i
      JOIN offers o ON o.id = i.offer_id WHERE o.user_id = ${userId} ORDER BY i.offer_id, i.position`,
  );
  const quotes = new Map<number, QuoteItem[]>(ids.map((id) => [id, []]));
  for (const i of items)
    quotes
      .get(i.offer_id)
      ?.push({ price: i.price, quantity: i.quantity, taxRate: i.tax_rate, profit: i.profit });
  const sign = descending ? -1 : 1;
  return [...quotes]
    .map(([id, quote]) => ({ id, total: offerTotal(quote) }))
    .sort((a, b) => sign * (a.total - b.total) || sign * (a.id - b.id))
    .slice(offset, offset + limit)
    .map((o) => o.id);
}

async function offerPage(
  db: Db,
  userId: number,
  sort: HistorySortKey,
  limit: number,
  offset: number,
): Promise<OfferRow[]> {
  if (sort === '-date' || sort === 'date')
    // OFFER_DATE_SORT is a fixed table of trusted text: the sort key only chooses among its entries.
    return allRows(
      db,
      sql<OfferRow>`SELECT * FROM offers WHERE user_id = ${userId} ORDER BY ${sql.raw(OFFER_DATE_SORT[sort])}
        LIMIT ${limit} OFFSET ${offset}`,
    );
  const ids = await offerIdsByTotal(db, userId, sort === '-total', limit, offset);
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('offers').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function listOffers(
  db: Db,
  userId: number,
  page: number,
  limit: number,
  sort: HistorySortKey = DEFAULT_HISTORY_SORT,
) {
  const { n: total } = await db
    .selectFrom('offers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const rows = await offerPage(db, userId, sort, limit, (page - 1) * limit);
  const items = await itemsByOffer(
    db,
    rows.map((r) => r.id),
  );
  return {
    offers: rows.map((r) => toOffer(r, items.get(r.id) ?? [])),
    total,
    page,
    limit,
    pages: Math.max(1, Math.ceil(total / limit)),
  };
}

export function cancelOffer(db: Db, userId: number, id: number): Promise<Offer> {
  return withCustomerLock(db, userId, async (trx) => {
    const offer = await offerOf(trx, userId, id);
    if (offer.isCancel) throw badRequest(MSG.offerAlreadyCancelled);
    await trx
      .updateTable('offers')
      .set({ is_cancel: 1 })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
    return { ...offer, isCancel: true };
  });
}

/** Writes the quote mail to the outbox (nothing is sent; a real backend would pick it up). */
export function mailOffer(db: Db, userId: number, id: number, sender: string): Promise<void> {
  return withCustomerLock(db, userId, async (trx) => {
    const offer = await offerOf(trx, userId, id);
    const body = offerMailBody(offer, sender);
    await trx
      .insertInto('outbox')
      .values({
        kind: 'offer',
        to_address: offer.customerEmail,
        subject: `${offer.orderNo} numaralı teklifiniz`,
        body,
        created_at: new Date().toISOString(),
      })
      .execute();
  });
}

/** The quote mail's text; a cancelled offer, or one without an address, is refused. */
function offerMailBody(offer: Offer, sender: string): string {
  if (offer.isCancel) throw badRequest(MSG.offerMailCancelled);
  if (!offer.customerEmail) throw badRequest(MSG.offerNoEmail);
  const lines = offer.offerItems.map((i) => {
    const amount = markedUpPrice(i.price, i.profit) * i.quantity;
    return `- ${i.code} ${i.name}: ${i.quantity} x ${formatAmount(markedUpPrice(i.price, i.profit))} = ${formatAmount(amount)} TL`;
  });
  // The same totals as the detail and the printed quote; Genel Toplam is the list row's total.
  const totals = quoteTotals(offer.offerItems);
  return [
    `Sayın ${offer.customerName || offer.customerCompanyName || 'Müşterimiz'},`,
    '',
    `${sender} tarafından hazırlanan ${offer.orderNo} numaralı teklif aşağıdadır.`,
    ...lines,
    `Ara Toplam (KDV hariç): ${formatAmount(totals.subtotal)} TL`,
    `KDV: ${formatAmount(totals.tax)} TL`,
    `Genel Toplam (KDV dahil): ${formatAmount(offer.total)} TL`,
  ].join('\n');
}

/**
 * Düzenle: the offer's lines replace the cart (issue 19.2). Each line goes through the cart's own add
 * (repo/cart addToCart, the host's one enforcement point), capped first by the same rule the widget's
 * preview showed (domain/cartLine: 1 to 100, within the controlled stock); a line the shop refuses
 * (no longer sold, out of stock) is left out with its message. Nothing to take: the cart is kept and
 * the refusal names the first line's product.
 */
export function offerIntoCart(
  db: Db,
  settings: Settings,
  userId: number,
  id: number,
  localize: (message: string) => string,
): Promise<OfferEditLine[]> {
  return withCustomerLock(db, userId, async (trx) => {
    await offerOf(trx, userId, id);
    const items = await itemsOf(trx, id);
    await clearCart(trx, userId);
    const lines: OfferEditLine[] = [];
    for (const item of items) {
      const wanted = Math.max(1, Math.round(item.quantity));
      const line = { itemId: item.id, productId: item.product_id, wanted };
      try {
        // A refused line is undone alone (its savepoint); the lines before it stay in the cart.
        const quantity = await inSavepoint(trx, 'offer_line', async () => {
          const room = await roomFor(trx, settings, userId, item.product_id, item.unit_id, wanted);
          await addToCart(trx, settings, userId, item.product_id, room, String(item.unit_id));
          return room;
        });
        lines.push({ ...line, quantity, message: '' });
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
        lines.push({ ...line, quantity: 0, message: localize(error.message) });
      }
    }
    const refused = lines.find((l) => l.quantity === 0);
    if (refused && lines.every((l) => l.quantity === 0))
      throw badRequest(refused.message, { product: { id: refused.productId } });
    return lines;
  });
}

/** { offerId: { itemId: profit } }: every offer and item must be the user's, or nothing is saved. */
export function updateProfits(
  db: Db,
  userId: number,
  update: Record<string, Record<string, number>>,
): Promise<void> {
  return withCustomerLock(db, userId, async (trx) => {
    for (const [offerId, items] of Object.entries(update)) {
      await offerOf(trx, userId, Number(offerId));
      for (const [itemId, profit] of Object.entries(items)) {
        const result = await trx
          .updateTable('offer_items')
          .set({ profit })
          .where('id', '=', Number(itemId))
          .where('offer_id', '=', Number(offerId))
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw notFound(MSG.offerNotFound);
      }
    }
  });
}

/** Customer data keyed by offer number. */
export function updateCustomers(
  db: Db,
  userId: number,
  update: Record<string, OfferCustomer>,
): Promise<void> {
  return withCustomerLock(db, userId, async (trx) => {
    for (const [orderNo, c] of Object.entries(update)) {
      const result = await trx
        .updateTable('offers')
        .set({
          customer_name: c.customerName,
          customer_email: c.customerEmail,
          customer_company_name: c.customerCompanyName,
          customer_phone: c.customerPhone,
        })
        .where('order_no', '=', orderNo)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw notFound(MSG.offerNotFound);
    }
  });
}
