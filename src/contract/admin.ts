/** The /yonetim area: search dashboard, online users (WebSocket) and customer carts. Admin only. */
import {
  arrayOf,
  bool,
  literal,
  nullable,
  num,
  numeric,
  object,
  optional,
  str,
  type Decoded,
} from './decode';
import { DASHBOARD_SEARCH_TYPES, type DashboardSearchType } from '../domain/admin/dashboardSearch';

export const topQueryDecoder = object({
  query: str,
  count: num,
  formattedCreatedAt: str,
  detail: arrayOf(object({ userName: str, totalCount: num })),
});
export const topUserDecoder = object({
  name: str,
  count: num,
  detail: arrayOf(object({ searchQuery: str, searchCount: num, formattedCreatedAt: str })),
});
export const lastQueryDecoder = object({ name: str, query: str, formattedCreatedAt: str });

/** GET /yonetim/top-queries. */
export const topQueriesAnswer = object({
  topQueries: arrayOf(topQueryDecoder),
  topUsers: arrayOf(topUserDecoder),
  lastQueries: arrayOf(lastQueryDecoder),
});
export type TopQueriesAnswer = Decoded<typeof topQueriesAnswer>;

/** The dashboard search types of the spec ('kelime' word, 'kullanıcı' user). */
export const SEARCH_TYPES = DASHBOARD_SEARCH_TYPES;
export type SearchType = DashboardSearchType;

/** One row of a dashboard search: who searched what, how often, last when. */
export const searchResultRowDecoder = object({ name: str, query: str, count: num, formattedCreatedAt: str });

/** GET /yonetim/search_queries?query=&type=kelime|kullanıcı. */
export const searchQueriesAnswer = object({
  success: bool,
  searchResult: arrayOf(searchResultRowDecoder),
  searchQuery: str,
});
export type SearchQueriesAnswer = Decoded<typeof searchQueriesAnswer>;

/** Online-users socket (config.socketUrl): the client sends this on open and every 10 s. */
export interface CheckOnlineUsersMessage {
  type: 'checkOnlineUsers';
  domain: string;
}
export const onlineUserDecoder = object({ id: num, name: str, date: str, status: str });
export type OnlineUser = Decoded<typeof onlineUserDecoder>;
export const updateOnlineUsersDecoder = object({
  type: literal('updateOnlineUsers'),
  onlineUsers: arrayOf(onlineUserDecoder),
});
export type UpdateOnlineUsersMessage = Decoded<typeof updateOnlineUsersDecoder>;

/** A customer's cart as the admin sees it (GET /yonetim/carts and the Carts placeholder). */
export const customerCartDecoder = object({
  userName: str,
  items: arrayOf(object({ productName: str, productCode: str, productQuantity: numeric, link: str })),
  /** Who changed the cart last, and whether a sales representative did it for the customer; null: unknown. */
  lastChangedBy: optional(nullable(object({ name: str, representative: bool })), null),
});
export type CustomerCart = Decoded<typeof customerCartDecoder>;
export const customerCartsAnswer = arrayOf(customerCartDecoder);
