/**
 * Reading offers (quotes): one offer with its lines, and a customer's list, sorted by date or by the
 * total its rows show. Changes to offers are in repo/offers.ts.
 */
import { sql, type Selectable } from 'kysely';
import type { Offer } from '../../src/contract/offers';
import { DEFAULT_HISTORY_SORT, type HistorySortKey } from '../../src/domain/history/historyList';
import { offerTotal, type QuoteItem } from '../../src/domain/history/offerMargin';
import { unitMultiplier } from '../../src/domain/cart/cartUnits';
import type { Db } from '../db/handle';
import type { OfferItemsTable } from '../db/tables';
import { allRows, firstRow } from '../db/query';
import { historyPage } from './historyPage';
import type { Scope } from './scope';

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
  created_by_user: number | null;
  representative_name: string | null;
}

/** A quote line with the unit it is sold in today (null names and multipliers when the product no longer has it). */
type OfferItemRow = Selectable<OfferItemsTable> & {
  unit_name: string | null;
  unit_multiplier: number | null;
};

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

export const itemsOf = async (db: Db, offerId: number) =>
  (await itemsByOffer(db, [offerId])).get(offerId) ?? [];

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
    createdBy: r.created_by_user,
    madeByRepresentative: r.representative_name,
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
          : {
              id: i.unit_id,
              value: i.unit_name,
              multiplier: unitMultiplier({ multiplier: i.unit_multiplier }),
            },
    })),
  };
}

/** The offers of a scope: the company's, or of those only the user's own. */
const inScope = (scope: Scope) =>
  scope.ownerId === null
    ? sql`o.user_id = ${scope.companyId}`
    : sql`o.user_id = ${scope.companyId} AND o.created_by_user = ${scope.ownerId}`;

const offerRow = (db: Db, scope: Scope, id: number): Promise<OfferRow | undefined> =>
  firstRow(
    db,
    sql<OfferRow>`SELECT o.*, (SELECT r.name FROM users r WHERE r.id = o.made_by_representative) AS representative_name
    FROM offers o WHERE o.id = ${id} AND ${inScope(scope)}`,
  );

/** One offer of the scope; another customer's offer is not there. */
export async function offerOf(db: Db, scope: Scope, id: number): Promise<Offer | undefined> {
  const row = await offerRow(db, scope, id);
  return row && toOffer(row, await itemsOf(db, id));
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
  scope: Scope,
  descending: boolean,
  limit: number,
  offset: number,
): Promise<number[]> {
  const ids = (await allRows(db, sql<{ id: number }>`SELECT o.id FROM offers o WHERE ${inScope(scope)}`)).map(
    (r) => r.id,
  );
  const items = await allRows(
    db,
    sql<{ offer_id: number; price: number; quantity: number; tax_rate: number; profit: number }>`
      SELECT i.offer_id, i.price, i.quantity, i.tax_rate, i.profit FROM offer_items i
      JOIN offers o ON o.id = i.offer_id WHERE ${inScope(scope)} ORDER BY i.offer_id, i.position`,
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
  scope: Scope,
  sort: HistorySortKey,
  limit: number,
  offset: number,
): Promise<OfferRow[]> {
  if (sort === '-date' || sort === 'date')
    // OFFER_DATE_SORT is a fixed table of trusted text: the sort key only chooses among its entries.
    return allRows(
      db,
      sql<OfferRow>`SELECT o.*, (SELECT r.name FROM users r WHERE r.id = o.made_by_representative) AS representative_name
        FROM offers o WHERE ${inScope(scope)} ORDER BY ${sql.raw(OFFER_DATE_SORT[sort])}
        LIMIT ${limit} OFFSET ${offset}`,
    );
  const ids = await offerIdsByTotal(db, scope, sort === '-total', limit, offset);
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('offers as o')
    .selectAll('o')
    .select((eb) =>
      eb
        .selectFrom('users as r')
        .select('r.name')
        .whereRef('r.id', '=', 'o.made_by_representative')
        .as('representative_name'),
    )
    .where('o.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function listOffers(
  db: Db,
  scope: Scope,
  page: number,
  limit: number,
  sort: HistorySortKey = DEFAULT_HISTORY_SORT,
) {
  const { items, ...counts } = await historyPage(db, {
    table: 'offers',
    where: inScope(scope),
    page,
    limit,
    rows: (size, offset) => offerPage(db, scope, sort, size, offset),
    build: async (rows) => {
      const lines = await itemsByOffer(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => toOffer(r, lines.get(r.id) ?? []));
    },
  });
  return { offers: items, ...counts };
}
