/**
 * The answers of GET /api/catalog/orders and /offers: the list calls answer them, and the order and
 * offer list pages embed the page their URL names in the placeholder (firstPage), so both are one.
 */
import type { OfferListAnswer } from '../../src/contract/offers';
import type { OrderListAnswer } from '../../src/contract/orders';
import type { Locale } from '../../src/contract/hostConfig';
import { historyApiQuery, readHistoryQuery, type HistorySortKey } from '../../src/domain/history/historyList';
import type { FirstHistoryPage } from '../../src/contract/firstHistoryPage';
import type { AppContext } from '../context';
import { listOffers } from '../repo/offerList';
import { listOrders } from '../repo/orders';
import type { Scope } from '../repo/scope';
import { offerWithUnitLabels, orderWithUnitLabels } from '../repo/unitLabels';
import type { UserRow } from '../repo/users';

export interface HistoryListQuery {
  page: number;
  limit: number;
  sort: HistorySortKey;
}

export async function orderListAnswer(
  ctx: AppContext,
  scope: Scope,
  locale: Locale,
  { page, limit, sort }: HistoryListQuery,
): Promise<OrderListAnswer> {
  const list = await listOrders(ctx.db, scope, page, limit, sort);
  return { ...list, orders: list.orders.map((o) => orderWithUnitLabels(o, locale)) };
}

/** company: the letterhead of the printed quote is the company's. */
export async function offerListAnswer(
  ctx: AppContext,
  scope: Scope,
  locale: Locale,
  company: UserRow,
  { page, limit, sort }: HistoryListQuery,
): Promise<OfferListAnswer> {
  const list = await listOffers(ctx.db, scope, page, limit, sort);
  return {
    ...list,
    offers: list.offers.map((o) => offerWithUnitLabels(o, locale)),
    user_logo: company.logo ? `/images/${company.logo}` : '',
    user_address: {
      name: company.address_name,
      address: company.address,
      town: company.town,
      city: company.city,
      number: company.address_number,
    },
  };
}

/**
 * What a history list on a page with this query string asks for first (domain/history: the same
 * reading of the URL as the widget's), answered now. Null for a page past the end: the widget asks
 * itself and moves to the last page, as it would have.
 */
export async function firstHistoryPage<Answer>(
  pageUrl: string,
  limit: number,
  answer: (query: HistoryListQuery) => Promise<Answer>,
  pageOf: (answer: Answer) => { count: number; page: number; pages: number },
): Promise<FirstHistoryPage<Answer> | null> {
  const at = pageUrl.indexOf('?');
  const query = readHistoryQuery(at === -1 ? '' : pageUrl.slice(at));
  const answered = await answer({ ...query, limit });
  const { count, page, pages } = pageOf(answered);
  if (count === 0 && page > 1 && page > pages) return null;
  return { query: historyApiQuery(query, limit), answer: answered };
}
